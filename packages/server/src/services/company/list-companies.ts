import { asc, eq } from 'drizzle-orm';
import type { Company } from '@warband/schemas';
import { companies, warriors } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { loadWarriors, type WarriorRecord } from '../warrior/warrior-rows';
import { toCompanyEntity } from './company-entity';

/**
 * GET /companies: every company of the caller, retired ones included, oldest first, each
 * with its warriors, so the side navigation needs one call. Six queries in all, however
 * many companies and warriors there are.
 */
export async function listCompanies(ctx: ServiceContext, caller: Caller): Promise<Company[]> {
  const rows = await ctx.db
    .select()
    .from(companies)
    .where(eq(companies.userId, caller.id))
    .orderBy(asc(companies.createdAt), asc(companies.id));
  const records = await loadWarriors(ctx.db, eq(warriors.userId, caller.id));
  const byCompany = new Map<string, WarriorRecord[]>();
  for (const record of records) {
    const list = byCompany.get(record.row.companyId);
    if (list) list.push(record);
    else byCompany.set(record.row.companyId, [record]);
  }
  return rows.map((row) => toCompanyEntity(row, byCompany.get(row.id) ?? [], caller.newRuleset));
}
