import { beforeAll, describe, expect, it } from 'vitest';
import { USER_SEARCH_LIMIT } from '@warband/schemas';
import { setAdminFlag } from '../services/account/admin-role';
import { registerUser, useTestApp, type TestUser } from '../../test/helpers';

const t = useTestApp();
let admin: TestUser;
let player: TestUser;
// Names and emails unique to this file's run, so each search finds exactly what it meant to.
const tag = `dn${Date.now().toString(36)}`;

beforeAll(async () => {
  admin = await registerUser(t.app, { name: `Admin ${tag}` });
  await setAdminFlag(t, { email: admin.email, isAdmin: true });
  player = await registerUser(t.app, {
    name: `Frodo ${tag}`,
    email: `frodo.${tag}@shire.test`,
  });
});

function search(term: string, headers?: Record<string, string>) {
  return t.app.inject({
    method: 'GET',
    url: `/api/users/search/${encodeURIComponent(term)}`,
    headers,
  });
}

function setDonated(id: string, headers?: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/users/set-donated', payload: { id }, headers });
}

describe('GET /api/users/search/:term', () => {
  it('finds players by name or email, ignoring case, with id, name, email and donated', async () => {
    const byName = await search(`FRODO ${tag}`.toUpperCase(), admin.headers);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual([
      { id: player.id, name: `Frodo ${tag}`, email: `frodo.${tag}@shire.test`, donated: false },
    ]);
    const byEmail = await search(`${tag}@SHIRE`, admin.headers);
    expect(byEmail.json().map((row: { id: string }) => row.id)).toEqual([player.id]);
  });

  it('treats %, _, \\ and quotes in the term literally', async () => {
    const odd = await registerUser(t.app, { name: `Odd_%\\' ${tag}` });
    for (const term of [`_%\\' ${tag}`, `d_%`, `%\\'`]) {
      const response = await search(term, admin.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().map((row: { id: string }) => row.id)).toEqual([odd.id]);
    }
    // Wildcards that would match every player match none when taken literally.
    for (const term of ['%', '_', '\\', "' OR '1'='1"]) {
      const ids = (await search(term, admin.headers)).json().map((row: { id: string }) => row.id);
      expect(ids).not.toContain(player.id);
    }
  });

  it(`answers at most ${USER_SEARCH_LIMIT} players`, async () => {
    const many = `many${tag}`;
    await Promise.all(
      Array.from({ length: USER_SEARCH_LIMIT + 2 }, (_, i) =>
        registerUser(t.app, { name: `${many} ${i}` }),
      ),
    );
    const response = await search(many, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(USER_SEARCH_LIMIT);
  });

  it('answers an empty list when nobody matches', async () => {
    const response = await search(`nobody-${tag}`, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('requires a term', async () => {
    const blank = await search('   ', admin.headers);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty('term');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/users/search/',
      headers: admin.headers,
    });
    expect([400, 404]).toContain(missing.statusCode);
    expect(missing.body).not.toContain('@');
  });

  it('answers 403 to a player who is not an admin, with no emails', async () => {
    const response = await search(tag, player.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(response.body).not.toContain('@');
    expect((await search('', player.headers)).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await search(tag)).statusCode).toBe(401);
  });
});

describe('POST /api/users/set-donated', () => {
  it('marks the player donated, which their own settings then say', async () => {
    const target = await registerUser(t.app, { name: `Sam ${tag}` });
    const response = await setDonated(target.id, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: target.id, donated: true });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/users/settings',
      headers: target.headers,
    });
    expect(settings.json().donated).toBe(true);
    // Setting it again changes nothing and still succeeds.
    expect((await setDonated(target.id, admin.headers)).json().donated).toBe(true);
  });

  it('answers 403 to a player who is not an admin and changes nothing', async () => {
    const response = await setDonated(player.id, player.headers);
    expect(response.statusCode).toBe(403);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/users/settings',
      headers: player.headers,
    });
    expect(settings.json().donated).toBe(false);
  });

  it('answers 401 without a token', async () => {
    expect((await setDonated(player.id)).statusCode).toBe(401);
  });

  it('answers 400 for an id that is not a UUID and 404 for one of nobody', async () => {
    const bad = await setDonated('not-an-id', admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
    const missing = await setDonated('00000000-0000-4000-8000-000000000000', admin.headers);
    expect(missing.statusCode).toBe(404);
  });
});
