import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** What services see, whichever driver is underneath. A transaction is one too. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
