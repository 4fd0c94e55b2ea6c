import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  COMPANY_FILE_FORMAT,
  COMPANY_FILE_VERSION,
  copyWarriorFields,
  copyWargearFields,
  type BattleRecord,
  type CompanyFile,
  type CompanyFileWarrior,
  type Warrior,
} from '@warband/schemas';
import { battleRecords, companies, companyEvents } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { findOwned } from '../owned';
import { readCompany } from './company-entity';

/** A warrior as the file carries it: no library ids, no company, no revision or dates. */
function toFileWarrior(warrior: Warrior): CompanyFileWarrior {
  return {
    id: warrior.id,
    ...copyWarriorFields(warrior),
    wargear: warrior.wargear.map((item) => ({
      id: item.id,
      type: item.type,
      statEnabled: item.statEnabled,
      ...copyWargearFields(item),
    })),
    specialRules: warrior.specialRules.map((rule) => ({
      id: rule.id,
      type: rule.type,
      wargearId: rule.wargearId,
      name: rule.name,
      description: rule.description,
      phases: rule.phases,
    })),
    heroicActions: warrior.heroicActions.map((action) => ({
      id: action.id,
      type: action.type,
      name: action.name,
      description: action.description,
      phases: action.phases,
      modifyCastingValue: action.modifyCastingValue,
    })),
    spells: warrior.spells.map((spell) => ({
      id: spell.id,
      type: spell.type,
      name: spell.name,
      description: spell.description,
      phases: spell.phases,
      baseCastingValue: spell.baseCastingValue,
      modifyCastingValue: spell.modifyCastingValue,
    })),
    totalStats: warrior.totalStats,
    totalPoints: warrior.totalPoints,
    level: warrior.level,
  };
}

function isWritten(record: BattleRecord | Record<string, never>): record is BattleRecord {
  return 'battleId' in record;
}

/**
 * GET /company/{id}/export: one of the caller's companies as a file, oldest battle and event
 * first. Derived values ride along for whoever reads the file; an import works them out again.
 */
export async function exportCompany(
  ctx: ServiceContext,
  caller: Caller,
  input: { id: string },
): Promise<CompanyFile> {
  const row = await findOwned(ctx.db, companies, caller, input.id);
  const company = await readCompany(ctx.db, row);
  const battles = await ctx.db
    .select({ record: battleRecords.record })
    .from(battleRecords)
    .where(and(eq(battleRecords.companyId, row.id), isNull(battleRecords.undoneAt)))
    .orderBy(asc(battleRecords.appliedAt), asc(battleRecords.id));
  // Read from the log itself: the file keeps every line, whatever a timeline shows of them.
  const events = await ctx.db
    .select()
    .from(companyEvents)
    .where(eq(companyEvents.companyId, row.id))
    .orderBy(asc(companyEvents.createdAt), asc(companyEvents.id));
  return {
    format: COMPANY_FILE_FORMAT,
    version: COMPANY_FILE_VERSION,
    exportedAt: new Date().toISOString(),
    company: {
      name: company.name,
      race: company.race as CompanyFile['company']['race'],
      backstory: company.backstory,
      influence: company.influence,
      retired: company.retired,
      newRuleset: company.newRuleset,
      rating: company.rating,
      currentRating: company.currentRating,
    },
    warriors: Object.values(company.warriors).map(toFileWarrior),
    battles: battles.map((battle) => battle.record).filter(isWritten),
    events: events.map((event) => ({
      kind: event.kind,
      warriorId: event.warriorId,
      battleId: event.battleId,
      changes: event.changes as Record<string, unknown>,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}
