import { isOneOf, present } from './narrow';
import { offersHeroInjuries, type HeroCandidate, type Rank } from './ranks';
import { FATE_MAX, type Stats } from './stats';
import type { WarriorStatus } from './statuses';

/** Every outcome of the injury tables (docs/rules.md#injuries), heroes' and plain warriors'. */
export const INJURY_RESULTS = [
  'dead',
  'lost',
  'armWound',
  'legWound',
  'fullRecovery',
  'injured',
  'oldBattleWound',
  'woundsOfAHero',
  'protected',
] as const;
export type InjuryResult = (typeof INJURY_RESULTS)[number];

export const WARRIOR_INJURY_RESULTS = [
  'dead',
  'injured',
  'fullRecovery',
] as const satisfies readonly InjuryResult[];
export type WarriorInjuryResult = (typeof WARRIOR_INJURY_RESULTS)[number];

export const INJURY_RESULT_LABELS: Record<InjuryResult, string> = {
  dead: 'Dead',
  lost: 'Lost in Battle',
  armWound: 'Arm Wound',
  legWound: 'Leg Wound',
  fullRecovery: 'Full Recovery',
  injured: 'Injured',
  oldBattleWound: 'Old Battle Wound',
  woundsOfAHero: 'Wounds of a Hero',
  protected: 'Protected',
};

export interface InjuryTableRow<R extends InjuryResult> {
  /** Lowest and highest 2D6 roll giving this result. */
  min: number;
  max: number;
  result: R;
  summary: string;
}

/** The hero injury table, rolled on 2D6. */
export const HERO_INJURY_TABLE = [
  { min: 2, max: 2, result: 'dead', summary: 'The hero dies and goes to the graveyard.' },
  { min: 3, max: 3, result: 'lost', summary: 'Misses the next battle.' },
  { min: 4, max: 4, result: 'armWound', summary: 'Gains an arm wound.' },
  { min: 5, max: 5, result: 'legWound', summary: 'Gains a leg wound: -1 Move.' },
  { min: 6, max: 8, result: 'fullRecovery', summary: 'Back to full health.' },
  { min: 9, max: 9, result: 'injured', summary: 'Just a scratch: misses the next battle.' },
  { min: 10, max: 10, result: 'oldBattleWound', summary: 'Gains an old battle wound.' },
  {
    min: 11,
    max: 11,
    result: 'woundsOfAHero',
    summary: 'Heals one existing wound and gains D6 influence for the company.',
  },
  {
    min: 12,
    max: 12,
    result: 'protected',
    summary: 'Heals one existing wound and gains +1 Fate (up to 3), costing 5 points.',
  },
] as const satisfies readonly InjuryTableRow<InjuryResult>[];

/** The plain warrior injury table, rolled on 2D6. */
export const WARRIOR_INJURY_TABLE = [
  { min: 2, max: 3, result: 'dead', summary: 'The warrior dies and goes to the graveyard.' },
  { min: 4, max: 5, result: 'injured', summary: 'Misses the next battle.' },
  { min: 6, max: 12, result: 'fullRecovery', summary: 'Recovers in time for the next battle.' },
] as const satisfies readonly InjuryTableRow<WarriorInjuryResult>[];

function lookUp<R extends InjuryResult>(table: readonly InjuryTableRow<R>[], roll: number): R {
  const row = table.find((entry) => roll >= entry.min && roll <= entry.max);
  if (!row || !Number.isInteger(roll)) throw new RangeError(`No 2D6 roll of ${roll}`);
  return row.result;
}

export function heroInjuryForRoll(roll: number): InjuryResult {
  return lookUp<InjuryResult>(HERO_INJURY_TABLE, roll);
}

export function warriorInjuryForRoll(roll: number): WarriorInjuryResult {
  return lookUp<WarriorInjuryResult>(WARRIOR_INJURY_TABLE, roll);
}

/**
 * Wounded warriors who took part roll for injury; those who sat the battle out do not, nor
 * do those who fled (they left the field before they could be hurt worse).
 */
export function needsInjuryRoll(warrior: {
  wounded?: boolean | null;
  fled?: boolean | null;
  preBattleInjury?: boolean | null;
}): boolean {
  return Boolean(warrior.wounded) && !warrior.fled && !warrior.preBattleInjury;
}

/**
 * The results a warrior may be given: the hero table for those who take hero injuries (the
 * same rule as the editor's status options), the plain table for everyone else.
 */
export function injuryResultsFor(warrior: HeroCandidate): readonly InjuryResult[] {
  return offersHeroInjuries(warrior) ? INJURY_RESULTS : WARRIOR_INJURY_RESULTS;
}

interface Wounds {
  legWound: number;
  armWound: number;
  oldWound: number;
}

/** A second leg wound or a second arm wound is fatal. */
export function isForcedDead(warrior: Omit<Wounds, 'oldWound'>, result: InjuryResult): boolean {
  return (
    (result === 'legWound' && warrior.legWound > 0) ||
    (result === 'armWound' && warrior.armWound > 0)
  );
}

/** The result that actually applies, once a repeated leg or arm wound has turned to Dead. */
export function effectiveInjuryResult(
  warrior: Omit<Wounds, 'oldWound'>,
  result: InjuryResult,
): InjuryResult {
  return isForcedDead(warrior, result) ? 'dead' : result;
}

export const HEALING_RESULTS = [
  'fullRecovery',
  'woundsOfAHero',
  'protected',
] as const satisfies readonly InjuryResult[];

export const HEALABLE_WOUNDS = ['legWound', 'armWound', 'oldWound'] as const;
export type HealableWound = (typeof HEALABLE_WOUNDS)[number];

export const HEALABLE_WOUND_LABELS: Record<HealableWound, string> = {
  legWound: 'Leg Wound',
  armWound: 'Arm Wound',
  oldWound: 'Old Battle Wound',
};

export function offersHealing(result: InjuryResult): boolean {
  return isOneOf(HEALING_RESULTS, result);
}

/** The wounds a result may heal, in the order offered; the first is preselected. */
export function healableWounds(warrior: Wounds, result: InjuryResult): HealableWound[] {
  if (!offersHealing(result)) return [];
  return HEALABLE_WOUNDS.filter((wound) => warrior[wound] > 0);
}

export function defaultHeal(warrior: Wounds, result: InjuryResult): HealableWound | null {
  return healableWounds(warrior, result)[0] ?? null;
}

export const WOUNDS_INFLUENCE_MIN = 0;
export const WOUNDS_INFLUENCE_MAX = 6;

export interface InjuryChoice {
  result: InjuryResult | null;
  /** Which existing wound to heal, for results that heal; null heals nothing. */
  heal?: HealableWound | null;
  /** The D6 influence of Wounds of a Hero, 0 to 6. */
  influence?: number | null;
}

export type InjuryTarget = HeroCandidate &
  Wounds & {
    modifyStats: Stats;
    baseStats: Stats;
    status: WarriorStatus;
  };

export type InjuryErrors = Partial<Record<'result' | 'heal' | 'influence', string>>;

/** The aftermath form's checks: a result, a result the warrior can take, the influence. */
export function validateInjuryChoice(warrior: InjuryTarget, choice: InjuryChoice): InjuryErrors {
  const { result } = choice;
  if (result === null) return { result: 'This field is required' };
  const errors: InjuryErrors = {};
  if (!injuryResultsFor(warrior).includes(result)) {
    errors.result = `${INJURY_RESULT_LABELS[result]} is not on this warrior's injury table.`;
  } else if (isForcedDead(warrior, result)) {
    const wound = result === 'legWound' ? 'a leg' : 'an arm';
    errors.result = `This warrior already has ${wound} wound: a second one means Dead.`;
  }
  if (choice.heal && !healableWounds(warrior, result).includes(choice.heal)) {
    errors.heal = 'This wound cannot be healed by this result.';
  }
  if (result === 'woundsOfAHero') {
    const influence = choice.influence;
    if (influence === null || influence === undefined) {
      errors.influence = 'This field is required';
    } else if (
      !Number.isInteger(influence) ||
      influence < WOUNDS_INFLUENCE_MIN ||
      influence > WOUNDS_INFLUENCE_MAX
    ) {
      errors.influence = `Influence must be a whole number from ${WOUNDS_INFLUENCE_MIN} to ${WOUNDS_INFLUENCE_MAX}.`;
    }
  }
  return errors;
}

export interface AppliedInjury<W> {
  warrior: W;
  /** Influence gained for the company by Wounds of a Hero, else 0. */
  woundsInfluence: number;
}

const STATUS_FOR_RESULT: Partial<Record<InjuryResult, WarriorStatus>> = {
  dead: 'dead',
  lost: 'lost',
  injured: 'injured',
};

/**
 * Applies an injury result. A repeated leg or arm wound is applied as Dead; healing takes
 * effect only where the warrior has that wound; Protected raises Fate only below 3.
 * Throws a RangeError for a choice that validateInjuryChoice rejects.
 */
export function applyInjury<W extends InjuryTarget>(
  warrior: W,
  choice: InjuryChoice,
): AppliedInjury<W> {
  if (choice.result === null) throw new RangeError('An injury result is required');
  const effective = effectiveInjuryResult(warrior, choice.result);
  const errors = validateInjuryChoice(warrior, { ...choice, result: effective });
  if (Object.keys(errors).length > 0) {
    throw new RangeError(`Invalid injury choice: ${Object.values(errors).join(' ')}`);
  }
  const next: W = { ...warrior, status: STATUS_FOR_RESULT[effective] ?? warrior.status };
  if (effective === 'legWound') next.legWound = 1;
  if (effective === 'armWound') next.armWound = 1;
  if (effective === 'oldBattleWound') next.oldWound = warrior.oldWound + 1;
  if (effective === 'protected' && warrior.baseStats.fate + warrior.modifyStats.fate < FATE_MAX) {
    next.modifyStats = { ...warrior.modifyStats, fate: warrior.modifyStats.fate + 1 };
  }
  if (choice.heal) {
    next[choice.heal] = choice.heal === 'oldWound' ? warrior.oldWound - 1 : 0;
  }
  // Validation has made sure Wounds of a Hero carries a whole influence from 0 to 6.
  const woundsInfluence =
    effective === 'woundsOfAHero'
      ? present(choice.influence, 'The influence of Wounds of a Hero')
      : 0;
  return { warrior: next, woundsInfluence };
}

/** Creatures whose owner has died die with them (docs/rules.md#creatures). */
export function applyOwnerDeaths<
  W extends { id: string; rank: Rank; owner?: string | null; status: WarriorStatus },
>(warriors: readonly W[]): W[] {
  const dead = new Set(warriors.filter((w) => w.status === 'dead').map((w) => w.id));
  return warriors.map((warrior) =>
    warrior.rank === 'Creature' && warrior.owner && dead.has(warrior.owner)
      ? { ...warrior, status: 'dead' }
      : warrior,
  );
}
