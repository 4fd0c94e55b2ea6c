import { z } from 'zod';
import {
  BATTLE_RESULTS,
  CHOSEN_PATHS,
  DICE_ROLLERS,
  HEALABLE_WOUNDS,
  INJURY_RESULTS,
  OLD_BATTLE_WOUND_OUTCOMES,
  WARRIOR_LEVEL_UP_RESULTS,
  WOUNDS_INFLUENCE_MAX,
  WOUNDS_INFLUENCE_MIN,
} from '@warband/rules';
import { optionalText, REQUIRED, text, Uuid } from './common';
import { Company } from './company';
import { PhaseList, StatKeySchema, WargearInput, wholeNumber } from './library';

// Who threw the dice is the rules' word (dice.ts): the live battle's log tells it too.
export { DICE_ROLLERS, type DiceRoller } from '@warband/rules';

/** A roll as the aftermath keeps it: its total and who rolled it. */
function diceRoll(min: number, max: number) {
  return z.object({ total: wholeNumber(min, max), rolledBy: z.enum(DICE_ROLLERS) });
}
export const InjuryRoll = diceRoll(2, 12);
export type InjuryRoll = z.infer<typeof InjuryRoll>;

const counter = (max: number) => wholeNumber(0, max).default(0);

/**
 * A warrior of the battle as the device holds it (battle-state.ts' counters). Every warrior
 * who was on the roster is sent, those who sat it out with `preBattleInjury`.
 */
export const AftermathParticipant = z.object({
  warriorId: Uuid,
  preBattleInjury: z.boolean().default(false),
  wounded: z.boolean().default(false),
  fled: z.boolean().default(false),
  woundsInflicted: counter(100),
  remainingWounds: counter(100),
  remainingMight: counter(100),
  remainingWill: counter(100),
  remainingFate: counter(100),
  /** The Old Battle Wounds roll before the battle, when the warrior faced one. */
  oldWound: z
    .object({
      outcome: z.enum(OLD_BATTLE_WOUND_OUTCOMES),
      /** As battle mode keeps it (OldWoundRecord): empty when the outcome was chosen by hand. */
      rolls: z.array(wholeNumber(1, 6)).max(6).default([]),
      rolledBy: z.enum(DICE_ROLLERS).nullable().default(null),
    })
    .nullable()
    .default(null),
});
export type AftermathParticipant = z.infer<typeof AftermathParticipant>;

/** The bonus item: a copy of an armoury (library wargear) entry, or a new item written here. */
export const BonusItem = z.discriminatedUnion('source', [
  z.object({ source: z.literal('armoury'), warriorId: Uuid, armouryId: Uuid }),
  z.object({ source: z.literal('new'), warriorId: Uuid, item: WargearInput }),
]);
export type BonusItem = z.infer<typeof BonusItem>;

/** Step 1's optional rewards; null (or absent) means the reward was not enabled. */
export const AftermathRewards = z.object({
  /** Bonus influence, the scenario's influence reward. */
  influence: wholeNumber(0, 1000).nullable().default(null),
  /** The warrior given the scenario's bonus level up. */
  levelUp: Uuid.nullable().default(null),
  /** Bonus (scenario) experience per warrior id. */
  experience: z.record(Uuid, wholeNumber(0, 105)).default({}),
  item: BonusItem.nullable().default(null),
});
export type AftermathRewards = z.infer<typeof AftermathRewards>;

/** One wounded warrior's injury roll (rules' InjuryChoice, plus the dice). */
export const InjuryChoiceInput = z.object({
  warriorId: Uuid,
  /** The 2D6; null when the result was picked by hand. When sent, it must give `result`. */
  roll: InjuryRoll.nullable().default(null),
  result: z.enum(INJURY_RESULTS, { error: REQUIRED }),
  heal: z.enum(HEALABLE_WOUNDS).nullable().default(null),
  /** Wounds of a Hero's D6 influence (0 to 6), rolled or typed. */
  influence: diceRoll(WOUNDS_INFLUENCE_MIN, WOUNDS_INFLUENCE_MAX).nullable().default(null),
});
export type InjuryChoiceInput = z.infer<typeof InjuryChoiceInput>;

const NewEntryPick = z.object({
  mode: z.literal('new'),
  libraryId: Uuid.nullable().default(null),
  name: text().max(100),
  description: optionalText(5000),
  phases: PhaseList,
});
const NewSpellPick = NewEntryPick.extend({
  baseCastingValue: z.number().int().nullable().default(null),
});
const ImproveEntryPick = z.object({ mode: z.literal('improve'), id: Uuid });

/** rules' HeroPerk, as JSON. */
export const HeroPerkInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('characteristic'), stat: StatKeySchema.nullable() }),
  z.object({ kind: z.literal('rule'), rule: NewEntryPick.nullable() }),
  z.object({
    kind: z.literal('heroicAction'),
    heroicAction: z.discriminatedUnion('mode', [NewEntryPick, ImproveEntryPick]).nullable(),
  }),
  z.object({
    kind: z.literal('spell'),
    spell: z.discriminatedUnion('mode', [NewSpellPick, ImproveEntryPick]).nullable(),
  }),
]);
export type HeroPerkInput = z.infer<typeof HeroPerkInput>;

/**
 * One level-up, in the order they are taken. A hero (rules' levelUpKind) picks a path when it
 * has none and exactly one perk; a plain warrior takes the result of its roll.
 */
export const LevelUpChoiceInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('hero'),
    warriorId: Uuid,
    chosenPath: z.enum(CHOSEN_PATHS).nullable().default(null),
    customPath: optionalText(100),
    perks: z.array(HeroPerkInput).max(4).default([]),
  }),
  z.object({
    kind: z.literal('warrior'),
    warriorId: Uuid,
    roll: diceRoll(1, 12).nullable().default(null),
    result: z.enum(WARRIOR_LEVEL_UP_RESULTS, { error: REQUIRED }),
    baseClass: optionalText(100),
  }),
]);
export type LevelUpChoiceInput = z.infer<typeof LevelUpChoiceInput>;

/** Bounds of what the player may note about the other side of a battle. */
export const OPPONENT_LIMITS = { name: 100, company: 100, scenario: 100, note: 1000 } as const;

/** Whom and what the battle was against, as the player typed it at the start; all optional. */
export const BattleOpponent = z.object({
  name: optionalText(OPPONENT_LIMITS.name),
  company: optionalText(OPPONENT_LIMITS.company),
  scenario: optionalText(OPPONENT_LIMITS.scenario),
  note: optionalText(OPPONENT_LIMITS.note),
});
export type BattleOpponent = z.infer<typeof BattleOpponent>;
export const NO_OPPONENT: BattleOpponent = { name: '', company: '', scenario: '', note: '' };

/**
 * PUT /company/{id}/battle: the battle and every choice of the War's Aftermath. The server
 * computes experience, influence and the warriors from these
 * (docs/adr/0137-the-wars-aftermath-is-sent-as-the-battle-and-the-choices.md).
 */
export const AftermathInput = z.object({
  battleId: Uuid,
  startedAt: z.iso.datetime().nullable().default(null),
  result: z.enum(BATTLE_RESULTS, { error: 'Please select a result' }),
  opponentRating: wholeNumber(0, 100_000).default(0),
  opponent: BattleOpponent.default(NO_OPPONENT),
  participants: z.array(AftermathParticipant).max(100),
  rewards: AftermathRewards.default({ influence: null, levelUp: null, experience: {}, item: null }),
  injuries: z.array(InjuryChoiceInput).max(100).default([]),
  levelUps: z.array(LevelUpChoiceInput).max(500).default([]),
  /**
   * The campaign match this battle was (docs/adr/0156-campaigns.md): the battle becomes the
   * company's side of it. Only a match the company plays in.
   */
  matchId: Uuid.optional(),
});
export type AftermathInput = z.infer<typeof AftermathInput>;
export type AftermathFormValues = z.input<typeof AftermathInput>;

/**
 * The undo's refusals (409). The second has code CHANGED_SINCE_BATTLE, which the client tells
 * apart to ask before discarding, and the company's state as `current`.
 */
export const ONLY_THE_LAST_BATTLE = 'Only the last battle can be undone.';
export const CHANGED_SINCE_BATTLE =
  'The company has changed since this battle. Undoing it will also discard those changes: confirm to undo anyway.';
/**
 * Why a battle that came with an imported company file cannot be undone: the file carries the
 * battle's record, not the company as it was before it. The history says so in place of Undo.
 */
export const BATTLE_NOT_IMAGED =
  'This battle came with the company’s file, which does not hold the company as it was before the battle, so it cannot be undone.';

/**
 * A company's rows as they stand, as a digest: the `current` of a CHANGED_SINCE_BATTLE
 * refusal, which the player's confirmation names back
 * (docs/adr/0168-a-confirmed-undo-discards-only-what-it-asked-about.md).
 */
export const CompanyState = text().regex(/^[0-9a-f]{64}$/, 'Not a company state');

/** POST /company/{id}/battles/{battleId}/undo. */
export const UndoBattleInput = z.object({
  /**
   * Undo even though warriors or the company changed after the battle, losing those edits:
   * only while the company is still in the state `seen` names, else refused again.
   */
  discardEdits: z.boolean().default(false),
  /** The `current` of the refusal the player confirmed. */
  seen: CompanyState.optional(),
});
export type UndoBattleInput = z.infer<typeof UndoBattleInput>;

/** The correction's refusals (409), told apart by the client as the undo's are. */
export const ONLY_THE_LAST_BATTLE_CORRECTED = 'Only the last battle can be corrected.';
export const CHANGED_SINCE_CORRECTED_BATTLE =
  'The company has changed since this battle. Correcting it will also discard those changes: confirm to correct anyway.';
export const CHOICES_NOT_KEPT =
  'This battle was applied before its choices were kept, so it cannot be corrected: undo it and enter it again.';

/**
 * PUT /company/{id}/battles/{battleId}/correction: the battle's choices as the player corrected
 * them, in the apply's shape. `correctionId` is new for each correction, so a resent one is
 * applied once; `confirm` corrects even though the company changed after the battle, losing
 * those changes, while it is still in the state `seen` names (as the undo's `discardEdits`).
 */
export const BattleCorrectionInput = AftermathInput.extend({
  correctionId: Uuid,
  confirm: z.boolean().default(false),
  seen: CompanyState.optional(),
});
export type BattleCorrectionInput = z.infer<typeof BattleCorrectionInput>;

/**
 * GET /company/{id}/battles/{battleId}/correction: what the War's Aftermath is filled in with
 * again: the choices as last applied, and the company as it was just before they were.
 */
export const BattleCorrectionSource = z.object({
  choices: AftermathInput,
  company: Company,
});
export type BattleCorrectionSource = z.infer<typeof BattleCorrectionSource>;

/** What the aftermath did to one warrior, as the battle record keeps it. */
export const BattleRecordWarrior = z.object({
  warriorId: text(),
  name: text(),
  rank: text(),
  counters: AftermathParticipant,
  /** The injury as chosen, and the result that applied (a second leg or arm wound is Dead). */
  injury: InjuryChoiceInput.extend({ applied: z.enum(INJURY_RESULTS) }).nullable(),
  /** Died with its owner (a Creature). */
  diedWithOwner: z.boolean(),
  experienceBefore: z.number(),
  experienceAfter: z.number(),
  /** Why no experience was gained (rules' ExperienceExclusion), or null. */
  excluded: text().nullable(),
  levelUps: z.array(LevelUpChoiceInput),
  bonusLevelUp: z.boolean(),
  bonusItem: text().nullable(),
});
export type BattleRecordWarrior = z.infer<typeof BattleRecordWarrior>;

/** Whether the battle cost the warrior its life: its injury, or its owner's death. */
export function fellInBattle(warrior: Pick<BattleRecordWarrior, 'injury' | 'diedWithOwner'>) {
  return warrior.diedWithOwner || warrior.injury?.applied === 'dead';
}

/** One applied battle (GET /company/{id}/battles), newest first in the history. */
export const BattleRecord = z.object({
  battleId: text(),
  appliedAt: text(),
  startedAt: text().nullable(),
  result: z.enum(BATTLE_RESULTS),
  opponentRating: z.number(),
  /** Absent from battles recorded before the opponent was asked for. */
  opponent: z.object({ name: text(), company: text(), scenario: text(), note: text() }).optional(),
  ratingBefore: z.number(),
  ratingAfter: z.number(),
  influence: z.object({
    before: z.number(),
    after: z.number(),
    resultInfluence: z.number(),
    againstTheOdds: z.number(),
    woundsInfluence: z.number(),
    influenceReward: z.number(),
    total: z.number(),
  }),
  warriors: z.array(BattleRecordWarrior),
});
export type BattleRecord = z.infer<typeof BattleRecord>;

/**
 * A battle as the history lists it: its record, when it was last corrected, whether it can be
 * corrected (its choices were kept: battles applied before they were are not), and whether it
 * can be undone while it is the last (the company as it was before it was kept: a battle that
 * came with an imported company file was not).
 */
export const BattleHistoryEntry = BattleRecord.extend({
  correctedAt: text().nullable(),
  correctable: z.boolean(),
  undoable: z.boolean(),
});
export type BattleHistoryEntry = z.infer<typeof BattleHistoryEntry>;

export const BattleHistory = z.object({
  record: z.object({ won: z.number(), drawn: z.number(), lost: z.number() }),
  battles: z.array(BattleHistoryEntry),
});
export type BattleHistory = z.infer<typeof BattleHistory>;
