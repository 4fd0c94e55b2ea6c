/**
 * The player-facing texts of battle mode, in one place
 * (docs/adr/0145-player-facing-texts-are-kept-as-players-know-them.md).
 */

import type { BattleStage } from './battle-state';

export const BATTLE_TEXTS = {
  title: 'Battle',
  forMatch: (name: string) => `Campaign match: ${name}`,
  forFriendlyMatch: (name: string) => `Friendly match: ${name}`,
  backToLive: 'Back to the live battle',
  loadingLive: 'Loading the live battle…',
  liveNotYours: 'This company does not play this live battle.',
  liveNotEnded: 'End the live battle for your side first: its War’s Aftermath starts from there.',
  liveFailed: 'Could not load the live battle.',
  loadingMatch: 'Loading the campaign match…',
  matchNotFound:
    'This campaign match is gone: it was removed, or you are no longer in the campaign.',
  matchNotYours: 'None of the companies in this match is this one.',
  matchSideApplied: "This company's side of the match already has its battle applied.",
  matchFailed: 'Could not load the campaign match.',
  backToCampaign: 'Back to the campaign',
  quit: 'Quit',
  quitTitle: 'Quit battle',
  tools: 'Tools',
  endBattle: 'End Battle',
  /** Asked by Quit. */
  quitConfirm: 'All progress from this battle will be lost. Are you sure you wish to continue?',
  leaveTitle: 'Leave battle',
  /**
   * Asked on closing or reloading the page during a battle, and on leaving battle mode by
   * the menu (the battle stays on the device for Continue).
   */
  leaveConfirm: 'Progress has been saved. Are you sure you want to continue?',
  endConfirm: "End the battle? Its counters are kept on this device for the War's Aftermath.",
  savedTitle: 'A saved battle',
  savedText: 'This company has a battle saved on this device.',
  continue: 'Continue',
  discard: 'Discard',
  discardTitle: 'Discard battle',
  /** In the style of the Quit question; the battle can be restored until the next one begins. */
  discardConfirm:
    "This battle's counters and undo steps will be put aside: you can restore it until a new battle begins. Are you sure you wish to continue?",
  discardedTitle: 'Battle discarded',
  restore: 'Restore the discarded battle',
  keptOnDevice: 'Every tap is saved on this device.',
  unsaved: 'This browser is not keeping the battle: it will be lost if the page closes.',
  conflictNewer: 'This battle was changed in another tab or window.',
  conflictRemoved: 'This battle was ended or discarded in another tab or window.',
  loadNewer: 'Load the newer battle',
  preBattleTitle: 'Old Battle Wounds',
  tookNoPart: 'Took no part',
  noOldWounds: 'Nothing to roll: no hero taking part has an Old Battle Wound.',
  oldWoundsPending: 'Record Ready or Injured for every hero first.',
  next: 'Next',
  nextToOdds: 'Next: Against the Odds',
  back: 'Back',
  oddsTitle: 'Against the Odds',
  opponentRating: "Opponent's rating",
  matchRating: 'As the match recorded it',
  aboutBattle: 'About this battle (optional)',
  opponentName: "Opponent's name",
  opponentCompany: "Opponent's company",
  scenario: 'Scenario',
  note: 'Note',
  beginBattle: 'Begin Battle',
  undo: 'Undo',
  flee: 'Flee',
  profile: 'Profile',
  rerolls: 'Bonus re-rolls',
  loadingAftermath: "Loading the War's Aftermath",
  backToCompany: 'Back to the company',
  /** A retired company is read-only until re-enlisted: the server refuses its aftermath. */
  retired:
    'This company is retired, so it fights no battles. Re-enlist it from its Edit dialog to fight again.',
  noWarriors: 'No warriors can take part in a battle yet.',
  /** Old Battle Wounds kept out everyone who counts for break points. */
  noneLeft:
    'No warrior is left to fight: everyone who counts for break points sits this battle out.',
  rollForMe: 'Roll for me',
};

/** Where a kept battle stands, as the saved-battle prompt and the restore notice say it. */
export const STAGE_WORDS: Record<BattleStage, string> = {
  preBattle: 'is at Old Battle Wounds',
  againstTheOdds: 'is at Against the Odds',
  battle: 'is in the middle of the battle',
  ended: "has ended, with its War's Aftermath next",
};

/** What the restore notice says of the discarded battle. */
export function discardedText(startedAt: string, stage: BattleStage): string {
  const started = new Date(startedAt).toLocaleString();
  return `The discarded battle, started ${started}, ${STAGE_WORDS[stage]}. It can be restored until a new battle begins.`;
}

export const COUNTER_LABELS = {
  wounds: 'Wounds',
  might: 'Might',
  will: 'Will',
  fate: 'Fate',
  inflicted: 'Wounds inflicted',
} as const;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export const oldWoundCount = (count: number) => plural(count, 'old battle wound');

/** The banner's countdown: '2 more to Broken · 4 more to Quartered', then the status. */
export function bannerText(toBreak: number, toQuarter: number, status: string | null): string {
  if (status === 'Quartered') return 'Quartered';
  const quartered = `${toQuarter} more to Quartered`;
  if (status === 'Broken') return `Broken · ${quartered}`;
  return `${toBreak} more to Broken · ${quartered}`;
}
