import { describe, expect, it } from 'vitest';
import { LIBRARY_PACK_MAX_BYTES } from '@warband/schemas';
import { registerUser, useTestApp, type TestUser } from '../../test/helpers';

const t = useTestApp();

type Headers = Record<string, string>;
const PACK_HEADER = { format: 'warband-ledger-library', version: 1 };

const item = (name: string, extra: object = {}) => ({
  name,
  pointsLow: 1,
  pointsHigh: 2,
  mount: 0,
  ...extra,
});
const mount = (name: string) => ({ name, pointsLow: 10, pointsHigh: 10, mount: 1, move: 10 });

function pack(contents: object = {}) {
  return { ...PACK_HEADER, wargear: [], rules: [], spells: [], heroicActions: [], ...contents };
}

function importPack(headers: Headers, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/library/import', headers, payload });
}

function exportPack(headers: Headers) {
  return t.app.inject({ method: 'GET', url: '/api/library/export', headers });
}

async function names(user: TestUser, kind: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/${kind}`,
    headers: user.headers,
  });
  return response.json().map((entry: { name: string }) => entry.name) as string[];
}

async function libraryCounts(user: TestUser) {
  const counts: Record<string, number> = {};
  for (const kind of ['wargear', 'rule', 'spell', 'heroicAction'])
    counts[kind] = (await names(user, kind)).length;
  return counts;
}

const counts = (wargear: number, rules: number, spells: number, heroicActions: number) => ({
  wargear,
  rules,
  spells,
  heroicActions,
});

describe('GET /api/library/export', () => {
  it('answers the four libraries as a pack without ids or timestamps', async () => {
    const user = await registerUser(t.app);
    const create = (kind: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/${kind}/create`, headers: user.headers, payload });
    await create(
      'wargear',
      item('Spear', { specialRules: [{ name: 'Fight in ranks', description: '' }] }),
    );
    await create('rule', { name: 'Terror' });
    await create('rule', { name: 'Burly' });
    await create('spell', { name: 'Fury', baseCastingValue: 3 });
    await create('heroicAction', { name: 'Heroic Move' });

    const response = await exportPack(user.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject(PACK_HEADER);
    expect(new Date(body.exportedAt).toISOString()).toBe(body.exportedAt);
    expect(body.rules).toEqual([
      { name: 'Burly', description: '' },
      { name: 'Terror', description: '' },
    ]);
    expect(body.spells).toEqual([{ name: 'Fury', description: '', baseCastingValue: 3 }]);
    expect(body.heroicActions).toEqual([{ name: 'Heroic Move', description: '' }]);
    expect(body.wargear).toHaveLength(1);
    expect(body.wargear[0]).toMatchObject({
      name: 'Spear',
      mount: 0,
      specialRules: [{ name: 'Fight in ranks', description: '' }],
    });
    expect(body.wargear[0]).not.toHaveProperty('id');
    expect(body.wargear[0]).not.toHaveProperty('createdAt');
  });

  it('round-trips into another account', async () => {
    const source = await registerUser(t.app);
    await importPack(source.headers, {
      pack: pack({
        wargear: [item('Bow'), mount('Pony')],
        rules: [{ name: 'Stalk Unseen', description: 'd' }],
      }),
    });
    const exported = (await exportPack(source.headers)).json();
    const target = await registerUser(t.app);
    const response = await importPack(target.headers, { pack: exported });
    expect(response.statusCode).toBe(200);
    const again = (await exportPack(target.headers)).json();
    expect({ ...again, exportedAt: undefined }).toEqual({ ...exported, exportedAt: undefined });
  });

  it('answers 401 without a token', async () => {
    expect((await exportPack({})).statusCode).toBe(401);
  });
});

describe('POST /api/library/import', () => {
  it('adds every entry of a good pack', async () => {
    const user = await registerUser(t.app);
    const response = await importPack(user.headers, {
      pack: pack({
        wargear: [item('Sword'), item('Shield'), mount('Horse')],
        rules: [{ name: 'Fearless' }],
        spells: [{ name: 'Immobilise', baseCastingValue: 3 }],
        heroicActions: [{ name: 'Heroic Defence', description: 'Hold' }],
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      dryRun: false,
      added: counts(3, 1, 1, 1),
      skipped: counts(0, 0, 0, 0),
      renamed: counts(0, 0, 0, 0),
    });
    expect(await names(user, 'wargear')).toEqual(['Horse', 'Shield', 'Sword']);
    expect(await names(user, 'spell')).toEqual(['Immobilise']);
  });

  it('skips duplicates by type and name (trimmed, any case), in the library and in the pack', async () => {
    const user = await registerUser(t.app);
    await importPack(user.headers, {
      pack: pack({ wargear: [item('Sword'), mount('Horse')], rules: [{ name: 'Fearless' }] }),
    });
    const response = await importPack(user.headers, {
      onDuplicate: 'skip',
      pack: pack({
        // 'Horse' as an item is not the mount 'Horse'; ' sword ' is the item 'Sword'.
        wargear: [item(' SWORD '), item('Horse'), mount('horse'), item('Axe'), item('axe')],
        rules: [{ name: 'fearless' }, { name: 'Terror' }],
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      dryRun: false,
      added: counts(2, 1, 0, 0),
      skipped: counts(3, 1, 0, 0),
      renamed: counts(0, 0, 0, 0),
    });
    expect(await names(user, 'wargear')).toEqual(['Axe', 'Horse', 'Horse', 'Sword']);
    expect(await names(user, 'rule')).toEqual(['Fearless', 'Terror']);
  });

  it("adds duplicates as '(copy)', '(copy 2)', … keeping the pack's spelling, with onDuplicate 'copy'", async () => {
    const user = await registerUser(t.app);
    await importPack(user.headers, {
      pack: pack({ rules: [{ name: 'Terror' }, { name: 'Terror (copy)' }] }),
    });
    const response = await importPack(user.headers, {
      onDuplicate: 'copy',
      pack: pack({
        rules: [{ name: 'terror' }, { name: 'Terror' }, { name: 'Burly' }, { name: 'Burly' }],
      }),
    });
    expect(response.json()).toEqual({
      dryRun: false,
      added: counts(0, 4, 0, 0),
      skipped: counts(0, 0, 0, 0),
      renamed: counts(0, 3, 0, 0),
    });
    expect(await names(user, 'rule')).toEqual([
      'Burly',
      'Burly (copy)',
      'Terror',
      'terror (copy 2)',
      'Terror (copy 3)',
      'Terror (copy)',
    ]);
  });

  it('keeps a copied name within the 100 characters of a name', async () => {
    const user = await registerUser(t.app);
    const long = 'L'.repeat(100);
    await importPack(user.headers, { pack: pack({ heroicActions: [{ name: long }] }) });
    await importPack(user.headers, {
      onDuplicate: 'copy',
      pack: pack({ heroicActions: [{ name: long }] }),
    });
    const copied = (await names(user, 'heroicAction')).find((name) => name.endsWith('(copy)'));
    expect(copied).toBe(`${'L'.repeat(93)} (copy)`);
    const exported = (await exportPack(user.headers)).json();
    expect((await importPack(user.headers, { pack: exported, dryRun: true })).statusCode).toBe(200);
  });

  it('reports without writing on a dry run', async () => {
    const user = await registerUser(t.app);
    await importPack(user.headers, {
      pack: pack({ spells: [{ name: 'Fury', baseCastingValue: 3 }] }),
    });
    const response = await importPack(user.headers, {
      dryRun: true,
      onDuplicate: 'copy',
      pack: pack({
        spells: [
          { name: 'Fury', baseCastingValue: 3 },
          { name: 'Sap Will', baseCastingValue: 4 },
        ],
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      dryRun: true,
      added: counts(0, 0, 2, 0),
      skipped: counts(0, 0, 0, 0),
      renamed: counts(0, 0, 1, 0),
    });
    expect(await names(user, 'spell')).toEqual(['Fury']);
  });

  it('refuses a broken pack with 400 on the fields and writes nothing', async () => {
    const user = await registerUser(t.app);
    const response = await importPack(user.headers, {
      pack: pack({
        rules: [{ name: 'Good rule' }],
        wargear: [item('Fine'), item('', { adjustmentValue: 9 })],
        spells: [{ name: 'Bad', baseCastingValue: 7 }],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        'pack.wargear.1.name': 'Please enter a name',
        'pack.wargear.1.adjustmentValue': 'Must be at most 3',
        'pack.spells.0.baseCastingValue': 'Please select a casting value from 2+ to 6+',
      },
    });
    expect(await libraryCounts(user)).toEqual({ wargear: 0, rule: 0, spell: 0, heroicAction: 0 });
  });

  it('refuses a file that is not a library pack', async () => {
    const user = await registerUser(t.app);
    const wrongFormat = await importPack(user.headers, {
      pack: { ...pack(), format: 'something-else' },
    });
    expect(wrongFormat.statusCode).toBe(400);
    expect(wrongFormat.json().fields).toEqual({
      'pack.format': 'This is not a Warband Ledger library file',
    });
    const wrongVersion = await importPack(user.headers, { pack: { ...pack(), version: 2 } });
    expect(wrongVersion.json().fields).toEqual({
      'pack.version': 'Unsupported library file version (this app reads version 1)',
    });
    expect((await importPack(user.headers, {})).json().fields).toEqual({
      pack: expect.any(String),
    });
  });

  it('refuses Intelligence adjustments under the old ruleset and writes nothing', async () => {
    const user = await registerUser(t.app);
    const response = await importPack(user.headers, {
      pack: pack({
        rules: [{ name: 'Fine rule' }],
        wargear: [
          item('Ok'),
          item('Clever helm', { adjustmentStat: 'intelligence', adjustmentValue: 1 }),
        ],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'pack.wargear.1.adjustmentStat': 'Intelligence is only available with the new ruleset',
    });
    expect(await libraryCounts(user)).toEqual({ wargear: 0, rule: 0, spell: 0, heroicAction: 0 });
  });

  it('refuses an oversized pack with 413 and writes nothing', async () => {
    const user = await registerUser(t.app);
    const description = 'x'.repeat(4000);
    const rules = Array.from({ length: Math.ceil(LIBRARY_PACK_MAX_BYTES / 4000) + 10 }, (_, i) => ({
      name: `Rule ${i}`,
      description,
    }));
    const response = await importPack(user.headers, { pack: pack({ rules }) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'The library file is too large.',
      code: 'TOO_LARGE',
      requestId: expect.any(String),
    });
    expect(await libraryCounts(user)).toEqual({ wargear: 0, rule: 0, spell: 0, heroicAction: 0 });
  });

  it('imports only into the caller’s library', async () => {
    const user = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    await importPack(user.headers, { pack: pack({ rules: [{ name: 'Mine' }] }) });
    expect(await names(stranger, 'rule')).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await importPack({}, { pack: pack() })).statusCode).toBe(401);
  });
});
