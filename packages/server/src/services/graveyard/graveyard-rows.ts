import { and, eq, type SQL } from 'drizzle-orm';
import type { GraveyardWarrior } from '@warband/schemas';
import type { Database } from '../../db/client';
import { companies, warriors } from '../../db/schema';
import type { Caller } from '../context';
import { lockWarriorForWrite } from '../warrior/lock-warrior';
import { toWarriorEntity } from '../warrior/warrior-entity';
import { loadWarriors } from '../warrior/warrior-rows';

/** Who is in the graveyard: the dead, and no one else (rules' isInGraveyard). */
export const inGraveyard = eq(warriors.status, 'dead');

/**
 * The caller's dead warriors matching `where`, each with its company's name and whether it is
 * retired (its dead then stay as they are until it is re-enlisted).
 */
export async function readGraveyard(
  db: Database,
  caller: Caller,
  where: SQL | undefined,
): Promise<GraveyardWarrior[]> {
  const records = await loadWarriors(db, and(eq(warriors.userId, caller.id), inGraveyard, where));
  if (records.length === 0) return [];
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      retired: companies.retired,
      newRuleset: companies.newRuleset,
    })
    .from(companies)
    .where(eq(companies.userId, caller.id));
  const companyOf = new Map(rows.map((company) => [company.id, company]));
  return records.map((record) => {
    const company = companyOf.get(record.row.companyId);
    return {
      ...toWarriorEntity(record, company?.newRuleset ?? false),
      companyName: company?.name ?? '',
      companyRetired: company?.retired ?? false,
    };
  });
}

/**
 * The caller's warrior with this id, if it is in the graveyard, locked for a write. A living
 * warrior is not found here, as another player's is: the graveyard routes act on the dead
 * only. A retired company's dead are refused until it is re-enlisted. Locked as every company
 * write locks, the company first and then the warrior, so two requests at once cannot both
 * bring it back (or log it), and a retirement committed meanwhile is seen.
 */
export async function findInGraveyard(db: Database, caller: Caller, id: string) {
  const { row } = await lockWarriorForWrite(db, caller, id, inGraveyard);
  return row;
}
