import { randomUUID } from 'node:crypto';
import { adjustmentStatsFor } from '@warband/rules';
import type { BonusItem, WargearInput } from '@warband/schemas';
import type { libraryWargear } from '../../db/schema';
import { wargearFields } from '../library/wargear-fields';
import { INTELLIGENCE_NEEDS_NEW_RULESET } from '../library/wargear';
import { throwIfAny, type WarriorInBattle } from './aftermath-state';
import { NOT_IN_BATTLE } from './aftermath-experience';

export type ArmouryRow = typeof libraryWargear.$inferSelect;
export const ARMOURY_ITEM_MISSING = 'Please select an item from your armoury';

/**
 * The bonus item: the warrior's own copy of an armoury entry (with the entry's id, as the
 * editor keeps it) or of the item written in the aftermath, at the end of its wargear.
 */
export function addBonusItem(
  item: BonusItem,
  armoury: ArmouryRow | null,
  battle: Map<string, WarriorInBattle>,
  newRuleset: boolean,
): void {
  const warrior = battle.get(item.warriorId);
  const source: WargearInput | null = item.source === 'new' ? item.item : armoury;
  throwIfAny({
    ...(warrior ? {} : { 'rewards.item.warriorId': NOT_IN_BATTLE }),
    ...(source ? {} : { 'rewards.item.armouryId': ARMOURY_ITEM_MISSING }),
    ...(source?.adjustmentStat &&
    !(adjustmentStatsFor(newRuleset) as readonly string[]).includes(source.adjustmentStat)
      ? { 'rewards.item.adjustmentStat': INTELLIGENCE_NEEDS_NEW_RULESET }
      : {}),
  });
  const { record } = warrior!;
  const now = new Date();
  const copy = {
    id: randomUUID(),
    warriorId: record.row.id,
    position: record.wargear.reduce((top, row) => Math.max(top, row.position + 1), 0),
    type: 'armoury' as const,
    armouryId: item.source === 'armoury' ? item.armouryId : null,
    ...wargearFields(source!),
    statEnabled: true,
    createdAt: now,
    updatedAt: now,
  };
  warrior!.record = { ...record, wargear: [...record.wargear, copy] };
  warrior!.summary.bonusItem = copy.name;
}
