/** The aftermath's second step: the injury rolls of the wounded. */
import {
  applyInjury,
  effectiveInjuryResult,
  heroInjuryForRoll,
  INJURY_RESULT_LABELS,
  needsInjuryRoll,
  validateInjuryChoice,
  warriorInjuryForRoll,
} from '../injuries';
import { offersHeroInjuries } from '../ranks';
import {
  NOT_WOUNDED,
  INJURY_MISSING,
  type AftermathWarrior,
  type AftermathInjury,
  type WarriorAftermath,
} from './contract';
import type { Refusals } from './tracking';

/** The injury rolls: each checked (and its roll against its result) and applied if right. */
export function injuries<W extends AftermathWarrior>(
  chosen: readonly AftermathInjury[],
  battle: Map<string, WarriorAftermath<W>>,
  refusals: Refusals,
): number {
  const seen = new Set<string>();
  let woundsInfluence = 0;
  chosen.forEach((choice, index) => {
    const path = `injuries.${index}`;
    const warrior = battle.get(choice.warriorId);
    if (!warrior || !needsInjuryRoll(warrior.summary.counters) || seen.has(choice.warriorId)) {
      refusals.add('injuries', `${path}.warriorId`, NOT_WOUNDED);
      return;
    }
    seen.add(choice.warriorId);
    const before = warrior.after;
    const rules = { result: choice.result, heal: choice.heal, influence: choice.influence?.total };
    const errors = validateInjuryChoice(before, rules);
    if (choice.roll && choice.result && !errors.result) {
      const table = offersHeroInjuries(before) ? heroInjuryForRoll : warriorInjuryForRoll;
      const rolled = effectiveInjuryResult(before, table(choice.roll.total));
      if (rolled !== choice.result) {
        errors.result = `A roll of ${choice.roll.total} gives ${INJURY_RESULT_LABELS[rolled]}.`;
      }
    }
    warrior.injuryErrors = errors;
    refusals.addAll('injuries', path, errors, { warriorId: choice.warriorId });
    // No result is itself refused above, so `result` is there whenever nothing was refused.
    const { result } = choice;
    if (Object.keys(errors).length > 0 || result === null) return;
    const applied = applyInjury(before, { ...rules, influence: rules.influence ?? null });
    warrior.after = applied.warrior;
    warrior.summary.injury = { ...choice, applied: result };
    woundsInfluence += applied.woundsInfluence;
  });
  for (const [id, warrior] of battle) {
    if (needsInjuryRoll(warrior.summary.counters) && !seen.has(id)) {
      refusals.add('injuries', `injuries.${id}`, `${INJURY_MISSING}: ${warrior.before.name}`, {
        warriorId: id,
      });
    }
  }
  return woundsInfluence;
}
