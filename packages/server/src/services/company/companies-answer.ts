import { z } from 'zod';
import { Company } from '@warband/schemas';
import { type JsonText, serializerFor } from '../../serializer';
import { keptAnswer } from '../answers/kept-answer';
import type { Caller, ServiceContext } from '../context';
import { loadPlayerCompanies } from './company-rows';
import { toCompanies } from './list-companies';

/** What GET /companies answers. */
export const CompanyList = z.array(Company);
const serialize = serializerFor(CompanyList);

/**
 * GET /companies as JSON text. The list is the largest answer of the app (some 300 KB for ten
 * companies of fifteen warriors) and the most read one, so each player's last answer is kept
 * while their companies, warriors and lists are unchanged. Its derived numbers depend on each
 * company's own ruleset, a column of the companies scope, so the version covers them.
 */
export function companiesAnswer(ctx: ServiceContext, caller: Caller): Promise<JsonText> {
  return keptAnswer(ctx, caller, {
    scope: 'companies',
    variant: '',
    build: async (tx) => serialize(toCompanies(await loadPlayerCompanies(tx.db, caller.id))),
  });
}
