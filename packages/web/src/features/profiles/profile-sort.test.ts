import { describe, expect, it } from 'vitest';
import { storedProfile } from '../../app/test-stored-entities';
import { racesLabel, sortProfiles } from './profile-sort';

const profiles = [
  storedProfile('Uruk', { race: ['Isengard'], basePoints: 9, createdAt: '2025-01-03' }),
  storedProfile('Villager', { race: [], basePoints: 3, createdAt: '2025-01-01' }),
  storedProfile('Rider', { race: ['Rohan', 'Dale'], basePoints: 12, createdAt: '2025-01-02' }),
  storedProfile('Archer', { race: ['Isengard'], basePoints: 5, createdAt: '2025-01-04' }),
];
const names = (list: { name: string }[]) => list.map((profile) => profile.name);

describe('sortProfiles', () => {
  it('puts any race first, then sorts by the races shown, then by name', () => {
    expect(names(sortProfiles(profiles, 'race'))).toEqual(['Villager', 'Archer', 'Uruk', 'Rider']);
  });

  it('sorts by price, by name and by age like the library screens', () => {
    expect(names(sortProfiles(profiles, 'points'))).toEqual([
      'Villager',
      'Archer',
      'Uruk',
      'Rider',
    ]);
    expect(names(sortProfiles(profiles, 'name-desc'))).toEqual([
      'Villager',
      'Uruk',
      'Rider',
      'Archer',
    ]);
    expect(names(sortProfiles(profiles, 'oldest'))).toEqual([
      'Villager',
      'Rider',
      'Uruk',
      'Archer',
    ]);
  });

  it('says Any race for a profile with no races', () => {
    expect(racesLabel([])).toBe('Any race');
    expect(racesLabel(['Rohan', 'Dale'])).toBe('Rohan, Dale');
  });
});
