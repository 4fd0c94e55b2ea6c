import { randomUUID } from 'node:crypto';
import {
  firstRefusals,
  planAftermath as workOutAftermath,
  type AftermathOutcome,
} from '@warband/rules';
import type { AftermathInput, BattleRecord, WargearInput } from '@warband/schemas';
import { ValidationError } from '../../errors';
import { wargearFields } from '../library/wargear-fields';
import type { WarriorRecord, WarriorRow } from '../warrior/warrior-rows';

/** A warrior as the aftermath works on it: its row's columns beside its four lists. */
export type StoredWarrior = WarriorRow & Omit<WarriorRecord, 'row'>;

export interface AftermathSetting {
  /** The company's influence before the battle. */
  influence: number;
  /** Every warrior of the company, the dead included, as stored. */
  records: WarriorRecord[];
  /** The armoury entry of the bonus item, when it is one of the player's. */
  armoury: WargearInput | null;
  /** A message when a perk copies a library entry that is not the player's. */
  checkLibrary: (entry: { list: string; id: string }) => string | null;
  newRuleset: boolean;
  appliedAt: Date;
}

export interface AftermathPlan extends AftermathOutcome<StoredWarrior> {
  record: BattleRecord;
}

/**
 * The rules' War's Aftermath on the stored warriors. Refused with a 400 naming every wrong
 * field of the first step that has any, as the wizard's steps are taken; nothing is written.
 */
export function planAftermath(input: AftermathInput, setting: AftermathSetting): AftermathPlan {
  const now = setting.appliedAt;
  const stamp = (warriorId: string, position: number) => ({
    id: randomUUID(),
    warriorId,
    position,
    createdAt: now,
    updatedAt: now,
  });
  const item = input.rewards.item;
  const outcome = workOutAftermath(
    {
      ...input,
      rewards: {
        ...input.rewards,
        item: item && {
          warriorId: item.warriorId,
          armouryId: item.source === 'armoury' ? item.armouryId : null,
          fields: item.source === 'new' ? item.item : setting.armoury,
        },
      },
    },
    {
      influence: setting.influence,
      warriors: setting.records.map(({ row, ...lists }): StoredWarrior => ({ ...row, ...lists })),
      newRuleset: setting.newRuleset,
      checkLibrary: setting.checkLibrary,
      make: {
        rule: (fields, at) => ({ ...stamp(at.warriorId, at.position), ...fields, wargearId: null }),
        heroicAction: (fields, at) => ({ ...stamp(at.warriorId, at.position), ...fields }),
        spell: (fields, at) => ({ ...stamp(at.warriorId, at.position), ...fields }),
        improved: (entry) => ({ ...entry, updatedAt: now }),
        item: (fields, armouryId, at) => ({
          ...stamp(at.warriorId, at.position),
          type: 'armoury',
          armouryId,
          ...wargearFields(fields as WargearInput),
          statEnabled: true,
        }),
      },
    },
  );
  const refused = firstRefusals(outcome.refusals);
  if (refused) throw new ValidationError(refused);
  const { ratingBefore, ratingAfter, influence, summaries } = outcome;
  const record = {
    battleId: input.battleId,
    appliedAt: now.toISOString(),
    startedAt: input.startedAt,
    result: input.result,
    opponentRating: input.opponentRating,
    ratingBefore,
    ratingAfter,
    influence,
    warriors: summaries,
  } as BattleRecord;
  return { ...outcome, record };
}
