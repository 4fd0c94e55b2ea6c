import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Locale } from '@warband/schemas';
import type { Database } from '../db/client';
import { dataVersions, sessions, users } from '../db/schema';
import type { DataScope } from './answers/data-version';
import type { Caller } from './context';
import { hashToken, newToken } from './tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding expiry without a write on every request: extend at most once an hour.
const EXTEND_AFTER_MS = 60 * 60 * 1000;

/** Starts a session and returns its bearer token (the only time the token exists in clear). */
export async function createSession(db: Database, userId: string): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/**
 * What every authenticated request reads: the caller's public fields and the session's id and
 * expiry. Nothing else: the password hash and the token hash stay in the database.
 */
const CALLER_COLUMNS = {
  sessionId: sessions.id,
  expiresAt: sessions.expiresAt,
  id: users.id,
  name: users.name,
  email: users.email,
  donated: users.donated,
  newRuleset: users.newRuleset,
  isAdmin: users.isAdmin,
  walkthroughDismissed: users.walkthroughDismissed,
  language: users.language,
};

function prepareSessionQuery(db: Database) {
  return db
    .select(CALLER_COLUMNS)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sessionOfToken)
    .limit(1)
    .prepare('resolve_session');
}

const sessionOfToken = and(
  eq(sessions.tokenHash, sql.placeholder('tokenHash')),
  gt(sessions.expiresAt, sql.placeholder('now')),
);

/**
 * The same, with the player's data version of one scope (answers/data-version.ts): a route
 * that sends a kept list then reads the database once per request, not twice.
 */
function prepareSessionWithVersionQuery(db: Database) {
  return db
    .select({ ...CALLER_COLUMNS, version: dataVersions.version })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      dataVersions,
      and(eq(dataVersions.userId, users.id), eq(dataVersions.scope, sql.placeholder('scope'))),
    )
    .where(sessionOfToken)
    .limit(1)
    .prepare('resolve_session_with_version');
}

/**
 * The query runs on every authenticated request: built once per database, and prepared, so
 * that PostgreSQL plans it once per connection.
 */
const sessionQueries = new WeakMap<Database, ReturnType<typeof prepareSessionQuery>>();
const sessionWithVersionQueries = new WeakMap<
  Database,
  ReturnType<typeof prepareSessionWithVersionQuery>
>();

/**
 * The player behind a bearer token, or undefined when it is unknown or expired. With
 * `versionOf`, the caller comes with the player's data version of that scope, read in the
 * same statement (Caller.dataVersion).
 */
export async function resolveSession(
  db: Database,
  token: string,
  versionOf?: DataScope,
): Promise<Caller | undefined> {
  const now = Date.now();
  const params = { tokenHash: hashToken(token), now: new Date(now) };
  let row:
    | (Omit<Caller, 'dataVersion' | 'language'> & {
        language: Locale | null;
        expiresAt: Date;
        version?: number | null;
      })
    | undefined;
  if (versionOf) {
    let query = sessionWithVersionQueries.get(db);
    if (!query) sessionWithVersionQueries.set(db, (query = prepareSessionWithVersionQuery(db)));
    [row] = await query.execute({ ...params, scope: versionOf });
  } else {
    let query = sessionQueries.get(db);
    if (!query) sessionQueries.set(db, (query = prepareSessionQuery(db)));
    [row] = await query.execute(params);
  }
  if (!row) return undefined;
  const { expiresAt, version, language, ...fields } = row;
  const caller = language ? { ...fields, language } : fields;
  if (expiresAt.getTime() < now + SESSION_TTL_MS - EXTEND_AFTER_MS) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now + SESSION_TTL_MS) })
      .where(eq(sessions.id, caller.sessionId));
  }
  // A player's version is 0 until their first write to the scope (no row yet).
  return versionOf
    ? { ...caller, dataVersion: { scope: versionOf, version: version ?? 0 } }
    : caller;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function revokeOtherSessions(db: Database, userId: string, keepSessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

export async function revokeAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
