import { eq } from 'drizzle-orm';
import { companyPoints, sortByRank } from '@warband/rules';
import type { Company, Warrior } from '@warband/schemas';
import type { Database } from '../../db/client';
import { warriors, type companies } from '../../db/schema';
import { toWarriorEntity } from '../warrior/warrior-entity';
import { loadWarriors, type WarriorRecord } from '../warrior/warrior-rows';

export type CompanyRow = typeof companies.$inferSelect;

/**
 * A company as the API answers it: its warriors keyed by id, in side-navigation order, and
 * `currentRating` computed by the rules from the warriors who are not dead, in the company's
 * own ruleset (docs/rules.md#company-rating, docs/adr/new-company-ruleset.md).
 */
export function toCompanyEntity(row: CompanyRow, records: readonly WarriorRecord[]): Company {
  const { newRuleset } = row;
  const list = sortByRank(records.map((record) => toWarriorEntity(record, newRuleset)));
  const byId: Record<string, Warrior> = {};
  for (const warrior of list) byId[warrior.id] = warrior;
  return {
    id: row.id,
    name: row.name,
    race: row.race,
    backstory: row.backstory,
    influence: row.influence,
    rating: row.rating,
    currentRating: companyPoints(list, newRuleset),
    retired: row.retired,
    newRuleset,
    revision: row.revision,
    warriors: byId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A company the caller owns, with its warriors, as answered after a write. */
export async function readCompany(db: Database, row: CompanyRow): Promise<Company> {
  const records = await loadWarriors(db, eq(warriors.companyId, row.id));
  return toCompanyEntity(row, records);
}
