import {
  applyInjury,
  applyOwnerDeaths,
  effectiveInjuryResult,
  heroInjuryForRoll,
  INJURY_RESULT_LABELS,
  needsInjuryRoll,
  offersHeroInjuries,
  validateInjuryChoice,
  warriorInjuryForRoll,
} from '@warband/rules';
import type { AftermathInput } from '@warband/schemas';
import {
  addErrors,
  throwIfAny,
  withRow,
  type FieldErrors,
  type WarriorInBattle,
} from './aftermath-state';

export const NOT_WOUNDED = 'Only wounded warriors who took part roll for injury';
export const INJURY_MISSING = 'Every wounded warrior needs an injury result';

/**
 * Step 2: checks each injury choice with the rules' validateInjuryChoice (and that a roll,
 * when sent, gives the result sent), applies it with applyInjury, then lets Creatures die
 * with their owners. Answers the Wounds of a Hero influence.
 */
export function applyInjuries(
  input: Pick<AftermathInput, 'injuries'>,
  battle: Map<string, WarriorInBattle>,
  others: WarriorInBattle[],
): number {
  const errors: FieldErrors = {};
  const chosen = new Set<string>();
  input.injuries.forEach((choice, index) => {
    const path = `injuries.${index}`;
    const warrior = battle.get(choice.warriorId);
    if (!warrior || !needsInjuryRoll(warrior.counters) || chosen.has(choice.warriorId)) {
      errors[`${path}.warriorId`] = NOT_WOUNDED;
      return;
    }
    chosen.add(choice.warriorId);
    const row = warrior.record.row;
    const rules = { result: choice.result, heal: choice.heal, influence: choice.influence?.total };
    addErrors(errors, path, validateInjuryChoice(row, rules));
    if (choice.roll) {
      const table = offersHeroInjuries(row) ? heroInjuryForRoll : warriorInjuryForRoll;
      const rolled = effectiveInjuryResult(row, table(choice.roll.total));
      // The rules' own message (a second leg wound means Dead) says more than the roll's.
      if (rolled !== choice.result && !errors[`${path}.result`]) {
        errors[`${path}.result`] =
          `A roll of ${choice.roll.total} gives ${INJURY_RESULT_LABELS[rolled]}.`;
      }
    }
  });
  for (const warrior of battle.values()) {
    if (needsInjuryRoll(warrior.counters) && !chosen.has(warrior.before.row.id)) {
      errors[`injuries.${warrior.before.row.id}`] = `${INJURY_MISSING}: ${warrior.before.row.name}`;
    }
  }
  throwIfAny(errors);

  let woundsInfluence = 0;
  for (const choice of input.injuries) {
    const warrior = battle.get(choice.warriorId)!;
    const applied = applyInjury(warrior.record.row, {
      result: choice.result,
      heal: choice.heal,
      influence: choice.influence?.total ?? null,
    });
    warrior.record = { ...warrior.record, row: applied.warrior };
    warrior.summary.injury = { ...choice, applied: choice.result };
    woundsInfluence += applied.woundsInfluence;
  }
  dieWithOwners([...battle.values(), ...others]);
  return woundsInfluence;
}

/** Creatures of an owner who died in this battle die too; owners dead before are left be. */
function dieWithOwners(warriors: WarriorInBattle[]): void {
  const living = warriors.filter((warrior) => warrior.before.row.status !== 'dead');
  const after = applyOwnerDeaths(living.map((warrior) => warrior.record.row));
  living.forEach((warrior, index) => {
    if (after[index]!.status === warrior.record.row.status) return;
    withRow(warrior, { status: 'dead' });
    warrior.summary.diedWithOwner = true;
  });
}
