import {
  deriveWarrior,
  isStatKey,
  type Rank,
  type RuleType,
  type WargearType,
  type WarriorStatus,
} from '@warband/rules';
import type {
  Warrior,
  WarriorHeroicAction,
  WarriorRule,
  WarriorSpell,
  WarriorWargear,
} from '@warband/schemas';
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
// documented fields, and the serialiser never meets a column it does not know.

export function toWargearEntity(row: WargearRow): WarriorWargear {
  return {
    id: row.id,
    warriorId: row.warriorId,
    armouryId: row.armouryId,
    type: row.type as WargearType,
    name: row.name,
    description: row.description,
    pointsLow: row.pointsLow,
    pointsHigh: row.pointsHigh,
    influence: row.influence,
    mount: row.mount,
    adjustmentStat: isStatKey(row.adjustmentStat) ? row.adjustmentStat : null,
    adjustmentValue: row.adjustmentValue,
    statEnabled: row.statEnabled,
    move: row.move,
    fight: row.fight,
    shoot: row.shoot,
    strength: row.strength,
    defence: row.defence,
    attacks: row.attacks,
    wounds: row.wounds,
    courage: row.courage,
    intelligence: row.intelligence,
    specialRules: row.specialRules,
    specialAttacks: row.specialAttacks,
  };
}

export function toRuleEntity(row: RuleRow): WarriorRule {
  return {
    id: row.id,
    warriorId: row.warriorId,
    myRuleId: row.myRuleId,
    wargearId: row.wargearId,
    name: row.name,
    description: row.description,
    type: row.type as RuleType,
  };
}

export function toHeroicActionEntity(row: HeroicActionRow): WarriorHeroicAction {
  return {
    id: row.id,
    warriorId: row.warriorId,
    myHeroicActionsId: row.myHeroicActionsId,
    name: row.name,
    description: row.description,
    type: row.type as WarriorHeroicAction['type'],
    modifyCastingValue: row.modifyCastingValue,
  };
}

export function toSpellEntity(row: SpellRow): WarriorSpell {
  return {
    id: row.id,
    warriorId: row.warriorId,
    mySpellsId: row.mySpellsId,
    name: row.name,
    description: row.description,
    type: row.type as WarriorSpell['type'],
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
  const wargear = record.wargear.map(toWargearEntity);
  const specialRules = record.specialRules.map(toRuleEntity);
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
    rank: row.rank as Rank,
    experience: row.experience,
    status: row.status as WarriorStatus,
    legWound: row.legWound,
    armWound: row.armWound,
    oldWound: row.oldWound,
    baseClass: row.baseClass,
    owner: row.owner,
    basePoints: row.basePoints,
    chosenPath: row.chosenPath as Warrior['chosenPath'],
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's warrior with this id as the API answers it, read back after a write. */
export async function readWarrior(db: Database, caller: Caller, id: string): Promise<Warrior> {
  const [record] = await loadWarriors(db, ownedBy(warriors, caller, id));
  if (!record) throw new NotFoundError();
  return toWarriorEntity(record, caller.newRuleset);
}
