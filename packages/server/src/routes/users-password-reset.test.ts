import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../db/schema';
import { buildTestApp, login, registerUser, useTestApp } from '../../test/helpers';

const t = useTestApp();
const RESET_REQUESTED =
  'We have sent you an email with a link to reset your password. Please check your inbox';
const INVALID_LINK =
  'This password reset link is invalid or has expired. Please request a new one.';

const outbox = () => path.join(t.config.dataDir, 'outbox');

function outboxFiles(): string[] {
  return fs.existsSync(outbox()) ? fs.readdirSync(outbox()).sort() : [];
}

function requestReset(email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/request-password-reset',
    payload: { email },
  });
}

function reset(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/users/reset-password', payload });
}

/** Asks for a reset link and reads it from the mail written to the outbox. */
async function mailedResetLink(email: string) {
  const before = new Set(outboxFiles());
  expect((await requestReset(email)).statusCode).toBe(200);
  await t.app.background.settled();
  await t.app.mailer.flush();
  const added = outboxFiles().filter((file) => !before.has(file));
  expect(added).toHaveLength(1);
  const mail = await simpleParser(fs.readFileSync(path.join(outbox(), added[0]!)));
  const link = mail.text?.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  return { mail, link: new URL(link!) };
}

describe('POST /api/users/request-password-reset', () => {
  it('mails a link to the password reset page with a token', async () => {
    const user = await registerUser(t.app, { name: 'Samwise' });
    const { mail, link } = await mailedResetLink(user.email.toUpperCase());
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(user.email);
    expect(mail.subject).toBe('Reset your Warband Ledger password');
    expect(mail.text).toContain('Hello Samwise');
    expect(mail.html).toContain(`href="${link.toString().replace(/&/g, '&#38;')}"`);
    expect(`${link.origin}${link.pathname}`).toBe('http://ledger.test/password-reset');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = outboxFiles().length;
    const response = await requestReset('nobody-at-all@example.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESET_REQUESTED });
    await t.app.background.settled();
    await t.app.mailer.flush();
    expect(outboxFiles()).toHaveLength(before);
  });

  it('requires a valid email', async () => {
    const response = await requestReset('');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'Please enter an email' });
  });
});

describe('POST /api/users/reset-password', () => {
  it('sets the new password and ends every session', async () => {
    const user = await registerUser(t.app);
    const { link } = await mailedResetLink(user.email);
    const response = await reset({
      password: 'my new password',
      token: link.searchParams.get('token'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your password has been updated. You can now log in using your new password.',
    });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/users/settings',
      headers: user.headers,
    });
    expect(settings.statusCode).toBe(401);
    await expect(login(t.app, user.email, user.password)).rejects.toThrow();
    await expect(login(t.app, user.email, 'my new password')).resolves.toMatchObject({
      id: user.id,
    });
  });

  it('works once: a used link is refused', async () => {
    const user = await registerUser(t.app);
    const token = (await mailedResetLink(user.email)).link.searchParams.get('token');
    expect((await reset({ password: 'first new password', token })).statusCode).toBe(200);
    const again = await reset({ password: 'second new password', token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VALIDATION', fields: { token: INVALID_LINK } });
    await expect(login(t.app, user.email, 'first new password')).resolves.toBeDefined();
  });

  it('refuses an earlier link once the password was reset with a later one', async () => {
    const user = await registerUser(t.app);
    const first = (await mailedResetLink(user.email)).link.searchParams.get('token');
    const second = (await mailedResetLink(user.email)).link.searchParams.get('token');
    expect((await reset({ password: 'second link password', token: second })).statusCode).toBe(200);
    expect((await reset({ password: 'first link password', token: first })).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const user = await registerUser(t.app);
    const token = (await mailedResetLink(user.email)).link.searchParams.get('token');
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const response = await reset({ password: 'too late password', token });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ token: INVALID_LINK });
    await expect(login(t.app, user.email, user.password)).resolves.toBeDefined();
  });

  it('gives the link one hour', async () => {
    const user = await registerUser(t.app);
    const before = Date.now();
    await mailedResetLink(user.email);
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row!.expiresAt.getTime() - before).toBeGreaterThan(59 * 60 * 1000);
    expect(row!.expiresAt.getTime() - before).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });

  it('refuses an unknown token', async () => {
    const response = await reset({ password: 'whatever password', token: 'made-up-token' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ token: INVALID_LINK });
  });

  it('requires a long enough password and a token', async () => {
    const response = await reset({ password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      password: 'The password must be at least 8 characters',
      token: 'This field is required',
    });
  });
});

describe('an account locked by failed logins', () => {
  it('opens as soon as the password is reset, to the new password', async () => {
    // Its own server, with the default limit: the file's app has the limits out of the way.
    const server = await buildTestApp(t.db, t.config.dataDir, { RATE_LIMIT_LOGIN_FAILURES: '10' });
    try {
      const user = await registerUser(t.app);
      const attempt = (password: string) =>
        server.inject({
          method: 'POST',
          url: '/api/users/authenticate',
          payload: { email: user.email, password },
        });
      for (let guess = 0; guess < 10; guess++) {
        expect((await attempt(`wrong guess ${guess}`)).statusCode).toBe(401);
      }
      expect((await attempt(user.password)).statusCode).toBe(429);

      const { link } = await mailedResetLink(user.email);
      const response = await server.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { password: 'my new password', token: link.searchParams.get('token') },
      });
      expect(response.statusCode).toBe(200);
      expect((await attempt('my new password')).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
