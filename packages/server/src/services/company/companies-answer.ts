import { z } from 'zod';
import { Company } from '@warband/schemas';
import { JsonText, serializerFor } from '../../serializer';
import type { Caller, ServiceContext } from '../context';
import { CompaniesCache } from './companies-cache';
import { companiesVersion, loadPlayerCompanies } from './company-rows';
import { toCompanies } from './list-companies';

/** What GET /companies answers. */
export const CompanyList = z.array(Company);
const serialize = serializerFor(CompanyList);

/** One cache per app, so that two apps in one process (tests) behave as two servers. */
const caches = new WeakMap<ServiceContext, CompaniesCache>();

/**
 * GET /companies as JSON text. The list is the largest answer of the app (some 300 KB for ten
 * companies of fifteen warriors) and the most read one, so each player's last answer is kept.
 * It is sent again only when the database says, on this request, that nothing it was built
 * from has changed: one small query compares the version of the player's rows (company-rows.ts)
 * and the ruleset with those of the answer. Any write by any server process changes the
 * version, so no process ever sends an answer older than the data (docs/decisions.md, D10).
 */
export async function companiesAnswer(ctx: ServiceContext, caller: Caller): Promise<JsonText> {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new CompaniesCache()));
  const cached = cache.get(caller.id);
  if (cached && cached.newRuleset === caller.newRuleset) {
    if ((await companiesVersion(ctx.db, caller.id)) === cached.version) return cached.answer;
  }
  // The content and its version come from one statement, so they always agree.
  const loaded = await loadPlayerCompanies(ctx.db, caller.id);
  const answer = new JsonText(serialize(toCompanies(loaded, caller.newRuleset)));
  cache.set(caller.id, { version: loaded.version, newRuleset: caller.newRuleset, answer });
  return answer;
}
