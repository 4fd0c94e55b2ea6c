/** The aftermath's fifth step: the bonus item. */
import { adjustmentStatsFor } from '../stats';
import {
  NOT_IN_BATTLE,
  ARMOURY_ITEM_MISSING,
  INTELLIGENCE_NEEDS_NEW_RULESET,
  type AftermathWarrior,
  type AftermathChoices,
  type AftermathSetting,
  type WarriorAftermath,
} from './contract';
import { nextPosition, type Refusals } from './tracking';

/** The bonus item, at the end of the warrior's wargear. */
export function bonusItem<W extends AftermathWarrior>(
  item: AftermathChoices['rewards']['item'],
  battle: Map<string, WarriorAftermath<W>>,
  { newRuleset, make }: AftermathSetting<W>,
  refusals: Refusals,
): void {
  if (!item) return;
  const warrior = battle.get(item.warriorId);
  const { fields } = item;
  if (!warrior) refusals.add('item', 'rewards.item.warriorId', NOT_IN_BATTLE);
  if (!fields) refusals.add('item', 'rewards.item.armouryId', ARMOURY_ITEM_MISSING);
  const stat = fields?.adjustmentStat;
  const wrongStat = stat && !adjustmentStatsFor(newRuleset).some((each) => each === stat);
  if (wrongStat) {
    refusals.add('item', 'rewards.item.adjustmentStat', INTELLIGENCE_NEEDS_NEW_RULESET);
  }
  if (!warrior || !fields || wrongStat) return;
  const now = warrior.after;
  const at = { warriorId: now.id, position: nextPosition(now.wargear), slot: 0 };
  warrior.after = { ...now, wargear: [...now.wargear, make.item(fields, item.armouryId, at)] };
  warrior.summary.bonusItem = fields.name;
}
