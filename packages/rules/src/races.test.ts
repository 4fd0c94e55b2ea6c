import { describe, expect, it } from 'vitest';
import {
  CUSTOM_RACES,
  EVIL_RACES,
  GOOD_RACES,
  RACES,
  RACE_GROUPS,
  RACE_GROUP_LABELS,
  formatProfileRaces,
  isProfileAvailableFor,
  isRace,
  parseProfileRaces,
  raceGroupOf,
} from './races';

describe('race lists (docs/rules.md#races)', () => {
  it('has 19 good, 20 evil and one custom faction, all distinct', () => {
    expect(GOOD_RACES).toHaveLength(19);
    expect(EVIL_RACES).toHaveLength(20);
    expect(CUSTOM_RACES).toEqual(['Custom']);
    expect(new Set(RACES).size).toBe(40);
    expect(RACE_GROUPS).toEqual({ good: GOOD_RACES, evil: EVIL_RACES, custom: CUSTOM_RACES });
    expect(RACE_GROUP_LABELS).toEqual({ good: 'Good', evil: 'Evil', custom: 'Custom' });
  });

  it('keeps the names exactly, accents and apostrophes included', () => {
    expect(GOOD_RACES).toContain('Lothlórien');
    expect(GOOD_RACES).toContain('Khazad-dûm');
    expect(GOOD_RACES).toContain("Radagast's Alliance");
    expect(EVIL_RACES).toContain("Sharkey's Ruffians");
    expect(GOOD_RACES[0]).toBe('Minas Tirith');
    expect(EVIL_RACES.at(-1)).toBe('Spiders of Mirkwood');
  });

  it('has no comma in any name, since profiles store a comma-separated list', () => {
    expect(RACES.filter((race) => race.includes(','))).toEqual([]);
  });

  it.each([
    ['Rohan', 'good'],
    ["Radagast's Alliance", 'good'],
    ['Mordor', 'evil'],
    ['Spiders of Mirkwood', 'evil'],
    ['Custom', 'custom'],
  ] as const)('%s is %s', (race, group) => {
    expect(isRace(race)).toBe(true);
    expect(raceGroupOf(race)).toBe(group);
  });

  it('rejects unknown races', () => {
    expect(isRace('Gondor')).toBe(false);
    expect(isRace('')).toBe(false);
  });
});

describe('profile races', () => {
  it.each([
    ['', []],
    [null, []],
    [undefined, []],
    ['Rohan', ['Rohan']],
    ['Rohan, Minas Tirith,,', ['Rohan', 'Minas Tirith']],
  ])('parses %j', (value, races) => {
    expect(parseProfileRaces(value)).toEqual(races);
  });

  it('writes the list back comma-separated', () => {
    expect(formatProfileRaces(['Rohan', 'Dale'])).toBe('Rohan,Dale');
  });

  it.each([
    ['', 'Rohan', true],
    ['Rohan,Dale', 'Dale', true],
    ['Rohan,Dale', 'Mordor', false],
    ['Minas Tirith', 'Minas Morgul', false],
  ])('profile races %j offered to a %s company: %s', (profile, company, expected) => {
    expect(isProfileAvailableFor(profile, company)).toBe(expected);
  });
});
