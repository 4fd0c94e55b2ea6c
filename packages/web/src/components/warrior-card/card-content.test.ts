import { describe, expect, it } from 'vitest';
import { cardPath, characteristicLine, experienceBar, namedLists } from './card-content';
import { warrior, wargearItem } from './fixtures';

const line = (columns: ReturnType<typeof characteristicLine>) =>
  columns.map((column) => `${column.abbreviation} ${column.value}`).join(' ');

describe('characteristicLine', () => {
  it('prints a quote after Move and a + after Shoot only, under the older rules', () => {
    const sergeant = warrior('s', { rank: 'Sergeant', baseStats: { might: 1, will: 1, fate: 1 } });
    expect(line(characteristicLine(sergeant, false))).toBe(
      'Mv 6" F 3 Sh 4+ S 3 D 4 A 1 W 1 C 3 M 1 W 1 F 1',
    );
  });

  it('adds Intelligence and prints Courage and Intelligence as targets under the 2024 rules', () => {
    const hero = warrior('h', { rank: 'Hero', baseStats: { courage: 4 } }, true);
    expect(line(characteristicLine(hero, true))).toBe(
      'Mv 6" F 3 Sh 4+ S 3 D 4 A 1 W 1 C 4+ I 4+ M 0 W 0 F 0',
    );
  });

  it('leaves Might, Will and Fate off Warriors and Creatures', () => {
    for (const rank of ['Warrior', 'Creature'] as const) {
      const keys = characteristicLine(warrior('x', { rank }), true).map((column) => column.key);
      expect(keys).not.toContain('might');
      expect(keys.at(-1)).toBe('intelligence');
    }
    const wanderer = characteristicLine(warrior('w', { rank: 'Wanderer' }), false);
    expect(wanderer.map((column) => column.key)).toContain('fate');
  });

  it('shows totals: modifiers, wargear and a leg wound included', () => {
    const hurt = warrior('h', {
      rank: 'Hero',
      legWound: 1,
      modifyStats: { shoot: 1, fight: 1 },
      wargear: [wargearItem('Elven cloak', 5, { adjustmentStat: 'defence', adjustmentValue: 1 })],
    });
    const values = Object.fromEntries(
      characteristicLine(hurt, false).map((column) => [column.key, column.value]),
    );
    expect(values).toMatchObject({ move: '5"', fight: '4', shoot: '3+', defence: '5' });
  });

  it('names each column in full', () => {
    expect(characteristicLine(warrior('x'), false)[0]).toMatchObject({ label: 'Movement' });
  });
});

describe('the rest of a card', () => {
  it('shows the path of leader-like ranks, named as a path, the custom one by its text', () => {
    // 'Leader · Minas Tirith · Warrior' would read as a second rank.
    expect(cardPath(warrior('a', { rank: 'Leader', chosenPath: 'Warrior' }))).toBe('Path: Warrior');
    expect(cardPath(warrior('a', { rank: 'Hero', chosenPath: 'Ranger' }))).toBe('Path: Ranger');
    expect(
      cardPath(warrior('b', { rank: 'Leader', chosenPath: 'Custom', customPath: 'Bard' })),
    ).toBe('Path: Bard');
    expect(cardPath(warrior('c', { rank: 'Hero' }))).toBeNull();
    expect(cardPath(warrior('d', { rank: 'Warrior', chosenPath: 'Ranger' }))).toBeNull();
  });

  it('fills the experience bar with experience mod 5', () => {
    expect(experienceBar(0)).toEqual({ value: 0, max: 5 });
    expect(experienceBar(7)).toEqual({ value: 2, max: 5 });
    expect(experienceBar(10)).toEqual({ value: 0, max: 5 });
  });

  it('lists entries by name and leaves empty lists out', () => {
    const lists = namedLists(
      warrior('x', { wargear: [wargearItem('Sword', 0), wargearItem('Shield', 1)] }),
    );
    expect(lists).toEqual([
      { title: 'Wargear', names: ['Sword', 'Shield'], items: expect.any(Array) },
    ]);
    expect(lists[0]!.items.map((item) => item.entry.name)).toEqual(['Sword', 'Shield']);
  });
});
