import { describe, expect, it } from 'vitest';
import { LIBRARY_PACK_MAX_BYTES } from '@warband/schemas';
import { registerUser, useTestApp } from '../../test/helpers';
import { item, pack, packApi } from '../../test/library-packs';

const t = useTestApp();
const { importPack, names, libraryCounts } = packApi(t);

describe('POST /api/library/import, refused', () => {
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
