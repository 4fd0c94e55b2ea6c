import { AGAINST_THE_ODDS_MAX, AGAINST_THE_ODDS_STEP, againstTheOddsWorking } from '@warband/rules';
import type { AftermathStep } from './aftermath-draft';

/** The player-facing texts of the War's Aftermath's frame, Result and Influence steps. */

export const AFTERMATH_TEXTS = {
  title: "War's Aftermath",
  steps: 'Steps of the aftermath',
  stepOf: (index: number, count: number) => `Step ${index} of ${count}`,
  skipped: 'nobody wounded',
  next: 'Next',
  back: 'Back',
  backToBattle: 'Back to the battle',
  backToBattleConfirm:
    "Go back to the battle? Its counters can be changed again; the War's Aftermath choices so far are kept.",
  fixErrors: (count: number) =>
    count === 1
      ? 'One choice on this step needs your attention before you go on.'
      : `${count} choices on this step need your attention before you go on.`,

  // Result step.
  resultTitle: 'Result',
  result: 'Result of the battle',
  rewards: 'Scenario rewards',
  rewardsHint: 'Only if the scenario gives any.',
  bonusInfluence: 'Bonus influence',
  bonusInfluenceValue: 'Bonus influence points',
  bonusLevelUp: 'Bonus level up',
  bonusLevelUpWarrior: 'Warrior who levels up',
  makesHero: 'This Warrior becomes a Hero with +1 Fate.',
  pendingLevel: 'This warrior gets a pending level to take in the Experience step.',
  bonusExperience: 'Bonus experience',
  bonusExperienceOf: (name: string) => `Bonus experience for ${name}`,
  noneTookPart: 'Nobody took part in the battle.',
  /** Under the server's refusal when those who fought have left the company since. */
  nobodyFoughtHint:
    'Those who fought have left the company or changed rank since the battle began. Quit the battle to end it without an aftermath.',
  bonusItem: 'Bonus item',
  bonusItemWarrior: 'Warrior who receives the item',
  bonusItemSource: 'Item',
  newItem: 'New item',
  armouryLoading: 'Loading your armoury…',
  armouryFailed: 'Your armoury could not be loaded; you can still write a new item.',
  itemName: 'Item name',
  itemDescription: 'Item description',
  itemInfluence: 'Item influence',

  // Influence step.
  influenceTitle: 'Influence',
  influenceParts: 'Influence earned',
  againstTheOdds: 'Against the odds',
  woundsOfAHero: 'Wounds of a Hero',
  scenarioReward: 'Scenario reward',
  total: 'Total',
  companyInfluence: 'Company influence',
  influenceAtMost: (most: number) =>
    `A company holds at most ${most} influence: what this battle brings above it is not kept.`,
  summary: 'What Submit will save',
  submit: 'Submit',
  saved: "War's Aftermath saved",
  savedOnDevice:
    "War's Aftermath kept on this device: it will be applied when you are back online.",
  failed: 'Something went wrong.',
  keptOnDevice: 'Your choices are kept on this device: you can try again.',
  nothingElse: 'No deaths, injuries or level-ups.',
  /** The bonus item while its armoury entry is not read yet. */
  armouryItem: 'an item from your armoury',
};

export const STEP_TITLES: Record<AftermathStep, string> = {
  result: 'Result',
  injuries: 'Injuries',
  experience: 'Experience',
  influence: 'Influence',
};

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** Against the odds' working: the ratings, the difference and the bonus, or why none. */
export function oddsWorking(company: number, opponent: number): string {
  const ratings = `Ratings: your company ${company}, opponent ${opponent}.`;
  const { side, difference, steps, capped } = againstTheOddsWorking(company, opponent);
  if (side !== 'company') {
    return `${ratings} Only the weaker company, by ${AGAINST_THE_ODDS_STEP} or more, gets a bonus.`;
  }
  const working = `${difference} ÷ ${AGAINST_THE_ODDS_STEP} = ${steps}, rounded toward zero`;
  return capped
    ? `${ratings} ${working}, capped at ${AGAINST_THE_ODDS_MAX}.`
    : `${ratings} ${working}.`;
}

export const summaryLines = {
  died: (names: string[]) => `Dies: ${names.join(', ')}.`,
  injured: (rows: string[]) => `Injuries: ${rows.join('; ')}.`,
  healed: (rows: string[]) => `Healed: ${rows.join('; ')}.`,
  bonusItem: (item: string, warrior: string) => `Bonus item: ${item} for ${warrior}.`,
  levelUps: (rows: string[]) => `Level-ups: ${rows.join('; ')}.`,
  madeHero: (names: string[]) => `Made a Hero: ${names.join(', ')}.`,
  experience: (count: number) => `Experience for ${plural(count, 'warrior')}.`,
};
