import { describe, expect, it } from 'vitest';

import { registerUser, useTestApp } from '../../test/helpers';
import { counts, item, mount, pack, packApi, PACK_HEADER } from '../../test/library-packs';

const t = useTestApp();
const { importPack, exportPack, names } = packApi(t);

describe('GET /api/library/export', () => {
  it('answers the four libraries as a pack without ids or timestamps', async () => {
    const user = await registerUser(t.app);
    const create = (kind: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/${kind}/create`, headers: user.headers, payload });
    await create(
      'wargear',
      item('Spear', { specialRules: [{ name: 'Fight in ranks', description: '' }] }),
    );
    await create('rule', { name: 'Terror', phases: ['move', 'fight'] });
    await create('rule', { name: 'Burly' });
    await create('spell', { name: 'Fury', baseCastingValue: 3, phases: ['move'] });
    await create('heroicAction', { name: 'Heroic Move', phases: ['move'] });

    const response = await exportPack(user.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject(PACK_HEADER);
    expect(new Date(body.exportedAt).toISOString()).toBe(body.exportedAt);
    expect(body.rules).toEqual([
      { name: 'Burly', description: '', phases: [] },
      { name: 'Terror', description: '', phases: ['move', 'fight'] },
    ]);
    expect(body.spells).toEqual([
      { name: 'Fury', description: '', baseCastingValue: 3, phases: ['move'] },
    ]);
    expect(body.heroicActions).toEqual([
      { name: 'Heroic Move', description: '', phases: ['move'] },
    ]);
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
        rules: [{ name: 'Stalk Unseen', description: 'd', phases: ['shoot'] }],
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
});
