import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { SESSION_TTL_MS } from '../services/sessions';
import { hashToken } from '../services/tokens';
import { bearer, login, registerUser, useTestApp } from '../../test/helpers';

const t = useTestApp({ ADMIN_EMAILS: 'Boss@Example.test, other@example.test' });

function authenticate(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/users/authenticate', payload });
}

function settings(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/api/users/settings', headers });
}

describe('POST /api/users/authenticate', () => {
  it('answers the user with a token', async () => {
    const user = await registerUser(t.app, { name: 'Éowyn' });
    const response = await authenticate({ email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      id: user.id,
      name: 'Éowyn',
      email: user.email,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      donated: false,
      newRuleset: false,
      isAdmin: false,
      walkthroughDismissed: false,
    });
    expect(body.token).not.toBe(user.token);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const user = await registerUser(t.app);
    const response = await authenticate({
      email: ` ${user.email.toUpperCase()} `,
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const user = await registerUser(t.app);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(user.token));
    expect(rows[0]!.tokenHash).not.toContain(user.token);
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const user = await registerUser(t.app);
    for (const payload of [
      { email: user.email, password: 'not the password' },
      { email: 'nobody-here@example.test', password: user.password },
    ]) {
      const response = await authenticate(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Email or password is incorrect',
        code: 'UNAUTHENTICATED',
        requestId: expect.any(String),
      });
    }
  });

  it('names missing fields', async () => {
    const response = await authenticate({ email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      email: 'Please enter an email',
      password: 'This field is required',
    });
  });

  it('marks admins from ADMIN_EMAILS (any case) and from the database flag', async () => {
    const listed = await registerUser(t.app, { email: 'boss@example.test' });
    expect((await settings(listed.headers)).json().isAdmin).toBe(true);

    const flagged = await registerUser(t.app);
    expect((await settings(flagged.headers)).json().isAdmin).toBe(false);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, flagged.id));
    const response = await authenticate({ email: flagged.email, password: flagged.password });
    expect(response.json().isAdmin).toBe(true);
  });
});

describe('protected routes without a valid token', () => {
  it('answer 401 with no token, a malformed header or an unknown token', async () => {
    for (const headers of [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer' },
      bearer('unknown-token'),
    ]) {
      const response = await settings(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Please log in to continue.',
        code: 'UNAUTHENTICATED',
        requestId: expect.any(String),
      });
    }
  });

  it('answer 401 before looking at the body', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/users/update', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('answer 401 for an expired token', async () => {
    const user = await registerUser(t.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    expect((await settings(user.headers)).statusCode).toBe(401);
  });
});

describe('session expiry', () => {
  const expiryOf = async (token: string) => {
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row!.expiresAt.getTime();
  };
  const setExpiry = (token: string, at: number) =>
    t.db
      .update(sessions)
      .set({ expiresAt: new Date(at) })
      .where(eq(sessions.tokenHash, hashToken(token)));

  it('is 30 days after login', async () => {
    const before = Date.now();
    const user = await registerUser(t.app);
    const expiry = await expiryOf(user.token);
    expect(expiry).toBeGreaterThanOrEqual(before + SESSION_TTL_MS - 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + SESSION_TTL_MS + 1000);
  });

  it('slides forward when the token is used', async () => {
    const user = await registerUser(t.app);
    await setExpiry(user.token, Date.now() + 24 * 60 * 60 * 1000);
    expect((await settings(user.headers)).statusCode).toBe(200);
    expect(await expiryOf(user.token)).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
  });

  it('is not rewritten on every request within the hour', async () => {
    const user = await registerUser(t.app);
    const recent = Date.now() + SESSION_TTL_MS - 10 * 60 * 1000;
    await setExpiry(user.token, recent);
    expect((await settings(user.headers)).statusCode).toBe(200);
    expect(await expiryOf(user.token)).toBe(recent);
  });
});

describe('POST /api/users/logout', () => {
  it('answers 204 and revokes the token, leaving other sessions alone', async () => {
    const user = await registerUser(t.app);
    const other = await login(t.app, user.email, user.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await settings(user.headers)).statusCode).toBe(401);
    expect((await settings(other.headers)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/logout' });
    expect(response.statusCode).toBe(401);
  });
});
