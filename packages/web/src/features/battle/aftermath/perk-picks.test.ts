import { describe, expect, it } from 'vitest';
import { wargearItem } from '../../../components/warrior-card/fixtures';
import { VETERAN } from './aftermath-fixtures';
import { HEROIC_STRIKE_ID, TERROR, FEARLESS, veteransWithEntries } from './level-up-fixtures';
import { holdsPerkFromLibrary, isStalePerk } from '@warband/rules';
import { characteristicOptions, improvableActions, lowerIsBetterStats } from './perk-picks';

const eomer = () => veteransWithEntries().warriors[VETERAN.Eomer]!;

describe('the perk choices', () => {
  it('words each characteristic with its value before and after, Fate only below 3', () => {
    const hero = eomer();
    const labels = characteristicOptions(hero, false).map((option) => option.label);
    expect(labels).toContain('Shoot (4+ to 3+)');
    expect(labels).toContain('Fight (3 to 4)');
    expect(labels.some((label) => label.startsWith('Fate'))).toBe(true);
    const full = { ...hero, modifyStats: { ...hero.modifyStats, fate: 2 } };
    expect(characteristicOptions(full, false).some((o) => o.value === 'fate')).toBe(false);
  });

  it('words a characteristic by the total the card shows, wargear and leg wound counted', () => {
    const hero = eomer();
    const shield = wargearItem('Shield', 5, {
      type: 'armoury',
      adjustmentStat: 'defence',
      adjustmentValue: 2,
    });
    const armed = {
      ...hero,
      baseStats: { ...hero.baseStats, defence: 3, move: 6 },
      modifyStats: { ...hero.modifyStats, defence: 0, move: 0 },
      legWound: 1,
      wargear: [shield],
    };
    const labels = characteristicOptions(armed, false).map((option) => option.label);
    expect(labels).toContain('Defence (5 to 6)');
    expect(labels).toContain('Movement (5" to 6")');
  });

  it('names the target numbers: Shoot, and Courage and Intelligence under the 2024 rules', () => {
    expect(lowerIsBetterStats(characteristicOptions(eomer(), false), false)).toEqual(['Shoot']);
    expect(lowerIsBetterStats(characteristicOptions(eomer(), true), true)).toEqual([
      'Shoot',
      'Courage',
      'Intelligence',
    ]);
  });

  it('knows the library entries a hero holds', () => {
    expect(holdsPerkFromLibrary(eomer(), 'rule', FEARLESS.id)).toBe(true);
    expect(holdsPerkFromLibrary(eomer(), 'rule', TERROR.id)).toBe(false);
  });

  it('offers only saved heroic actions to improve, one at its best disabled', () => {
    const hero = eomer();
    expect(improvableActions(hero, new Set())).toEqual([]);
    const best = {
      ...hero,
      heroicActions: hero.heroicActions.map((action) => ({ ...action, modifyCastingValue: -3 })),
    };
    expect(improvableActions(best, new Set([HEROIC_STRIKE_ID]))).toEqual([
      { value: HEROIC_STRIKE_ID, label: 'Heroic Strike (at its best)', disabled: true },
    ]);
  });

  it('calls a pick of a library entry the hero holds stale', () => {
    const pick = { mode: 'new' as const, libraryId: FEARLESS.id, name: 'Fearless' };
    expect(isStalePerk({ kind: 'rule', rule: pick }, eomer(), false)).toBe(true);
    expect(isStalePerk({ kind: 'rule', rule: { ...pick, libraryId: null } }, eomer(), false)).toBe(
      false,
    );
  });
});
