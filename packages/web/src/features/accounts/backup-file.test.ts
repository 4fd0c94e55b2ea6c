import {
  CompanyFile,
  LIBRARY_PACK_FORMAT,
  LIBRARY_PACK_VERSION,
  LibraryPack,
} from '@warband/schemas';
import { describe, expect, it } from 'vitest';
import { company, wargearItem, warrior } from '../../components/warrior-card/fixtures';
import { readPackFile } from '../../components/library-pack/pack-file';
import { buildBackup } from './backup-file';

const library = LibraryPack.parse({
  format: LIBRARY_PACK_FORMAT,
  version: LIBRARY_PACK_VERSION,
  rules: [{ name: 'Horse Lord', description: 'Rides well.' }],
});

const riders = company('riders', { race: 'Rohan', influence: 3 }, [
  warrior('leader', { name: 'Théoden', rank: 'Leader', wargear: [wargearItem('Shield', 1)] }),
  warrior('horse', { name: 'Snowmane', rank: 'Creature', owner: 'leader' }),
]);

describe('a backup of everything', () => {
  it('holds a company file per company that Import company reads, warriors, owners and wargear', () => {
    const backup = buildBackup([riders], library, new Date('2026-11-27T08:00:00Z'));

    expect(backup.companies).toHaveLength(1);
    const file = CompanyFile.parse(JSON.parse(JSON.stringify(backup.companies[0])));
    expect(file.company).toMatchObject({ name: 'riders', race: 'Rohan', influence: 3 });
    expect(file.warriors.map((w) => w.name).sort()).toEqual(['Snowmane', 'Théoden']);
    expect(file.warriors.find((w) => w.name === 'Snowmane')!.owner).toBe('leader');
    expect(file.warriors.find((w) => w.name === 'Théoden')!.wargear.map((i) => i.name)).toEqual([
      'Shield',
    ]);
  });

  it('is read by Import library as its library file', async () => {
    const backup = buildBackup([riders], library);
    const file = new File([JSON.stringify(backup)], 'backup.json', { type: 'application/json' });

    const read = await readPackFile(file);

    expect(read).toMatchObject({ ok: true, pack: { rules: [{ name: 'Horse Lord' }] } });
  });
});
