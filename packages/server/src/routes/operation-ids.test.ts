import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, CampaignView, Company, CreatedInvite, Warrior } from '@warband/schemas';
import { aftermathFor, companyForBattle } from '../../test/battles';
import { campaignApi, ok } from '../../test/campaigns';
import { createWarrior, heroPayload, playerWithCompany, toPayload } from '../../test/companies';
import {
  buildTestApp,
  captureLogs,
  makeTempDir,
  login,
  registerUser,
  useTestApp,
} from '../../test/helpers';
import { SAMPLES } from '../../test/library';
import { item, pack } from '../../test/library-packs';
import { riderProfile } from '../../test/profiles';
import { companies, operations, warriors } from '../db/schema';
import { BODY_TOO_DEEP } from '../plugins/json-body';
import { OPERATION_ID_MESSAGE } from '../plugins/operation-ids';
import { bodyHash } from '../services/operations/body-hash';

// Writes sent with an Operation-Id, as a device's outbox replays them
// (docs/adr/0160-operation-ids.md).

const t = useTestApp();
const temp = makeTempDir();
const logs = captureLogs();
// The file's own app on the same database, with its log kept: a write that answers success
// without recording its answer is said there.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp(t.db, temp.dir, { LOG_LEVEL: 'info' }, { logStream: logs.stream });
});
afterAll(async () => {
  await app.close();
  temp.remove();
});

function send(
  user: { headers: Record<string, string> },
  operationId: string | null,
  request: InjectOptions,
) {
  return app.inject({
    ...request,
    headers: {
      ...request.headers,
      ...user.headers,
      ...(operationId === null ? {} : { 'operation-id': operationId }),
    },
  });
}

async function warriorsOf(companyId: string) {
  return t.db.select({ id: warriors.id }).from(warriors).where(eq(warriors.companyId, companyId));
}

async function recordOf(userId: string, operationId: string) {
  const [row] = await t.db
    .select()
    .from(operations)
    .where(and(eq(operations.userId, userId), eq(operations.operationId, operationId)));
  return row;
}

const unrecordedLines = () =>
  logs.entries().filter((entry) => String(entry.msg).startsWith('operation'));

describe('a write sent again with its Operation-Id', () => {
  it('answers the first result, marked as replayed, without writing again', async () => {
    const { user, company } = await playerWithCompany(t.app);
    const id = randomUUID();
    const create = {
      method: 'POST',
      url: '/api/warrior/create',
      payload: { ...heroPayload(), companyId: company.id },
    } as const;
    const first = await send(user, id, create);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['operation-replayed']).toBeUndefined();
    const again = await send(user, id, create);
    expect(again.statusCode).toBe(201);
    expect(again.headers['operation-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await warriorsOf(company.id)).toHaveLength(1);
    // Without the header the same body is a new write, as before.
    expect((await send(user, null, create)).statusCode).toBe(201);
    expect(await warriorsOf(company.id)).toHaveLength(2);
  });

  it('applies each write of an outbox once, whatever the route, and records its answer', async () => {
    const { user, company: created, hero, warrior } = await companyForBattle(app);
    const listed = await send(user, null, { method: 'GET', url: '/api/companies' });
    const company = listed.json<Company[]>().find((one) => one.id === created.id)!;
    const writes: InjectOptions[] = [
      {
        method: 'PUT',
        url: `/api/warrior/${hero.id}`,
        payload: toPayload(hero, { name: 'Háma the Bold' }),
      },
      {
        method: 'PUT',
        url: `/api/company/${company.id}`,
        payload: {
          name: company.name,
          race: company.race,
          influence: company.influence,
          backstory: 'Rode at dawn',
          revision: company.revision,
        },
      },
      {
        method: 'PUT',
        url: `/api/company/${company.id}/battle`,
        payload: aftermathFor([hero, warrior], { rewards: { influence: 2 } }),
      },
      { method: 'PUT', url: `/api/company/${company.id}/share`, payload: { shared: true } },
      { method: 'POST', url: `/api/company/${company.id}/share/new` },
      { method: 'POST', url: '/api/rule/create', payload: SAMPLES.rule },
      { method: 'POST', url: '/api/profile/create', payload: riderProfile() },
      { method: 'PUT', url: '/api/users/settings', payload: { newRuleset: false } },
      { method: 'DELETE', url: `/api/warrior/${warrior.id}` },
    ];
    // Each write twice in a row, as an outbox that lost the first answer sends it again.
    const firsts = [];
    for (const write of writes) {
      const id = randomUUID();
      const first = await send(user, id, write);
      expect(first.statusCode, `${write.method} ${write.url}: ${first.body}`).toBeLessThan(300);
      const again = await send(user, id, write);
      expect(again.statusCode, `${write.method} ${write.url}`).toBe(first.statusCode);
      expect(again.headers['operation-replayed'], `${write.method} ${write.url}`).toBe('true');
      expect(again.body, `${write.method} ${write.url}`).toBe(first.body);
      firsts.push(first);
    }
    // One battle, one profile, one rule; the warrior renamed and then dismissed once.
    const [companyRow] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    const after = firsts[2]!.json<Company>();
    expect(companyRow!.influence).toBe(after.influence);
    expect(after.warriors[hero.id]!.name).toBe('Háma the Bold');
    const history = await send(user, null, {
      method: 'GET',
      url: `/api/company/${company.id}/battles`,
    });
    expect(history.json<{ battles: unknown[] }>().battles).toHaveLength(1);
    const profiles = await send(user, null, { method: 'GET', url: '/api/profile' });
    expect(profiles.json<unknown[]>()).toHaveLength(1);
    const rules = await send(user, null, { method: 'GET', url: '/api/rule' });
    expect(rules.json<unknown[]>()).toHaveLength(1);
    expect(await warriorsOf(company.id)).toHaveLength(3);
    expect(unrecordedLines()).toEqual([]);
  });

  it('applies once the account, library, lifecycle and undo writes too', async () => {
    const { user, company, hero, warrior } = await companyForBattle(app);
    /** Sends a write twice with one id; the second must be the first's answer, replayed. */
    async function once(write: InjectOptions) {
      const id = randomUUID();
      const label = `${write.method} ${write.url}`;
      const first = await send(user, id, write);
      expect(first.statusCode, `${label}: ${first.body}`).toBeLessThan(300);
      const again = await send(user, id, write);
      expect([again.statusCode, again.headers['operation-replayed']], label).toEqual([
        first.statusCode,
        'true',
      ]);
      expect(again.body, label).toBe(first.body);
      return first;
    }
    const battle = aftermathFor([hero, warrior]);
    await once({ method: 'PUT', url: `/api/company/${company.id}/battle`, payload: battle });
    await once({
      method: 'PUT',
      url: `/api/company/${company.id}/battles/${battle.battleId}/correction`,
      payload: { ...battle, rewards: { influence: 1 }, correctionId: randomUUID() },
    });
    await once({
      method: 'POST',
      url: `/api/company/${company.id}/battles/${battle.battleId}/undo`,
      payload: { discardEdits: true },
    });
    const rule = await send(user, null, {
      method: 'POST',
      url: '/api/rule/create',
      payload: SAMPLES.rule,
    });
    const ruleId = rule.json<{ id: string }>().id;
    await once({
      method: 'PUT',
      url: `/api/rule/${ruleId}`,
      payload: { ...SAMPLES.rule, name: 'Forest Walker' },
    });
    await once({ method: 'DELETE', url: `/api/rule/${ruleId}` });
    // A library file: imported once (with 'copy', a second run would add copies).
    const libraryFile = {
      pack: pack({ rules: [item('Feint')] }),
      onDuplicate: 'copy',
    };
    await once({ method: 'POST', url: '/api/library/import', payload: libraryFile });
    const rules = await send(user, null, { method: 'GET', url: '/api/rule' });
    expect(rules.json<{ name: string }[]>().map((entry) => entry.name)).toEqual(['Feint']);
    const profile = await once({
      method: 'POST',
      url: '/api/profile/create',
      payload: riderProfile(),
    });
    await once({ method: 'DELETE', url: `/api/profile/${profile.json<{ id: string }>().id}` });
    await once({
      method: 'PUT',
      url: '/api/users/update',
      payload: { name: 'Éomer', email: user.email },
    });
    await once({
      method: 'PUT',
      url: '/api/users/password',
      payload: {
        password: 'correct horse battery',
        newPassword: 'staple battery horse',
        confirmPassword: 'staple battery horse',
      },
    });
    const fallen = await send(user, null, {
      method: 'PUT',
      url: `/api/warrior/${warrior.id}`,
      payload: toPayload(
        (await send(user, null, { method: 'GET', url: `/api/warrior/${company.id}` }))
          .json<Warrior[]>()
          .find((one) => one.id === warrior.id)!,
        { status: 'dead' },
      ),
    });
    expect(fallen.statusCode, fallen.body).toBe(200);
    await once({
      method: 'PUT',
      url: `/api/graveyard/${warrior.id}`,
      payload: { status: 'dead', revision: fallen.json<Warrior>().revision },
    });
    await once({ method: 'DELETE', url: `/api/graveyard/${warrior.id}` });
    const file = await send(user, null, {
      method: 'GET',
      url: `/api/company/${company.id}/export`,
    });
    const imported = await once({
      method: 'POST',
      url: '/api/company/import',
      payload: { file: file.json() },
    });
    await once({
      method: 'PUT',
      url: `/api/company/${company.id}/retire`,
      payload: { retire: true },
    });
    await once({ method: 'DELETE', url: `/api/company/${company.id}` });
    const left = await send(user, null, { method: 'GET', url: '/api/companies' });
    expect(left.json<Company[]>().map((one) => one.id)).toEqual([imported.json<Company>().id]);
    expect(unrecordedLines()).toEqual([]);
  });

  it('is the same body with its keys in another order, at any depth', async () => {
    const { user, company } = await playerWithCompany(t.app);
    const id = randomUUID();
    const body = { ...heroPayload(), companyId: company.id };
    const reordered = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reordered)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([key, field]) => [key, reordered(field)]),
            )
          : value;
    const create = (payload: unknown) =>
      send(user, id, {
        method: 'POST',
        url: '/api/warrior/create',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const first = await create(body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await create(reordered(body));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['operation-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await warriorsOf(company.id)).toHaveLength(1);
  });

  it('answers a write recorded before bodies were hashed in any key order, as before', async () => {
    const { user, company } = await playerWithCompany(t.app);
    const id = randomUUID();
    const payload = { ...heroPayload(), companyId: company.id };
    const create = { method: 'POST', url: '/api/warrior/create', payload } as const;
    const first = await send(user, id, create);
    expect(first.statusCode, first.body).toBe(201);
    // The record as it was written then: the hash of the body's text in the order sent.
    const legacyHash = createHash('sha256').update(JSON.stringify(payload)).digest('hex');
    await t.db
      .update(operations)
      .set({ bodyHash: legacyHash })
      .where(and(eq(operations.userId, user.id), eq(operations.operationId, id)));
    const again = await send(user, id, create);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['operation-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const other = await send(user, id, { ...create, payload: { ...payload, name: 'Gamling' } });
    expect(other.statusCode).toBe(422);
    expect(await warriorsOf(company.id)).toHaveLength(1);
  });

  it('refuses a body nested deeper than any of the API’s with 400, before anything else', async () => {
    const { user, company } = await playerWithCompany(t.app);
    // 20 KB of brackets: enough to run a recursive walk of the body out of stack.
    const levels = 10_000;
    for (const payload of [
      '['.repeat(levels) + ']'.repeat(levels),
      '{"a":'.repeat(levels) + '{}' + '}'.repeat(levels),
    ]) {
      for (const operationId of [randomUUID(), null]) {
        const response = await send(user, operationId, {
          method: 'POST',
          url: '/api/warrior/create',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, payload.slice(0, 10)).toBe(400);
        expect(response.json()).toEqual({
          message: BODY_TOO_DEEP,
          code: 'VALIDATION',
          requestId: response.headers['x-request-id'],
        });
        if (operationId) expect(await recordOf(user.id, operationId)).toBeUndefined();
      }
    }
    expect(await warriorsOf(company.id)).toHaveLength(0);
  });

  it('refuses the same id for another body or another route with 422, writing nothing', async () => {
    const { user, company } = await playerWithCompany(t.app);
    const id = randomUUID();
    const payload = { ...heroPayload(), companyId: company.id };
    const first = await send(user, id, { method: 'POST', url: '/api/warrior/create', payload });
    expect(first.statusCode).toBe(201);
    const otherBody = await send(user, id, {
      method: 'POST',
      url: '/api/warrior/create',
      payload: { ...payload, name: 'Gamling' },
    });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toMatchObject({
      code: 'OPERATION_REUSED',
      message: expect.stringContaining('Operation-Id was already used'),
    });
    const otherRoute = await send(user, id, {
      method: 'PUT',
      url: `/api/warrior/${first.json<Warrior>().id}`,
      payload: toPayload(first.json<Warrior>(), { name: 'Gamling' }),
    });
    expect(otherRoute.statusCode).toBe(422);
    const stored = await send(user, null, { method: 'GET', url: `/api/warrior/${company.id}` });
    expect(stored.json<Warrior[]>().map((warrior) => warrior.name)).toEqual(['Háma']);
  });

  it('refuses an Operation-Id that is not a UUID with 400, writing nothing', async () => {
    const { user, company } = await playerWithCompany(t.app);
    for (const bad of ['42', `${randomUUID()}x`, '']) {
      const response = await send(user, bad, {
        method: 'POST',
        url: '/api/warrior/create',
        payload: { ...heroPayload(), companyId: company.id },
      });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message: OPERATION_ID_MESSAGE });
    }
    expect(await warriorsOf(company.id)).toHaveLength(0);
  });

  it('records no refusal: a write fixed after a 400 runs under the same id', async () => {
    const { user, company } = await playerWithCompany(t.app);
    const id = randomUUID();
    const url = '/api/warrior/create';
    const refused = await send(user, id, {
      method: 'POST',
      url,
      payload: { ...heroPayload({ name: '' }), companyId: company.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(await recordOf(user.id, id)).toBeUndefined();
    const fixed = await send(user, id, {
      method: 'POST',
      url,
      payload: { ...heroPayload(), companyId: company.id },
    });
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['operation-replayed']).toBeUndefined();
    expect(await recordOf(user.id, id)).toMatchObject({ status: 201, route: `POST ${url}` });
  });

  it('rolls the record back with a write that fails in its transaction, and a 409 STALE stays one', async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const hero = await createWarrior(t.app, user, company.id);
    const renamed = await api.updateWarrior(hero.id, toPayload(hero, { name: 'Háma the Late' }));
    expect(renamed.statusCode).toBe(200);
    // Queued on a device that still had the warrior as first created.
    const id = randomUUID();
    const stale = {
      method: 'PUT',
      url: `/api/warrior/${hero.id}`,
      payload: toPayload(hero),
    } as const;
    const refused = await send(user, id, stale);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'STALE', current: renamed.json() });
    // The claim was the transaction's first statement: rolled back with it.
    expect(await recordOf(user.id, id)).toBeUndefined();
    // Sent again, it is refused again with the warrior as stored then, never applied.
    const again = await send(user, id, stale);
    expect(again.statusCode).toBe(409);
    expect(again.headers['operation-replayed']).toBeUndefined();
    expect(again.json()).toMatchObject({ code: 'STALE', current: renamed.json() });
  });

  it("is another player's own write: ids are kept per player", async () => {
    const first = await playerWithCompany(t.app);
    const second = await playerWithCompany(t.app);
    const id = randomUUID();
    const create = (companyId: string) =>
      ({
        method: 'POST',
        url: '/api/warrior/create',
        payload: { ...heroPayload(), companyId },
      }) as const;
    const mine = await send(first.user, id, create(first.company.id));
    expect(mine.statusCode).toBe(201);
    // The same id and the same request from another player: not answered with the first
    // player's warrior (their company is not the second player's: 404, nothing recorded).
    const theirs = await send(second.user, id, create(first.company.id));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.headers['operation-replayed']).toBeUndefined();
    expect(theirs.body).not.toContain(mine.json<Warrior>().id);
    // The same id for the second player's own write runs as a new write of theirs.
    const own = await send(second.user, id, create(second.company.id));
    expect(own.statusCode).toBe(201);
    expect(own.headers['operation-replayed']).toBeUndefined();
    expect(own.json<Warrior>().id).not.toBe(mine.json<Warrior>().id);
    expect(await warriorsOf(second.company.id)).toHaveLength(1);
    // And the first player's replay still answers the first player's warrior.
    const replay = await send(first.user, id, create(first.company.id));
    expect(replay.headers['operation-replayed']).toBe('true');
    expect(replay.json()).toEqual(mine.json());
  });

  it('is applied once when sent several times at once (two tabs replaying)', async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const hero = await createWarrior(t.app, user, company.id);
    const createId = randomUUID();
    const updateId = randomUUID();
    const create = {
      method: 'POST',
      url: '/api/warrior/create',
      payload: { ...heroPayload({ name: 'Gamling' }), companyId: company.id },
    } as const;
    // A revision-based write: a second run would be refused as STALE by the first's revision.
    const update = {
      method: 'PUT',
      url: `/api/warrior/${hero.id}`,
      payload: toPayload(hero, { name: 'Háma of the Hornburg', experience: 9 }),
    } as const;
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => send(user, createId, create)),
      ...Array.from({ length: 4 }, () => send(user, updateId, update)),
    ]);
    const [creates, updates] = [answers.slice(0, 4), answers.slice(4)];
    for (const answer of creates) {
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.body).toBe(creates[0]!.body);
    }
    for (const answer of updates) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).toBe(updates[0]!.body);
    }
    expect(creates.filter((answer) => answer.headers['operation-replayed'])).toHaveLength(3);
    expect(updates.filter((answer) => answer.headers['operation-replayed'])).toHaveLength(3);
    expect(await warriorsOf(company.id)).toHaveLength(2);
    const stored = (await api.warriors(company.id)).json<Warrior[]>();
    expect(stored.find((warrior) => warrior.id === hero.id)).toEqual(updates[0]!.json());
  });

  it('is ignored on a public route', async () => {
    const user = await registerUser(t.app);
    const id = randomUUID();
    const login = {
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { email: user.email, password: user.password },
    } as const;
    const [one, two] = [
      await send({ headers: {} }, id, login),
      await send({ headers: {} }, id, login),
    ];
    expect(two.headers['operation-replayed']).toBeUndefined();
    expect(one.json<{ token: string }>().token).not.toBe(two.json<{ token: string }>().token);
    // Signed in as well, the session it answers is still kept in no record.
    const signedIn = await send(user, id, login);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['operation-replayed']).toBeUndefined();
    expect(await recordOf(user.id, id)).toBeUndefined();
  });
});

describe('a write whose answer carries a secret', () => {
  it("keeps an invite's token out of its record: a replay answers the invite without it", async () => {
    const owner = await registerUser(t.app);
    const campaign = await ok<Campaign>(
      await campaignApi(app, owner).create({ name: 'War of the Ring', newRuleset: false }),
      201,
    );
    const id = randomUUID();
    const create = { method: 'POST', url: `/api/campaign/${campaign.id}/invites`, payload: {} };
    const first = await send(owner, id, create);
    expect(first.statusCode, first.body).toBe(201);
    const { token, ...invite } = first.json<CreatedInvite>();
    expect(JSON.stringify(await recordOf(owner.id, id))).not.toContain(token);
    const again = await send(owner, id, create);
    expect([again.statusCode, again.headers['operation-replayed']]).toEqual([201, 'true']);
    expect(again.json()).toEqual(invite);
    // Made once, and the token answered the first time still joins.
    const view = await ok<CampaignView>(await campaignApi(app, owner).read(campaign.id));
    expect(view.invites.map((one) => one.id)).toEqual([invite.id]);
    const { user, company } = await playerWithCompany(t.app);
    await ok(await campaignApi(app, user).join(token, [company.id]));
    expect(unrecordedLines()).toEqual([]);
  });

  it('keeps no hash of a password: a changed password is recorded by its other fields', async () => {
    const player = await registerUser(t.app);
    const id = randomUUID();
    const newPassword = 'a brand new passphrase';
    const change = {
      method: 'PUT',
      url: '/api/users/password',
      payload: { password: player.password, newPassword, confirmPassword: newPassword },
    } as const;
    const first = await send(player, id, change);
    expect(first.statusCode, first.body).toBe(200);
    const record = await recordOf(player.id, id);
    expect(record?.bodyHash).toBe(bodyHash({}));
    expect(record?.bodyHash).not.toBe(bodyHash(change.payload));
    // Sent again, as a device that lost the answer would: the first answer, not a refusal of
    // a current password that is no longer current.
    const again = await send(player, id, change);
    expect([again.statusCode, again.headers['operation-replayed']]).toEqual([200, 'true']);
    await expect(login(t.app, player.email, newPassword)).resolves.toMatchObject({
      id: player.id,
    });
  });

  it('records no upload address: asked again, a new one is answered', async () => {
    const { user, company, hero } = await companyForBattle(app);
    const id = randomUUID();
    const ask = {
      method: 'POST',
      url: '/api/warrior/image',
      payload: { fileName: `${hero.id}.jpg`, companyId: company.id },
    } as const;
    const first = await send(user, id, ask);
    expect(first.statusCode, first.body).toBe(200);
    expect(await recordOf(user.id, id)).toBeUndefined();
    const again = await send(user, id, ask);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['operation-replayed']).toBeUndefined();
    type Upload = { data: { signedRequest: string } };
    expect(again.json<Upload>().data.signedRequest).not.toBe(
      first.json<Upload>().data.signedRequest,
    );
    expect(unrecordedLines()).toEqual([]);
  });
});

describe('a battle queued offline and sent over a company changed meanwhile', () => {
  it('applies to the company as it is, keeping the change, or refuses a choice that no longer holds', async () => {
    const { user, company, hero, warrior, api } = await companyForBattle(app);
    const queued = aftermathFor([hero, warrior], { rewards: { influence: 1 } });
    const renamed = await api.updateWarrior(hero.id, toPayload(hero, { name: 'Háma the Late' }));
    expect(renamed.statusCode).toBe(200);
    const apply = { method: 'PUT', url: `/api/company/${company.id}/battle` } as const;
    const after = await send(user, randomUUID(), { ...apply, payload: queued });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json<Company>().warriors[hero.id]!.name).toBe('Háma the Late');

    // A participant dismissed on another device: refused with the field named, nothing written.
    const next = aftermathFor([hero, warrior]);
    expect((await api.deleteWarrior(warrior.id)).statusCode).toBe(204);
    const id = randomUUID();
    const refused = await send(user, id, { ...apply, payload: next });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION', fields: expect.any(Object) });
    expect(await recordOf(user.id, id)).toBeUndefined();
    const history = await send(user, null, {
      method: 'GET',
      url: `/api/company/${company.id}/battles`,
    });
    expect(history.json<{ battles: unknown[] }>().battles).toHaveLength(1);
  });
});

describe('the OpenAPI document', () => {
  it('names the Operation-Id header on every signed-in write, and on nothing else', async () => {
    const doc = t.app.swagger() as {
      components: { parameters: Record<string, { in: string; name: string }> };
      paths: Record<string, Record<string, { security?: unknown[]; parameters?: object[] }>>;
    };
    expect(doc.components.parameters.OperationId).toMatchObject({
      in: 'header',
      name: 'Operation-Id',
    });
    let writes = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const named = (operation.parameters ?? []).some(
          (parameter) =>
            '$ref' in parameter && parameter.$ref === '#/components/parameters/OperationId',
        );
        const signedInWrite = method !== 'get' && (operation.security?.length ?? 0) > 0;
        expect(named, `${method} ${path}`).toBe(signedInWrite);
        if (signedInWrite) writes++;
      }
    }
    expect(writes).toBeGreaterThan(20);
  });
});
