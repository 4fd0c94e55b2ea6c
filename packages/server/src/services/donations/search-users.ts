import { asc, ilike, or } from 'drizzle-orm';
import { USER_SEARCH_LIMIT, type UserSearchResult } from '@warband/schemas';
import { users } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { requireAdmin } from './require-admin';

/** The term as a LIKE pattern that matches it literally: %, _ and \ lose their meaning. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Players whose name or email contains the term, ignoring case; at most USER_SEARCH_LIMIT. */
export async function searchUsers(
  ctx: Pick<ServiceContext, 'db'>,
  caller: Caller,
  { term }: { term: string },
): Promise<UserSearchResult[]> {
  requireAdmin(caller);
  const pattern = containsPattern(term);
  return ctx.db
    .select({ id: users.id, name: users.name, email: users.email, donated: users.donated })
    .from(users)
    .where(or(ilike(users.name, pattern), ilike(users.email, pattern)))
    .orderBy(asc(users.name), asc(users.email))
    .limit(USER_SEARCH_LIMIT);
}
