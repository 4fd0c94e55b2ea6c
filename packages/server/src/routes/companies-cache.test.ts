import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Company } from '@warband/schemas';
import {
  companiesApi,
  createWarrior,
  heroPayload,
  playerWithCompany,
  toPayload,
} from '../../test/companies';
import { useCountedServer } from '../../test/counted-queries';
import { useSecondServer, useTestApp } from '../../test/helpers';
import { AnswerCache } from '../services/answers/answer-cache';
import type { ServiceContext } from '../services/context';
import { companiesAnswer } from '../services/company/companies-answer';

// GET /companies keeps each player's last answer (companies-answer.ts). These tests read on
// one app and write on a second server sharing the database, as two server processes would:
// the reader must never answer what it kept once the data has changed.
const t = useTestApp();
const writer = useSecondServer(t);
const counted = useCountedServer(t);

async function setUp() {
  const { user, company, api: reader } = await playerWithCompany(t.app);
  const hero = await createWarrior(t.app, user, company.id);
  const write = companiesApi(writer.app, user);
  const list = async () => {
    const response = await reader.list();
    expect(response.statusCode).toBe(200);
    return response.json<Company[]>();
  };
  await list();
  return { user, company, hero, write, list };
}

describe('GET /api/companies, kept between requests', () => {
  it('shows a warrior changed through another server', async () => {
    const { company, hero, write, list } = await setUp();
    const changed = toPayload(hero, { experience: 30, name: 'Háma the Bold' });
    expect((await write.updateWarrior(hero.id, changed)).statusCode).toBe(200);

    const warrior = (await list())[0]!.warriors[hero.id]!;
    expect(warrior).toMatchObject({ name: 'Háma the Bold', experience: 30, level: 7 });
    expect((await list())[0]!.id).toBe(company.id);
  });

  it('shows an item taken off a warrior, and warriors added and deleted', async () => {
    const { user, company, hero, write, list } = await setUp();
    const [shield, bow] = hero.wargear;
    const lighter = toPayload(hero, { wargear: [shield, { ...bow, remove: true }] });
    expect((await write.updateWarrior(hero.id, lighter)).statusCode).toBe(200);
    expect((await list())[0]!.warriors[hero.id]!.wargear.map((item) => item.name)).toEqual([
      'Shield',
    ]);

    const second = await createWarrior(writer.app, user, company.id);
    expect(Object.keys((await list())[0]!.warriors)).toHaveLength(2);
    expect((await write.deleteWarrior(second.id)).statusCode).toBe(204);
    expect(Object.keys((await list())[0]!.warriors)).toEqual([hero.id]);
  });

  it('shows companies renamed, retired and deleted', async () => {
    const { company, write, list } = await setUp();
    await write.updateCompany(company.id, {
      name: 'Éored',
      race: 'Rohan',
      revision: company.revision,
    });
    expect((await list())[0]).toMatchObject({ name: 'Éored', retired: false });
    await write.retire(company.id, true);
    expect((await list())[0]).toMatchObject({ retired: true });
    await write.deleteCompany(company.id);
    expect(await list()).toEqual([]);
  });

  it('counts in the ruleset the company switched to', async () => {
    const { hero, write, list } = await setUp();
    const before = (await list())[0]!.warriors[hero.id]!;
    expect((await write.setCompanyRuleset(hero.companyId, true)).statusCode).toBe(200);
    const after = (await list())[0]!.warriors[hero.id]!;
    // Courage +1 improves a 4 to 5 under the older ruleset, a 4+ to 3+ under the newer.
    expect([before.totalStats.courage, after.totalStats.courage]).toEqual([5, 3]);
  });

  it('sends the kept answer again, and its compressed copies, while nothing changes', async () => {
    const { user } = await setUp();
    const service = { db: t.db, answers: new AnswerCache() } as ServiceContext;
    const caller = {
      ...user,
      donated: false,
      newRuleset: false,
      isAdmin: false,
      walkthroughDismissed: false,
      sessionId: 's',
    };
    const first = await companiesAnswer(service, caller);
    expect(await companiesAnswer(service, caller)).toBe(first);

    const plain = await t.app.inject({ url: '/api/companies', headers: user.headers });
    for (const encoding of ['br', 'gzip'] as const) {
      for (let i = 0; i < 2; i++) {
        const response = await t.app.inject({
          url: '/api/companies',
          headers: { ...user.headers, 'accept-encoding': `${encoding}, deflate` },
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        const decode = encoding === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync;
        expect(decode(response.rawPayload).toString()).toBe(plain.body);
      }
    }
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(plain.body)).toHaveLength(1);
  });

  it('reads the database once for a kept answer: the session and the version together', async () => {
    const { user } = await setUp();
    const list = () => counted.app.inject({ url: '/api/companies', headers: user.headers });
    const first = await list();
    const statements = await counted.statementsOf(async () => {
      expect((await list()).body).toBe(first.body);
    });
    expect(statements).toHaveLength(1);
  });

  it('is kept for each player apart', async () => {
    const one = await setUp();
    const two = await playerWithCompany(t.app);
    await createWarrior(t.app, two.user, two.company.id, heroPayload({ name: 'Gamling' }));
    const theirs = (await two.api.list()).json<Company[]>();
    expect(theirs.map((c) => c.id)).toEqual([two.company.id]);
    expect((await one.list()).map((c) => c.id)).toEqual([one.company.id]);
  });
});
