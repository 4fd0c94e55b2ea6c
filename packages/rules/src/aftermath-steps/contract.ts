/** The War's Aftermath's contract: what the caller gives, what it answers, and its refusals. */
import { type BattleResult, type SatOutCounters } from '../battle';
import type { BattleEventKind } from '../company-events';
import type { ExperienceGain } from '../experience';
import { type BattleInfluence } from '../influence';
import {
  type HealableWound,
  type InjuryErrors,
  type InjuryResult,
  type InjuryTarget,
} from '../injuries';
import {
  type HeroLevelUpChoice,
  type HeroLevelUpTarget,
  type LevelUpEntryFields,
  type LevelUpKind,
} from '../level-up';
import { type TotalPointsInput } from '../points';
import type { ChosenPath } from '../paths';
import { type Rank } from '../ranks';
import { type StatKey } from '../stats';
import { type WarriorLevelUpChoice } from '../warrior-level-up';

export const NOT_IN_COMPANY = 'This warrior is not a living warrior of this company';
export const LISTED_TWICE = 'This warrior is listed twice';
export const NOT_WOUNDED = 'Only wounded warriors who took part roll for injury';
export const INJURY_MISSING = 'Every wounded warrior needs an injury result';
export const NOT_IN_BATTLE = 'This warrior was not in the battle';
export const CANNOT_LEVEL_UP = 'Only a warrior who is not dead can take a bonus level up';
export const ARMOURY_ITEM_MISSING = 'Please select an item from your armoury';
export const INTELLIGENCE_NEEDS_NEW_RULESET = 'Intelligence is only available with the new ruleset';
export const levelUpsOwed = (count: number) =>
  count === 1
    ? 'This warrior has 1 level-up to take'
    : `This warrior has ${count} level-ups to take`;
export const WRONG_TABLE = {
  hero: 'A hero levels up with a path and a perk',
  warrior: 'A warrior levels up with a roll on the warrior table',
} as const;

/** A warrior of the company as the aftermath needs it; the caller's shape otherwise. */
export type AftermathWarrior = InjuryTarget &
  TotalPointsInput &
  Omit<HeroLevelUpTarget, 'wargear'> & {
    id: string;
    name: string;
    rank: Rank;
    experience: number;
    baseClass: string;
    owner?: string | null;
    chosenPath?: ChosenPath | '' | null;
    customPath?: string | null;
  };

/** A warrior's counters from the battle, as the device sends them. */
export interface AftermathCounters extends SatOutCounters {
  warriorId: string;
  preBattleInjury: boolean;
  wounded: boolean;
  fled?: boolean;
  woundsInflicted: number;
}

export interface Roll {
  total: number;
}

export interface AftermathInjury {
  warriorId: string;
  roll?: Roll | null;
  result: InjuryResult | null;
  heal?: HealableWound | null;
  influence?: Roll | null;
}

export type AftermathLevelUp =
  | ({ kind: 'hero'; warriorId: string } & HeroLevelUpChoice)
  | ({ kind: 'warrior'; warriorId: string; roll?: Roll | null } & WarriorLevelUpChoice);

/** The bonus item's fields: a copy of an armoury entry, or the item written in the wizard. */
export interface BonusItemFields {
  name: string;
  adjustmentStat?: StatKey | '' | null;
}

export interface AftermathChoices<C extends AftermathCounters = AftermathCounters> {
  result: BattleResult;
  opponentRating: number;
  participants: readonly C[];
  rewards: {
    influence: number | null;
    levelUp: string | null;
    experience: Readonly<Record<string, number>>;
    /** `fields` null: an armoury entry that is not the player's. */
    item: { warriorId: string; armouryId: string | null; fields: BonusItemFields | null } | null;
  };
  injuries: readonly AftermathInjury[];
  levelUps: readonly AftermathLevelUp[];
}

/** The library entry a hero's new rule, action or spell copies. */
export interface PerkLibraryEntry {
  list: 'specialRules' | 'heroicActions' | 'spells';
  id: string;
}

/** Where a level-up or the bonus item puts a new entry: who, at what place, which level-up. */
export interface NewEntryPlace {
  warriorId: string;
  position: number;
  slot: number;
}

/** How the caller makes its own entries: ids and timestamps are its business. */
export interface AftermathEntryMaker<W extends AftermathWarrior> {
  rule(fields: LevelUpEntryFields<'addRule'>, at: NewEntryPlace): W['specialRules'][number];
  heroicAction(
    fields: LevelUpEntryFields<'addHeroicAction'>,
    at: NewEntryPlace,
  ): W['heroicActions'][number];
  spell(fields: LevelUpEntryFields<'addSpell'>, at: NewEntryPlace): W['spells'][number];
  improved<E>(entry: E): E;
  item(fields: BonusItemFields, armouryId: string | null, at: NewEntryPlace): W['wargear'][number];
}

export interface AftermathSetting<W extends AftermathWarrior> {
  /** The company's influence before the battle. */
  influence: number;
  /** The company's rating before the battle, when the caller has it; else worked out. */
  rating?: number;
  /** Every warrior of the company, the dead included. */
  warriors: readonly W[];
  newRuleset: boolean;
  make: AftermathEntryMaker<W>;
  /** A message when a perk copies an entry that is not the player's; null when it is. */
  checkLibrary?: (entry: PerkLibraryEntry) => string | null;
  /**
   * The wizard's half-made level-ups: the choice for a warrior's `slot`th level-up, taken on
   * the `kind` of table it stands on then. Without it, `levelUps` are taken as sent.
   */
  levelUpAt?: (warriorId: string, slot: number, kind: LevelUpKind) => AftermathLevelUp;
}

export type AftermathStep =
  'participants' | 'fought' | 'injuries' | 'rewards' | 'levelUps' | 'item';

/** The steps in the order they are taken, which is the order their refusals are told in. */
export const AFTERMATH_STEPS_TAKEN: readonly AftermathStep[] = [
  'participants',
  'fought',
  'injuries',
  'rewards',
  'levelUps',
  'item',
];

/**
 * The refusals of the first step that has any, field to message, as the API answers them
 * (a later step's would follow from a choice already refused); null when there are none.
 */
export function firstRefusals(
  refusals: readonly AftermathRefusal[],
): Record<string, string> | null {
  const step = AFTERMATH_STEPS_TAKEN.find((each) => refusals.some((r) => r.step === each));
  if (!step) return null;
  return Object.fromEntries(
    refusals.filter((r) => r.step === step).map((r) => [r.field, r.message]),
  );
}

export interface AftermathRefusal {
  step: AftermathStep;
  /** The field as the API names it. */
  field: string;
  message: string;
  /** For the wizard: whose choice it is, which of its level-ups, and the rules' field. */
  warriorId?: string;
  slot?: number;
  key?: string;
}

/** What the battle record keeps of one warrior. */
export interface AftermathSummary {
  warriorId: string;
  name: string;
  rank: Rank;
  counters: AftermathCounters;
  injury: (AftermathInjury & { applied: InjuryResult }) | null;
  diedWithOwner: boolean;
  experienceBefore: number;
  experienceAfter: number;
  excluded: ExperienceGain['excluded'];
  levelUps: AftermathLevelUp[];
  bonusLevelUp: boolean;
  bonusItem: string | null;
}

/** One level-up as it is taken: the warrior as it stands then, and the choice's refusals. */
export interface LevelUpTaken<W> {
  warriorId: string;
  slot: number;
  kind: LevelUpKind;
  warrior: W;
  choice: AftermathLevelUp | undefined;
  errors: Partial<Record<string, string>>;
}

export interface WarriorAftermath<W> {
  before: W;
  after: W;
  /** On the battle's roster (else it sat out, unlisted). */
  fought: boolean;
  /** Rolled for injury: the rules' complaints about its choice (empty when it applied). */
  injuryErrors: InjuryErrors | null;
  gain: ExperienceGain | null;
  /** Level-ups to take: each multiple of 5 crossed, plus a pending bonus level. */
  levelUpsOwed: number;
  madeHero: boolean;
  summary: AftermathSummary;
}

/** What the event log keeps of each kind a battle writes (see company-events.ts). */
export interface AftermathEventData {
  battleApplied: {
    result: BattleResult;
    influence: AftermathOutcome<unknown>['influence'];
    rating: number;
  };
  warriorKilled: Pick<AftermathSummary, 'injury'>;
  warriorInjured: Pick<AftermathSummary, 'injury'>;
  warriorLevelledUp: Pick<
    AftermathSummary,
    'experienceBefore' | 'experienceAfter' | 'levelUps' | 'bonusLevelUp'
  >;
}

/** One line of the company's event log that the battle writes, its data typed by its kind. */
export type AftermathEvent = {
  [K in BattleEventKind]: {
    kind: K;
    warriorId: K extends 'battleApplied' ? null : string;
    data: AftermathEventData[K];
  };
}[BattleEventKind];

export interface AftermathOutcome<W> {
  /** Every living warrior of the company, those of the battle first, in the order sent. */
  warriors: WarriorAftermath<W>[];
  levelUps: LevelUpTaken<W>[];
  influence: BattleInfluence & { before: number; after: number };
  ratingBefore: number;
  ratingAfter: number;
  /** What the battle record keeps of the warriors: those of the battle and any others changed. */
  summaries: AftermathSummary[];
  events: AftermathEvent[];
  refusals: AftermathRefusal[];
}
