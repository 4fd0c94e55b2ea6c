import {
  BATTLE_RESULTS,
  CHOSEN_PATHS,
  HEALABLE_WOUNDS,
  INJURY_RESULTS,
  WARRIOR_LEVEL_UP_RESULTS,
  type HeroPerk,
} from '@warband/rules';
import { DICE_ROLLERS, PhaseSchema, StatKeySchema, type WargearFormValues } from '@warband/schemas';
import { z } from 'zod';
import { EMPTY_WARGEAR } from '../../../components/wargear/wargear-fields';

// The War's Aftermath as the player fills it in, kept with the ended battle on the device
// so a reload, a locked phone or Back never loses a choice
// (docs/adr/0064-the-wars-aftermath-is-battle-modes-last-stage.md). It is looser than the API's
// AftermathInput: half-made choices are kept as they are and checked when the player moves on
// (aftermath-check.ts) and again by the server.

/** The wizard's steps in order; Submit is the last step's button. */
export const AFTERMATH_STEPS = ['result', 'injuries', 'experience', 'influence'] as const;
export type AftermathStep = (typeof AFTERMATH_STEPS)[number];

/** A roll: its total and who threw it, the app or the player at the table. */
const Rolled = z.object({ total: z.number().int(), rolledBy: z.enum(DICE_ROLLERS) });
export type Rolled = z.infer<typeof Rolled>;

const InjuryDraft = z.object({
  roll: Rolled.nullable(),
  result: z.enum(INJURY_RESULTS).nullable(),
  heal: z.enum(HEALABLE_WOUNDS).nullable(),
  /** Wounds of a Hero's D6 influence. */
  influence: Rolled.nullable(),
});
export type InjuryDraft = z.infer<typeof InjuryDraft>;

const NewPick = z.object({
  mode: z.literal('new'),
  libraryId: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable().optional(),
  phases: z.array(PhaseSchema).nullable().optional(),
});
const NewSpellPick = NewPick.extend({ baseCastingValue: z.number().int().nullable() });
const ImprovePick = z.object({ mode: z.literal('improve'), id: z.string() });

/** rules' HeroPerk, half-made or whole. */
const PerkDraft: z.ZodType<HeroPerk> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('characteristic'), stat: StatKeySchema.nullable() }),
  z.object({ kind: z.literal('rule'), rule: NewPick.nullable() }),
  z.object({
    kind: z.literal('heroicAction'),
    heroicAction: z.discriminatedUnion('mode', [NewPick, ImprovePick]).nullable(),
  }),
  z.object({
    kind: z.literal('spell'),
    spell: z.discriminatedUnion('mode', [NewSpellPick, ImprovePick]).nullable(),
  }),
]);

const HeroLevelUpDraft = z.object({
  kind: z.literal('hero'),
  /** Asked only of a hero without a path. */
  chosenPath: z.enum(CHOSEN_PATHS).nullable(),
  customPath: z.string(),
  /** Exactly one perk: choosing one replaces the other. */
  perk: PerkDraft.nullable(),
});
export type HeroLevelUpDraft = z.infer<typeof HeroLevelUpDraft>;

const WarriorLevelUpDraft = z.object({
  kind: z.literal('warrior'),
  roll: Rolled.nullable(),
  result: z.enum(WARRIOR_LEVEL_UP_RESULTS).nullable(),
  /** The new class of a Promoted warrior. */
  baseClass: z.string(),
});
export type WarriorLevelUpDraft = z.infer<typeof WarriorLevelUpDraft>;

const LevelUpDraft = z.discriminatedUnion('kind', [HeroLevelUpDraft, WarriorLevelUpDraft]);
export type LevelUpDraft = z.infer<typeof LevelUpDraft>;

/** The bonus item's source: an armoury entry's id, or a new item written here. */
export const NEW_ITEM = 'new';

const RewardsDraft = z.object({
  influence: z.object({ on: z.boolean(), value: z.number().int().nullable() }),
  levelUp: z.object({ on: z.boolean(), warriorId: z.string().nullable() }),
  experience: z.object({ on: z.boolean(), perWarrior: z.record(z.string(), z.number().int()) }),
  item: z.object({
    on: z.boolean(),
    warriorId: z.string().nullable(),
    /** An armoury entry's id, NEW_ITEM, or null before one is chosen. */
    source: z.string().nullable(),
    /** The new item's form values, as the wargear form keeps them. */
    newItem: z.custom<WargearFormValues>((value) => typeof value === 'object' && value !== null),
  }),
});
export type RewardsDraft = z.infer<typeof RewardsDraft>;

export const AftermathDraftSchema = z.object({
  step: z.enum(AFTERMATH_STEPS),
  result: z.enum(BATTLE_RESULTS).nullable(),
  rewards: RewardsDraft,
  /** Per wounded warrior's id. */
  injuries: z.record(z.string(), InjuryDraft),
  /** Per warrior's id, the level-ups in the order they are taken. */
  levelUps: z.record(z.string(), z.array(LevelUpDraft)),
});
export type AftermathDraft = z.infer<typeof AftermathDraftSchema>;

export function newAftermathDraft(): AftermathDraft {
  return {
    step: 'result',
    result: null,
    rewards: {
      influence: { on: false, value: null },
      levelUp: { on: false, warriorId: null },
      experience: { on: false, perWarrior: {} },
      item: { on: false, warriorId: null, source: null, newItem: EMPTY_WARGEAR },
    },
    injuries: {},
    levelUps: {},
  };
}

export const EMPTY_INJURY: InjuryDraft = { roll: null, result: null, heal: null, influence: null };

/** A wounded warrior's injury so far. */
export const injuryDraft = (draft: AftermathDraft, warriorId: string): InjuryDraft =>
  draft.injuries[warriorId] ?? EMPTY_INJURY;

/** The draft of a warrior's `slot`th level-up; one kept for the other table starts afresh. */
export function levelUpDraft(
  draft: AftermathDraft,
  warriorId: string,
  slot: number,
  kind: LevelUpDraft['kind'],
): LevelUpDraft {
  const kept = draft.levelUps[warriorId]?.[slot];
  if (kept?.kind === kind) return kept;
  return kind === 'hero'
    ? { kind, chosenPath: null, customPath: '', perk: null }
    : { kind, roll: null, result: null, baseClass: '' };
}
