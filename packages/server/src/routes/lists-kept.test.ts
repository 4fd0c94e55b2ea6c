import { describe, expect, it } from 'vitest';
import type { Profile } from '@warband/schemas';
import { companiesApi } from '../../test/companies';
import { useCountedServer } from '../../test/counted-queries';
import { useSecondServer, registerUser, type TestUser, useTestApp } from '../../test/helpers';
import { KINDS, SAMPLES } from '../../test/library';
import { createProfile, profilesApi, riderProfile } from '../../test/profiles';
import { AnswerCache } from '../services/answers/answer-cache';
import type { Caller, ServiceContext } from '../services/context';
import { libraryEntries } from '../services/library/entries';

// The library lists and GET /profile keep each player's last answer (services/answers). These
// tests read on one app and write on a second server sharing the database, as two server
// processes would: the reader must never answer what it kept once the data has changed.
const t = useTestApp();
const writer = useSecondServer(t);
const counted = useCountedServer(t);

async function list<T = { id: string; name: string }>(user: TestUser, url: string) {
  const response = await t.app.inject({ url, headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T[]>();
}

function write(user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return writer.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
}

const callerOf = (user: TestUser, newRuleset = false): Caller => ({
  ...user,
  donated: false,
  newRuleset,
  isAdmin: false,
  walkthroughDismissed: false,
  sessionId: 'test',
});

describe('library lists, kept between requests', () => {
  it.each(KINDS)(
    'show %s entries added, changed and removed through another server',
    async (kind) => {
      const user = await registerUser(t.app);
      const url = `/api/${kind}`;
      expect(await list(user, url)).toEqual([]);

      const created = await write(user, 'POST', `${url}/create`, SAMPLES[kind]);
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ id: string }>();
      expect((await list(user, url)).map((entry) => entry.name)).toEqual([SAMPLES[kind].name]);

      const renamed = { ...SAMPLES[kind], name: 'Renamed' };
      expect((await write(user, 'PUT', `${url}/${id}`, renamed)).statusCode).toBe(200);
      expect((await list(user, url)).map((entry) => entry.name)).toEqual(['Renamed']);

      expect((await write(user, 'DELETE', `${url}/${id}`)).statusCode).toBe(204);
      expect(await list(user, url)).toEqual([]);
    },
  );

  it('keep each player’s list apart, and another player’s writes do not reach it', async () => {
    const [one, two] = [await registerUser(t.app), await registerUser(t.app)];
    await write(one, 'POST', '/api/rule/create', SAMPLES.rule);
    await write(two, 'POST', '/api/rule/create', { ...SAMPLES.rule, name: 'Theirs' });
    expect((await list(one, '/api/rule')).map((entry) => entry.name)).toEqual([SAMPLES.rule.name]);
    expect((await list(two, '/api/rule')).map((entry) => entry.name)).toEqual(['Theirs']);
  });

  it('send the kept answer while nothing changes, and a new one after a write', async () => {
    const user = await registerUser(t.app);
    const ctx = { db: t.db, answers: new AnswerCache() } as ServiceContext;
    const rules = libraryEntries('rule');
    const first = await rules.list(ctx, callerOf(user));
    expect(await rules.list(ctx, callerOf(user))).toBe(first);
    await write(user, 'POST', '/api/rule/create', SAMPLES.rule);
    const second = await rules.list(ctx, callerOf(user));
    expect(second).not.toBe(first);
    expect(JSON.parse(second.text)).toHaveLength(1);
  });

  it('read a list again once a full cache has pushed it out', async () => {
    const user = await registerUser(t.app);
    await write(user, 'POST', '/api/rule/create', SAMPLES.rule);
    await write(user, 'POST', '/api/spell/create', SAMPLES.spell);
    const caller = callerOf(user);
    const measured = await libraryEntries('rule').list(
      { db: t.db, answers: new AnswerCache() } as ServiceContext,
      caller,
    );
    // Room for one of the two answers, not both (a character is counted as 2.1 bytes).
    const room = Math.ceil(measured.text.length * 2.1 * 1.5);
    const ctx = { db: t.db, answers: new AnswerCache(room) } as ServiceContext;
    const rules = await libraryEntries('rule').list(ctx, caller);
    expect(await libraryEntries('rule').list(ctx, caller)).toBe(rules);
    await libraryEntries('spell').list(ctx, caller);
    expect(ctx.answers.size).toBe(1);
    const again = await libraryEntries('rule').list(ctx, caller);
    expect(again).not.toBe(rules);
    expect(again.text).toBe(rules.text);
  });
});

describe('lists kept between requests, sent again', () => {
  it.each([...KINDS.map((kind) => `/api/${kind}`), '/api/profile'])(
    'read the database once for %s: the session and the version together',
    async (url) => {
      const user = await registerUser(t.app);
      const list = () => counted.app.inject({ url, headers: user.headers });
      const first = await list();
      expect(first.statusCode).toBe(200);
      const statements = await counted.statementsOf(async () => {
        expect((await list()).body).toBe(first.body);
      });
      expect(statements).toHaveLength(1);
    },
  );
});

describe('GET /api/profile, kept between requests', () => {
  it('shows profiles added, changed and deleted through another server', async () => {
    const user = await registerUser(t.app);
    expect(await list(user, '/api/profile')).toEqual([]);
    const profile = await createProfile(writer.app, user);
    expect((await list<Profile>(user, '/api/profile')).map((p) => p.wargear.length)).toEqual([2]);

    const [shield, horse] = profile.wargear;
    const lighter = { ...profile, wargear: [shield, { ...horse, remove: true }], specialRules: [] };
    expect((await profilesApi(writer.app, user).update(profile.id, lighter)).statusCode).toBe(200);
    const [changed] = await list<Profile>(user, '/api/profile');
    expect(changed!.wargear.map((item) => item.name)).toEqual(['Shield']);

    expect((await profilesApi(writer.app, user).remove(profile.id)).statusCode).toBe(204);
    expect(await list(user, '/api/profile')).toEqual([]);
  });

  it('counts in the ruleset the player switched to', async () => {
    const user = await registerUser(t.app);
    await createProfile(writer.app, user, riderProfile({ modifyStats: { courage: 1 } }));
    const before = (await list<Profile>(user, '/api/profile'))[0]!;
    expect((await companiesApi(writer.app, user).setRuleset(true)).statusCode).toBe(200);
    const after = (await list<Profile>(user, '/api/profile'))[0]!;
    expect([before.totalStats.courage, after.totalStats.courage]).toEqual([4, 2]);
  });
});
