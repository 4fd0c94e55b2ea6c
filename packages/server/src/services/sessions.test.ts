import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { libraryRules, sessions } from '../db/schema';
import { registerUser, useTestApp } from '../../test/helpers';
import { resolveSession } from './sessions';
import { hashToken } from './tokens';

const t = useTestApp();

/** The database, recording the SQL of every select made through it. */
function recordingSelects(db: Database) {
  const builders: { toSQL(): { sql: string } }[] = [];
  const recording = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'select') return Reflect.get(target, property, receiver) as unknown;
      return (...args: Parameters<Database['select']>) => {
        const select = target.select(...args);
        const from = select.from.bind(select);
        // The query builder from() returns is completed in place: read it once it has run.
        select.from = ((table: Parameters<typeof from>[0]) => {
          const query = from(table);
          builders.push(query);
          return query;
        }) as typeof select.from;
        return select;
      };
    },
  });
  return { db: recording, statements: () => builders.map((builder) => builder.toSQL().sql) };
}

describe('resolveSession', () => {
  it('gives the caller’s public fields and session, and nothing else of the account', async () => {
    const user = await registerUser(t.app, { name: 'Éowyn' });
    const [session] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(user.token)));

    const recorded = recordingSelects(t.db);
    const caller = await resolveSession(recorded.db, user.token);

    // Exactly these keys: no password hash, no token hash, no expiry.
    expect(caller).toStrictEqual({
      id: user.id,
      name: 'Éowyn',
      email: user.email,
      donated: false,
      newRuleset: false,
      isAdmin: false,
      walkthroughDismissed: false,
      sessionId: session!.id,
    });
    // Read on every authenticated request: the hashes never even leave the database.
    expect(recorded.statements()).toHaveLength(1);
    const [statement] = recorded.statements();
    const selected = statement!.slice(0, statement!.indexOf(' from '));
    expect(selected).not.toMatch(/password_hash|token_hash/);
  });

  it('reads the player’s data version of a scope in the same statement, when asked', async () => {
    const user = await registerUser(t.app);
    const recorded = recordingSelects(t.db);
    const caller = await resolveSession(recorded.db, user.token, 'rule');
    expect(caller?.dataVersion).toEqual({ scope: 'rule', version: 0 });
    expect(recorded.statements()).toHaveLength(1);

    await t.db.insert(libraryRules).values({ userId: user.id, name: 'Woodland Creature' });
    const after = await resolveSession(t.db, user.token, 'rule');
    expect(after?.dataVersion).toEqual({ scope: 'rule', version: 1 });
    expect((await resolveSession(t.db, user.token, 'spell'))?.dataVersion?.version).toBe(0);
    expect(await resolveSession(t.db, `${user.token}x`, 'rule')).toBeUndefined();
  });

  it('knows no unknown or expired token', async () => {
    const user = await registerUser(t.app);
    expect(await resolveSession(t.db, `${user.token}x`)).toBeUndefined();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    expect(await resolveSession(t.db, user.token)).toBeUndefined();
  });
});
