/** The Tools overlay of battle mode, tab by tab (docs/rules.md#reference-tables). */
export const REFERENCE_TABS = ['wound', 'thrownRider', 'jump', 'leap', 'climb', 'swim'] as const;
export type ReferenceTab = (typeof REFERENCE_TABS)[number];

export const REFERENCE_TAB_LABELS: Record<ReferenceTab, string> = {
  wound: 'Wound',
  thrownRider: 'Thrown Rider',
  jump: 'Jump',
  leap: 'Leap',
  climb: 'Climb',
  swim: 'Swim',
};

export const WOUND_CHART_MIN = 1;
export const WOUND_CHART_MAX = 10;

/** What a D6 must show to wound: '6/4+' is a 6 followed by a 4+; '-' cannot wound. */
export const WOUND_ROLLS = ['3+', '4+', '5+', '6+', '6/4+', '6/5+', '6/6+', '-'] as const;
export type WoundRoll = (typeof WOUND_ROLLS)[number];

function checkChartValue(name: string, value: number): void {
  if (!Number.isInteger(value) || value < WOUND_CHART_MIN || value > WOUND_CHART_MAX) {
    throw new RangeError(`${name} must be a whole number from 1 to 10, not ${value}`);
  }
}

/** The roll to wound, from how far Defence stands above Strength. */
export function woundRoll(strength: number, defence: number): WoundRoll {
  checkChartValue('Strength', strength);
  checkChartValue('Defence', defence);
  const k = defence - strength;
  if (k <= -2) return '3+';
  if (k <= 0) return '4+';
  if (k <= 2) return '5+';
  if (k <= 4) return '6+';
  if (k === 5) return '6/4+';
  if (k === 6) return '6/5+';
  if (k === 7) return '6/6+';
  return '-';
}

const CHART_RANGE = Array.from({ length: WOUND_CHART_MAX }, (_, index) => index + 1);

/** The whole chart: WOUND_CHART[strength - 1][defence - 1]. */
export const WOUND_CHART: readonly (readonly WoundRoll[])[] = CHART_RANGE.map((strength) =>
  CHART_RANGE.map((defence) => woundRoll(strength, defence)),
);

export const D6_TESTS = ['thrownRider', 'jump', 'leap', 'climb', 'swim'] as const;
export type D6Test = (typeof D6_TESTS)[number];

export interface D6Outcome {
  /** The rolls it covers, as printed: '1', '2-5' or '6'. */
  rolls: '1' | '2-5' | '6';
  min: number;
  max: number;
  title: string;
  summary: string;
}

function outcomes(
  one: [string, string],
  middle: [string, string],
  six: [string, string],
): readonly [D6Outcome, D6Outcome, D6Outcome] {
  return [
    { rolls: '1', min: 1, max: 1, title: one[0], summary: one[1] },
    { rolls: '2-5', min: 2, max: 5, title: middle[0], summary: middle[1] },
    { rolls: '6', min: 6, max: 6, title: six[0], summary: six[1] },
  ];
}

/** Each D6 table of the Tools overlay, summarised in our own words. */
export const D6_TABLES: Readonly<Record<D6Test, readonly [D6Outcome, D6Outcome, D6Outcome]>> = {
  thrownRider: outcomes(
    [
      'Knocked flying',
      'The rider takes a hit on landing, lies prone and does nothing more this turn.',
    ],
    ['Thrown clear', 'The rider lands prone next to the mount and moves no further this turn.'],
    ['Lands on their feet', 'The rider stands beside the mount and may carry on as normal.'],
  ),
  jump: outcomes(
    ['Stumbles', 'The model fails to cross and its move ends where it stands.'],
    ['Clears it', 'The model crosses the obstacle and its move ends on the far side.'],
    ['Bounds across', 'The model crosses with ease and may finish its move.'],
  ),
  leap: outcomes(
    ['Falls short', 'The model drops into the gap and takes falling damage.'],
    ['Makes it', 'The model lands on the far side and its move ends there.'],
    ['Sails over', 'The model lands on the far side and may finish its move.'],
  ),
  climb: outcomes(
    ['Falls', 'The model falls to the ground, lies prone and takes falling damage.'],
    ['Climbs on', 'The model keeps climbing at the usual climbing pace.'],
    ['Climbs on', 'The model keeps climbing at the usual climbing pace.'],
  ),
  swim: outcomes(
    ['Goes under', 'The model is swept away and counts as a casualty.'],
    ['Struggles', 'The model makes slow headway through the water this turn.'],
    ['Swims strongly', 'The model swims on at its full pace.'],
  ),
};

function checkD6(roll: number): void {
  if (!Number.isInteger(roll) || roll < 1 || roll > 6) {
    throw new RangeError(`A D6 shows 1 to 6, not ${roll}`);
  }
}

export function d6Outcome(test: D6Test, roll: number): D6Outcome {
  checkD6(roll);
  const [one, middle, six] = D6_TABLES[test];
  if (roll === 1) return one;
  return roll === 6 ? six : middle;
}

export interface SwimConditions {
  mounted?: boolean;
  heavyArmour?: boolean;
  shield?: boolean;
  banner?: boolean;
}

export const SWIM_MOUNTED_MODIFIER = 1;
/** One -1 for being weighed down, however many of heavy armour, shield and banner apply. */
export const SWIM_ENCUMBERED_MODIFIER = -1;

export function swimModifier(conditions: SwimConditions): number {
  const encumbered = Boolean(conditions.heavyArmour || conditions.shield || conditions.banner);
  return (
    (conditions.mounted ? SWIM_MOUNTED_MODIFIER : 0) + (encumbered ? SWIM_ENCUMBERED_MODIFIER : 0)
  );
}

/** A modified swim roll is read on the table as 1 to 6. */
export function swimOutcome(
  roll: number,
  conditions: SwimConditions,
): { modifiedRoll: number; outcome: D6Outcome } {
  checkD6(roll);
  const modifiedRoll = Math.min(6, Math.max(1, roll + swimModifier(conditions)));
  return { modifiedRoll, outcome: d6Outcome('swim', modifiedRoll) };
}

/**
 * Whether dice wound on the chart: one D6 for '3+' to '6+'; for '6/4+' a 6 and then a second
 * D6 of at least 4. 'second' is only read after a first 6 on a two-step roll.
 */
export function woundSucceeds(needed: WoundRoll, first: number, second?: number): boolean {
  checkD6(first);
  if (needed === '-') return false;
  const [, then] = needed.split('/');
  // One step ('3+' to '6+'): the roll needed is the whole of it.
  if (then === undefined) return first >= Number.parseInt(needed, 10);
  if (first !== 6) return false;
  if (second === undefined) throw new RangeError(`A ${needed} roll needs a second D6`);
  checkD6(second);
  return second >= Number.parseInt(then, 10);
}

/** Whether the first die leaves a two-step roll ('6/4+' and the like) waiting for a second. */
export function needsSecondWoundDie(needed: WoundRoll, first: number): boolean {
  return needed.includes('/') && first === 6;
}
