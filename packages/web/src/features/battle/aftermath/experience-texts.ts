import type { ExperienceExclusion, ExperienceGain } from '@warband/rules';

/** The player-facing texts of the War's Aftermath's Experience step and its level-ups. */
export const EXPERIENCE_TEXTS = {
  title: 'Experience',
  gainsLabel: 'Experience gained',
  excludedLabel: 'Gain no experience',
  nobody: 'No warrior gains experience from this battle.',
  skip: 'Show all at once',
  levelUpsTitle: 'Level-ups',
  noLevelUps: 'No warrior levels up in this battle.',
  madeHero: 'Made a Hero by the bonus level up (+1 Fate).',
  pendingBonus: 'The bonus level up from the scenario gives one more level-up.',
  heroTable: 'Hero level-up',
  warriorTable: 'Warrior level-up',
  chosenPath: 'Chosen path',
  pathPlaceholder: 'Select a path',
  customPath: 'Custom path',
  perk: 'Progression perk',
  characteristic: 'Characteristic',
  characteristicPlaceholder: 'Select a characteristic',
  lowerIsBetter: (stats: readonly string[]) =>
    `${stats.join(', ')} ${stats.length === 1 ? 'improves' : 'improve'} by lowering the target number.`,
  fateFull: 'Fate is at 3, the most it can be.',
  libraryLoading: 'Loading…',
  libraryFailed: 'The library could not be loaded.',
  name: 'Name',
  description: 'Description',
  castingValue: 'Casting value',
  castingPlaceholder: 'Select a casting value',
  writeNew: 'Write a new one',
  fromLibrary: 'From your library',
  improveHeld: 'Improve one the hero has',
  result: 'Level-up result',
  newClass: 'New class',
  promotedHint: 'The warrior takes a new class.',
  heroInTheMakingHint: (fate: boolean) =>
    `The warrior becomes a Hero${fate ? ' with Fate 1' : ''}: any further level-up is taken as a hero.`,
} as const;

/** Why a warrior gains nothing, in words. */
export const EXCLUSION_TEXTS: Record<ExperienceExclusion, string> = {
  preBattleInjury: 'sat out the battle injured',
  dead: 'died',
  Wanderer: 'a Wanderer gains no experience',
  Creature: 'a Creature gains no experience',
};

/** The parts of a gain, in words: 'Took part +1', 'Wounds inflicted +2', ... */
export function gainParts(gain: ExperienceGain): string[] {
  const parts = [`Took part +${gain.participation}`];
  if (gain.woundsInflicted > 0) parts.push(`Wounds inflicted +${gain.woundsInflicted}`);
  if (gain.win > 0) parts.push(`Hero on a Win +${gain.win}`);
  if (gain.bonus > 0) parts.push(`Scenario bonus +${gain.bonus}`);
  return parts;
}

/** What each library perk is called in its pick list. */
export const PICK_TEXTS = {
  rule: { label: 'Special rule', placeholder: 'Select a rule' },
  heroicAction: { label: 'Heroic action', placeholder: 'Select a heroic action' },
  spell: { label: 'Spell', placeholder: 'Select a spell' },
} as const;

export const levelUpMark = (level: number) => `Level up: level ${level}`;

export const slotTitle = (name: string, index: number, of: number) =>
  of > 1 ? `${name}, level-up ${index + 1} of ${of}` : name;
