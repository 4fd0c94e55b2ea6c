import { describe, expect, it } from 'vitest';
import type { GraveyardWarrior } from '@warband/schemas';
import { warrior } from '../../components/warrior-card/fixtures';
import { graveyardGroups } from './graveyard-groups';

const dead = (
  id: string,
  companyId: string,
  fields: Parameters<typeof warrior>[1] = {},
): GraveyardWarrior => ({
  ...warrior(id, { status: 'dead', ...fields }),
  companyId,
  companyName: companyId === 'c1' ? 'Riders of Rohan' : 'Archers of Dale',
  companyRetired: false,
});

describe('graveyardGroups', () => {
  const fallen = [
    dead('Théodred', 'c1', { experience: 20, basePoints: 60 }),
    dead('Bard', 'c2', { experience: 3 }),
    dead('Háma', 'c1', { experience: 40 }),
  ];

  it('groups the dead by company, companies by name, warriors by name at first', () => {
    const groups = graveyardGroups(fallen, 'name');
    expect(groups.map((g) => [g.companyName, g.warriors.map((w) => w.name)])).toEqual([
      ['Archers of Dale', ['Bard']],
      ['Riders of Rohan', ['Háma', 'Théodred']],
    ]);
  });

  it('sorts within each company by points or experience, highest first', () => {
    expect(graveyardGroups(fallen, 'points')[1]!.warriors.map((w) => w.name)).toEqual([
      'Théodred',
      'Háma',
    ]);
    expect(graveyardGroups(fallen, 'experience')[1]!.warriors.map((w) => w.name)).toEqual([
      'Háma',
      'Théodred',
    ]);
  });

  it('is empty for an empty graveyard', () => {
    expect(graveyardGroups([], 'name')).toEqual([]);
  });
});
