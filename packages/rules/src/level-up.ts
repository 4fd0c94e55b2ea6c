// A hero's level-up (docs/rules.md#level-ups), in the order it is taken: the choice, its
// checks, and what it changes. A warrior's level-up is warrior-level-up.ts.
export {
  PERK_REQUIRED,
  levelUpKind,
  HERO_PERKS,
  HERO_PERK_LABELS,
  FATE_AT_MOST,
  FATE_FULL_WITH_WARGEAR,
  characteristicPerkOptions,
  emptyPerk,
  holdsPerkFromLibrary,
  isStalePerk,
  type LevelUpKind,
  type HeroPerkKind,
  type NewEntryPick,
  type NewSpellPick,
  type ImproveEntryPick,
  type HeroPerk,
  type HeroLevelUpChoice,
  type HeroLevelUpTarget,
  type LibraryPerkKind,
} from './level-up-choice';
export * from './level-up-validate';
export * from './level-up-changes';
