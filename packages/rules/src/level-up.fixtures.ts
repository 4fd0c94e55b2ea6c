import { stats } from './test-stats';
import type { HeroLevelUpChoice, HeroLevelUpTarget, HeroPerk } from './level-up';

// Shared by the level-up tests: a hero with entries of every kind, and choices of one perk.

export const hero = (extra: Partial<HeroLevelUpTarget> = {}): HeroLevelUpTarget => ({
  chosenPath: 'Knight',
  customPath: '',
  baseStats: stats({ shoot: 4, courage: 4, intelligence: 4, fate: 1 }),
  modifyStats: stats(),
  specialRules: [{ myRuleId: 'lib-rule-1' }, { myRuleId: 'lib-rule-2', remove: true }],
  heroicActions: [
    { id: 'ha-1', myHeroicActionsId: 'lib-ha-1', modifyCastingValue: 0 },
    { id: 'ha-2', myHeroicActionsId: 'lib-ha-2', modifyCastingValue: -3 },
    { id: 'ha-3', myHeroicActionsId: 'lib-ha-3', remove: true },
    { id: 'ha-4', myHeroicActionsId: null },
  ],
  spells: [
    { id: 'sp-1', mySpellsId: 'lib-sp-1', baseCastingValue: 5, modifyCastingValue: -1 },
    { id: 'sp-2', mySpellsId: 'lib-sp-2', baseCastingValue: 3, modifyCastingValue: -1 },
    { id: 'sp-3', mySpellsId: null, baseCastingValue: 6 },
  ],
  ...extra,
});

export const one = (perk: HeroPerk, extra: Partial<HeroLevelUpChoice> = {}): HeroLevelUpChoice => ({
  perks: [perk],
  ...extra,
});
export const newPick = (name: string, libraryId: string | null = null) =>
  ({ mode: 'new', libraryId, name }) as const;
