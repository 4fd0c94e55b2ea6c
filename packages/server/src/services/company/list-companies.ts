import type { Company } from '@warband/schemas';
import type { Caller, ServiceContext } from '../context';
import type { WarriorRecord } from '../warrior/warrior-rows';
import { toCompanyEntity } from './company-entity';
import { loadPlayerCompanies, type PlayerCompanies } from './company-rows';

/**
 * GET /companies: every company of the caller, retired ones included, oldest first, each
 * with its warriors, so the side navigation needs one call. One statement, however many
 * companies and warriors there are (company-rows.ts).
 */
export async function listCompanies(ctx: ServiceContext, caller: Caller): Promise<Company[]> {
  return toCompanies(await loadPlayerCompanies(ctx.db, caller.id));
}

/** The companies as the API answers them, numbers derived in each company's own ruleset. */
export function toCompanies(loaded: PlayerCompanies): Company[] {
  const byCompany = new Map<string, WarriorRecord[]>();
  for (const record of loaded.warriors) {
    const list = byCompany.get(record.row.companyId);
    if (list) list.push(record);
    else byCompany.set(record.row.companyId, [record]);
  }
  return loaded.companies.map((row) => toCompanyEntity(row, byCompany.get(row.id) ?? []));
}
