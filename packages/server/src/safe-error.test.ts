import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from './db/schema';
import { safeError } from './safe-error';
import { buildTestApp, captureLogs, makeTempDir, useTestApp } from '../test/helpers';

const t = useTestApp();
const SECRET_EMAIL = 'hidden.player@example.test';
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$c2VjcmV0aGFzaA';

/** A real failure of the test database, carrying secrets among its parameters. */
async function failedInsert(): Promise<unknown> {
  try {
    await t.db
      .insert(users)
      .values({ name: 'Bad\u0000name', email: SECRET_EMAIL, passwordHash: SECRET_HASH });
  } catch (error) {
    return error;
  }
  throw new Error('the insert was expected to fail');
}

describe('errors in the logs', () => {
  it('keep the statement, code and stack of a database error but none of its values', async () => {
    const safe = safeError(await failedInsert());
    const logged = JSON.stringify(safe);
    expect(logged).not.toContain(SECRET_EMAIL);
    expect(logged).not.toContain(SECRET_HASH);
    expect(logged).not.toContain('Bad');
    expect(safe.message).toMatch(/^Failed query: insert into "users" .*\$1, \$2, \$3/);
    expect(safe.stack).toContain('    at ');
    expect(safe.cause).toMatchObject({ code: '22021' });
  });

  it('hide a value the database quotes in its message', async () => {
    const error = await t.db.execute(sql`select ${SECRET_EMAIL}::int`).catch((e: unknown) => e);
    const logged = JSON.stringify(safeError(error));
    expect(logged).not.toContain(SECRET_EMAIL);
    expect(safeError(error).cause?.message).toBe(
      'invalid input syntax for type integer: "[redacted]"',
    );
  });

  it('say nothing about thrown values that are not errors', () => {
    expect(safeError('password=hunter2')).toEqual({
      type: 'string',
      message: 'A value that is not an Error was thrown',
      stack: '',
    });
  });

  it('are written without parameters when a request fails with 500', async () => {
    const failure = await failedInsert();
    const failing = {
      select: () => {
        throw failure;
      },
    } as unknown as typeof t.db;
    const temp = makeTempDir();
    const logs = captureLogs();
    const app = await buildTestApp(
      failing,
      temp.dir,
      { LOG_LEVEL: 'info' },
      { logStream: logs.stream },
    );
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        payload: { email: 'someone@example.test', password: 'whatever1' },
      });
      expect(response.statusCode).toBe(500);
      expect(logs.text()).toContain('request failed');
      expect(logs.text()).toContain('22021');
      expect(logs.text()).not.toContain(SECRET_EMAIL);
      expect(logs.text()).not.toContain(SECRET_HASH);
    } finally {
      await app.close();
      temp.remove();
    }
  });
});
