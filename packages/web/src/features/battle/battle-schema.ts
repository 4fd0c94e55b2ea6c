import { BATTLE_STAGES } from './battle-state';
import {
  OLD_BATTLE_WOUND_OUTCOMES,
  PHASES,
  RANKS,
  TURN_MAX,
  WARRIOR_STATUSES,
} from '@warband/rules';
import { DICE_ROLLERS } from '@warband/schemas';
import { z } from 'zod';
import { AftermathDraftSchema } from './aftermath/aftermath-draft';

// What a stored battle must look like to be continued: anything else on the device (an older
// shape, a hand-edited value) is not trusted with a player's battle.

const count = z.number().int().min(0);

const Counters = z.object({
  preBattleInjury: z.boolean(),
  wounded: z.boolean(),
  fled: z.boolean(),
  remainingWounds: count,
  remainingMight: count,
  remainingWill: count,
  remainingFate: count,
  woundsInflicted: count,
});

const UndoStep = z.union([
  z.object({ warriorId: z.string(), counters: Counters }),
  z.object({ rerollsLeft: count }),
]);

export const StoredBattle = z.object({
  version: z.literal(1),
  battleId: z.string().min(1),
  playerId: z.string().min(1),
  companyId: z.string().min(1),
  revision: count,
  startedAt: z.string(),
  stage: z.enum(BATTLE_STAGES),
  roster: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      rank: z.enum(RANKS),
      status: z.enum(WARRIOR_STATUSES),
      oldWound: count,
      facesOldWounds: z.boolean(),
      totals: z.object({ wounds: count, might: count, will: count, fate: count }),
      counters: Counters,
    }),
  ),
  oldWounds: z.record(
    z.string(),
    z.object({
      outcome: z.enum(OLD_BATTLE_WOUND_OUTCOMES),
      rolls: z.array(count),
      rolledBy: z.enum(DICE_ROLLERS).nullable().optional(),
    }),
  ),
  companyRating: z.number(),
  opponentRating: count,
  opponent: z
    .object({ name: z.string(), company: z.string(), scenario: z.string(), note: z.string() })
    .optional(),
  match: z
    .object({
      id: z.string(),
      campaignId: z.string().nullable(),
      name: z.string(),
      live: z.boolean().optional(),
    })
    .optional(),
  odds: z.object({ side: z.enum(['company', 'opponent']).nullable(), bonus: count }),
  rerollsLeft: count,
  undo: z.array(UndoStep),
  turn: z.object({ turn: z.number().int().min(1).max(TURN_MAX), phase: z.enum(PHASES) }).optional(),
  aftermath: AftermathDraftSchema.optional(),
});
