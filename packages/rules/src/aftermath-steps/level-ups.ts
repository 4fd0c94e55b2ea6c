/** The aftermath's fourth step: each level-up on the table the warrior stands on then. */
import {
  heroLevelUpChanges,
  levelUpKind,
  validateHeroLevelUp,
  withLevelUpEntries,
} from '../level-up';
import { applyWarriorLevelUp, validateWarriorLevelUp } from '../warrior-level-up';
import {
  levelUpsOwed,
  WRONG_TABLE,
  type AftermathWarrior,
  type AftermathCounters,
  type AftermathLevelUp,
  type AftermathChoices,
  type AftermathSetting,
  type LevelUpTaken,
  type WarriorAftermath,
} from './contract';
import { itemAt } from '../narrow';
import { nextPosition, type Refusals } from './tracking';
import { perkLibraryErrors } from './perks';

/** The level-ups sent for one warrior, with the place of each in the list sent. */
function sentFor(levelUps: readonly AftermathLevelUp[], warriorId: string) {
  return levelUps.flatMap((choice, index) =>
    choice.warriorId === warriorId ? [{ choice, index }] : [],
  );
}

/**
 * A warrior's level-ups, each on the table it stands on when it is taken: a Hero in the
 * Making takes the next one as a hero.
 */
export function takeLevelUps<W extends AftermathWarrior>(
  warrior: WarriorAftermath<W>,
  choices: AftermathChoices<AftermathCounters>,
  setting: AftermathSetting<W>,
  refusals: Refusals,
): LevelUpTaken<W>[] {
  const id = warrior.before.id;
  const sent = sentFor(choices.levelUps, id);
  if (!setting.levelUpAt && sent.length < warrior.levelUpsOwed) {
    refusals.add('levelUps', `levelUps.${id}`, levelUpsOwed(warrior.levelUpsOwed), {
      warriorId: id,
    });
  }
  return Array.from({ length: warrior.levelUpsOwed }, (_, slot): LevelUpTaken<W> => {
    const now = warrior.after;
    const kind = levelUpKind(now);
    const choice = setting.levelUpAt ? setting.levelUpAt(id, slot, kind) : sent[slot]?.choice;
    const taken = { warriorId: id, slot, kind, warrior: now, choice, errors: {} };
    if (!choice) return taken;
    const path = `levelUps.${setting.levelUpAt ? `${id}.${slot}` : itemAt(sent, slot, 'level-up sent').index}`;
    const about = { warriorId: id, slot };
    const errors: Partial<Record<string, string>> =
      choice.kind !== kind ? { kind: WRONG_TABLE[kind] } : levelUp(warrior, choice, slot, setting);
    refusals.addAll('levelUps', path, errors, about);
    if (Object.keys(errors).length === 0) warrior.summary.levelUps.push(choice);
    return { ...taken, errors };
  });
}

/** Level-ups sent for a warrior who was not in the battle, or more than it has to take. */
export function refuseLevelUpsNotOwed<W extends AftermathWarrior>(
  levelUps: readonly AftermathLevelUp[],
  battle: Map<string, WarriorAftermath<W>>,
  refusals: Refusals,
): void {
  const counted = new Map<string, number>();
  levelUps.forEach(({ warriorId }, index) => {
    const count = (counted.get(warriorId) ?? 0) + 1;
    counted.set(warriorId, count);
    const owed = battle.get(warriorId)?.levelUpsOwed ?? 0;
    if (count > owed) {
      refusals.add('levelUps', `levelUps.${index}.warriorId`, levelUpsOwed(owed), { warriorId });
    }
  });
}

/** Checks and applies one level-up on its own table; answers the refusals (none: applied). */
function levelUp<W extends AftermathWarrior>(
  warrior: WarriorAftermath<W>,
  choice: AftermathLevelUp,
  slot: number,
  { newRuleset, make, checkLibrary }: AftermathSetting<W>,
): Partial<Record<string, string>> {
  const now = warrior.after;
  if (choice.kind === 'warrior') {
    const rules = { result: choice.result, baseClass: choice.baseClass };
    const errors = validateWarriorLevelUp(rules);
    if (Object.keys(errors).length === 0) warrior.after = applyWarriorLevelUp(now, rules);
    return errors;
  }
  const rules = {
    chosenPath: choice.chosenPath,
    customPath: choice.customPath,
    perks: choice.perks,
  };
  const errors = {
    ...validateHeroLevelUp(now, rules, newRuleset),
    ...perkLibraryErrors(choice.perks, checkLibrary),
  };
  if (Object.keys(errors).length > 0) return errors;
  const changes = heroLevelUpChanges(now, rules, newRuleset);
  const at = (list: readonly object[]) => ({
    warriorId: now.id,
    position: nextPosition(list),
    slot,
  });
  const lists = withLevelUpEntries(now, changes, {
    rule: (fields) => make.rule(fields, at(now.specialRules)),
    heroicAction: (fields) => make.heroicAction(fields, at(now.heroicActions)),
    spell: (fields) => make.spell(fields, at(now.spells)),
    improved: make.improved,
  });
  warrior.after = {
    ...now,
    chosenPath: changes.chosenPath ?? now.chosenPath,
    customPath: changes.customPath ?? now.customPath,
    modifyStats: changes.modifyStats ?? now.modifyStats,
    specialRules: [...lists.specialRules],
    heroicActions: [...lists.heroicActions],
    spells: [...lists.spells],
  };
  return {};
}
