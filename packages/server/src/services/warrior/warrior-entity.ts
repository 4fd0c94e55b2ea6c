import { companyRuleset } from '../company/company-ruleset';
import { deriveWarrior } from '@warband/rules';
import { copyWargearFields, type Warrior, type WarriorEntryOf } from '@warband/schemas';
import type { Database } from '../../db/client';
import { warriors } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from '../context';
import { ownedBy } from '../owned';
import {
  loadWarriors,
  type HeroicActionRow,
  type RuleRow,
  type SpellRow,
  type WargearRow,
  type WarriorRecord,
} from './warrior-rows';

// Entities are built field by field as plain objects: the answer carries exactly the
// documented fields, and the serialiser never meets a column it does not know. The entry
// mappers serve warriors and profiles alike: `warriorId` is the warrior or profile the
// entry is on.

type WargearEntryRow = Omit<WargearRow, 'warriorId'>;
type RuleEntryRow = Omit<RuleRow, 'warriorId'>;

export function toWargearEntity(
  row: WargearEntryRow,
  warriorId: string,
): WarriorEntryOf['wargear'] {
  return {
    id: row.id,
    warriorId,
    armouryId: row.armouryId,
    type: row.type,
    ...copyWargearFields(row),
    statEnabled: row.statEnabled,
  };
}

export function toRuleEntity(row: RuleEntryRow, warriorId: string): WarriorEntryOf['specialRules'] {
  return {
    id: row.id,
    warriorId,
    myRuleId: row.myRuleId,
    wargearId: row.wargearId,
    name: row.name,
    description: row.description,
    phases: row.phases,
    type: row.type,
  };
}

export function toHeroicActionEntity(row: HeroicActionRow): WarriorEntryOf['heroicActions'] {
  return {
    id: row.id,
    warriorId: row.warriorId,
    myHeroicActionsId: row.myHeroicActionsId,
    name: row.name,
    description: row.description,
    phases: row.phases,
    type: row.type,
    modifyCastingValue: row.modifyCastingValue,
  };
}

export function toSpellEntity(row: SpellRow): WarriorEntryOf['spells'] {
  return {
    id: row.id,
    warriorId: row.warriorId,
    mySpellsId: row.mySpellsId,
    name: row.name,
    description: row.description,
    phases: row.phases,
    type: row.type,
    baseCastingValue: row.baseCastingValue,
    modifyCastingValue: row.modifyCastingValue,
  };
}

/**
 * A warrior as the API answers it. Everything derived (characteristics, points, level,
 * influence) is computed here by the rules in the owner's ruleset, at read time, so
 * switching rulesets recomputes every card and nothing derived is ever stored.
 */
export function toWarriorEntity(record: WarriorRecord, newRuleset: boolean): Warrior {
  const { row } = record;
  const wargear = record.wargear.map((entry) => toWargearEntity(entry, row.id));
  const specialRules = record.specialRules.map((entry) => toRuleEntity(entry, row.id));
  const derived = deriveWarrior(
    {
      basePoints: row.basePoints,
      baseStats: row.baseStats,
      modifyStats: row.modifyStats,
      legWound: row.legWound,
      experience: row.experience,
      influence: row.influence,
      specialRules,
      wargear,
    },
    newRuleset,
  );
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    biography: row.biography,
    race: row.race,
    image: row.image,
    rank: row.rank,
    experience: row.experience,
    status: row.status,
    legWound: row.legWound,
    armWound: row.armWound,
    oldWound: row.oldWound,
    baseClass: row.baseClass,
    owner: row.owner,
    basePoints: row.basePoints,
    chosenPath: row.chosenPath,
    customPath: row.customPath,
    influence: row.influence,
    baseStats: row.baseStats,
    modifyStats: row.modifyStats,
    wargear,
    specialRules,
    heroicActions: record.heroicActions.map(toHeroicActionEntity),
    spells: record.spells.map(toSpellEntity),
    subTotalStats: derived.subTotalStats,
    totalStats: derived.totalStats,
    points: derived.points,
    wargearPoints: derived.wargearPoints,
    totalPoints: derived.totalPoints,
    level: derived.level,
    influenceTotal: derived.influenceTotal,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's warrior with this id as the API answers it, read back after a write. */
export async function readWarrior(db: Database, caller: Caller, id: string): Promise<Warrior> {
  const [record] = await loadWarriors(db, ownedBy(warriors, caller, id));
  if (!record) throw new NotFoundError();
  return toWarriorEntity(record, await companyRuleset(db, record.row.companyId));
}
