import { randomUUID } from 'node:crypto';
import {
  applyWarriorLevelUp,
  heroLevelUpChanges,
  levelUpKind,
  validateHeroLevelUp,
  validateWarriorLevelUp,
  withLevelUpEntries,
  type HeroLevelUpChanges,
} from '@warband/rules';
import type { AftermathInput, LevelUpChoiceInput } from '@warband/schemas';
import type { WarriorRecord } from '../warrior/warrior-rows';
import { perkLibraryErrors, type PerkLibrary } from './aftermath-library';
import {
  addErrors,
  throwIfAny,
  withRow,
  type FieldErrors,
  type WarriorInBattle,
} from './aftermath-state';

export const levelUpsOwed = (count: number) =>
  count === 1
    ? 'This warrior has 1 level-up to take'
    : `This warrior has ${count} level-ups to take`;
export const WRONG_TABLE = {
  hero: 'A hero levels up with a path and a perk',
  warrior: 'A warrior levels up with a roll on the warrior table',
} as const;

/**
 * Step 3's level-ups, in the order sent: each warrior must take exactly the level-ups it
 * earned, each on the table it stands on at that moment (a Hero in the Making takes the next
 * one as a hero), checked with the rules' validate… and applied with their apply… functions.
 */
export function applyLevelUps(
  input: Pick<AftermathInput, 'levelUps'>,
  battle: Map<string, WarriorInBattle>,
  owed: Map<string, number>,
  newRuleset: boolean,
  library: PerkLibrary,
): void {
  const errors: FieldErrors = {};
  const taken = new Map<string, number>();
  input.levelUps.forEach((choice, index) => {
    const path = `levelUps.${index}`;
    const warrior = battle.get(choice.warriorId);
    const count = (taken.get(choice.warriorId) ?? 0) + 1;
    taken.set(choice.warriorId, count);
    if (!warrior || count > (owed.get(choice.warriorId) ?? 0)) {
      errors[`${path}.warriorId`] = levelUpsOwed(owed.get(choice.warriorId) ?? 0);
      return;
    }
    const kind = levelUpKind(warrior.record.row);
    if (kind !== choice.kind) {
      errors[`${path}.kind`] = WRONG_TABLE[kind];
      return;
    }
    const found = levelUp(warrior, choice, newRuleset, library);
    if (found) addErrors(errors, path, found);
    else warrior.summary.levelUps.push(choice);
  });
  for (const [id, count] of owed) {
    if (count > (taken.get(id) ?? 0)) errors[`levelUps.${id}`] = levelUpsOwed(count);
  }
  throwIfAny(errors);
}

/** Checks and applies one level-up; answers the rules' errors, or null once applied. */
function levelUp(
  warrior: WarriorInBattle,
  choice: LevelUpChoiceInput,
  newRuleset: boolean,
  library: PerkLibrary,
): Partial<Record<string, string>> | null {
  const row = warrior.record.row;
  if (choice.kind === 'warrior') {
    const rules = { result: choice.result, baseClass: choice.baseClass };
    const errors = validateWarriorLevelUp(rules);
    if (Object.keys(errors).length > 0) return errors;
    withRow(warrior, applyWarriorLevelUp(row, rules));
    return null;
  }
  const target = { ...row, ...warrior.record };
  const rules = {
    chosenPath: choice.chosenPath,
    customPath: choice.customPath,
    perks: choice.perks,
  };
  const errors = {
    ...validateHeroLevelUp(target, rules, newRuleset),
    ...perkLibraryErrors(choice.perks, library),
  };
  if (Object.keys(errors).length > 0) return errors;
  warrior.record = withChanges(warrior.record, heroLevelUpChanges(target, rules, newRuleset));
  return null;
}

const nextPosition = (rows: readonly { position: number }[]) =>
  rows.reduce((top, row) => Math.max(top, row.position + 1), 0);

/** A hero level-up's changes written into the record: new rows get their ids here. */
function withChanges(record: WarriorRecord, changes: HeroLevelUpChanges): WarriorRecord {
  const { row } = record;
  const now = new Date();
  const entry = <L extends { position: number }>(list: readonly L[]) => ({
    id: randomUUID(),
    warriorId: row.id,
    position: nextPosition(list),
    createdAt: now,
    updatedAt: now,
  });
  const lists = withLevelUpEntries(record, changes, {
    rule: (fields) => ({ ...entry(record.specialRules), ...fields, wargearId: null }),
    heroicAction: (fields) => ({ ...entry(record.heroicActions), ...fields }),
    spell: (fields) => ({ ...entry(record.spells), ...fields }),
    improved: (changed) => ({ ...changed, updatedAt: now }),
  });
  return {
    ...record,
    row: {
      ...row,
      chosenPath: changes.chosenPath ?? row.chosenPath,
      customPath: changes.customPath ?? row.customPath,
      modifyStats: changes.modifyStats ?? row.modifyStats,
    },
    specialRules: [...lists.specialRules],
    heroicActions: [...lists.heroicActions],
    spells: [...lists.spells],
  };
}
