import { eq } from 'drizzle-orm';
import { sortByRank } from '@warband/rules';
import type { Warrior } from '@warband/schemas';
import { companies, warriors } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { findOwned } from '../owned';
import { toWarriorEntity } from './warrior-entity';
import { loadWarriors } from './warrior-rows';

/** GET /warrior/{companyId}: the company's warriors in side-navigation order (by rank). */
export async function listWarriors(
  ctx: ServiceContext,
  caller: Caller,
  input: { companyId: string },
): Promise<Warrior[]> {
  const company = await findOwned(ctx.db, companies, caller, input.companyId);
  const records = await loadWarriors(ctx.db, eq(warriors.companyId, company.id));
  return sortByRank(records.map((record) => toWarriorEntity(record, company.newRuleset)));
}
