/**
 * The texts of a company's Battle History and of undoing its last battle
 * (docs/adr/0145-player-facing-texts-are-kept-as-players-know-them.md).
 */
export const HISTORY_TEXTS = {
  title: 'Battle History',
  recordLabel: 'Battle record',
  plural: 'battles',
  empty:
    "No battles yet. A battle is recorded here once it is fought with Start Battle and its War's Aftermath is applied.",
  influence: 'Influence',
  scenario: 'Scenario',
  note: 'Note',
  casualties: 'Casualties',
  noCasualties: 'No casualties.',
  changes: 'Changes',
  noChanges: 'No experience gained.',
  undo: 'Undo this battle',
  correct: 'Correct this battle',
  corrected: 'Corrected',
  undoTitle: 'Undo battle',
  undoConfirm:
    'Undo this battle? Every warrior and the company go back to how they were before it: experience, injuries, deaths, level-ups, items and influence. The battle leaves the history.',
  undoAnywayTitle: 'Undo battle and discard changes',
  undone: 'Battle undone. The company and its warriors are back as they were before it.',
};

export const RESULT_WORDS = { win: 'Won', draw: 'Drawn', loss: 'Lost' } as const;

export const INFLUENCE_PART_LABELS = {
  resultInfluence: 'Result',
  againstTheOdds: 'Against the Odds',
  woundsInfluence: 'Wounds of a Hero',
  influenceReward: 'Scenario reward',
} as const;

export const CASUALTY_WORDS = {
  diedWithOwner: 'Died with its owner',
  healed: (wound: string) => `healed ${article(wound)} ${wound}`,
  woundsInfluence: (points: number) => `${signed(points)} influence`,
};

export const CHANGE_WORDS = {
  experience: (gained: number, before: number, after: number) =>
    `${signed(gained)} experience (${before} → ${after})`,
  path: (path: string) => `chose the path of the ${path}`,
  improved: (perk: string) => `${perk} improved`,
  promoted: (label: string, baseClass: string) => (baseClass ? `${label}: ${baseClass}` : label),
  bonusLevelUp: 'Bonus level up',
  bonusItem: (item: string) => `Bonus item: ${item}`,
};

/** 'an' before a vowel sound ('an Old Battle Wound'), 'a' otherwise ('a Leg Wound'). */
export function article(noun: string): 'a' | 'an' {
  return /^[aeiou]/i.test(noun) ? 'an' : 'a';
}

/** '+3', '0', '-1': a change, with its sign. */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** 'vs rating 120'. */
export const opponentWords = (rating: number) => `vs rating ${rating}`;

/** 'vs Anna (Raiders of Dunland)', 'vs Raiders of Dunland', or '' when neither was noted. */
export function opponentWho(opponent: { name: string; company: string } | undefined): string {
  const name = opponent?.name ?? '';
  const company = opponent?.company ?? '';
  if (name && company) return `vs ${name} (${company})`;
  return name || company ? `vs ${name || company}` : '';
}

/** 'Won 2 · Drawn 0 · Lost 1'. */
export function recordWords(record: { won: number; drawn: number; lost: number }): string {
  return `Won ${record.won} · Drawn ${record.drawn} · Lost ${record.lost}`;
}
