import {
  firstRefusals,
  planAftermath as workOutAftermath,
  type AftermathOutcome,
} from '@warband/rules';
import { aftermathChoices, type AftermathInput, type BattleRecord } from '@warband/schemas';
import type { Database } from '../../db/client';
import type { companies } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { MatchRatings } from '../campaign/match-link';
import type { Caller } from '../context';
import { aftermathSetting, armouryItem, type StoredWarrior } from './aftermath-setting';

export interface AftermathPlan extends AftermathOutcome<StoredWarrior> {
  record: BattleRecord;
}

/**
 * The rules' War's Aftermath of the choices on the company as stored. Refused with a 400
 * naming every wrong field of the first step that has any, as the wizard's steps are taken;
 * nothing is written. A battle fought for a campaign match is fought at the two ratings the
 * match kept, whatever either company became since and whatever rating the device sent
 * (docs/adr/0170-a-match-is-fought-at-its-kept-ratings.md).
 */
export async function planAftermath(
  db: Database,
  caller: Caller,
  company: typeof companies.$inferSelect,
  sent: AftermathInput,
  appliedAt: Date,
  match?: MatchRatings,
): Promise<AftermathPlan> {
  const input = match ? { ...sent, opponentRating: match.opponentRating } : sent;
  const choices = aftermathChoices(input, await armouryItem(db, caller, input));
  const setting = await aftermathSetting(db, caller, company, input, appliedAt);
  const outcome = workOutAftermath(choices, match ? { ...setting, rating: match.rating } : setting);
  const refused = firstRefusals(outcome.refusals);
  if (refused) throw new ValidationError(refused);
  const record = {
    battleId: input.battleId,
    appliedAt: appliedAt.toISOString(),
    startedAt: input.startedAt,
    result: input.result,
    opponentRating: input.opponentRating,
    opponent: input.opponent,
    ratingBefore: outcome.ratingBefore,
    ratingAfter: outcome.ratingAfter,
    influence: outcome.influence,
    warriors: outcome.summaries,
  } as BattleRecord;
  return { ...outcome, record };
}
