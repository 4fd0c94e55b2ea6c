import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RegisterInput } from '@warband/schemas';
import { ConflictError } from '../errors';
import { AnswerCache } from '../services/answers/answer-cache';
import type { ServiceContext } from '../services/context';
import { memoryLoginAttempts } from '../services/login-attempts';
import { createPasswordHasher } from '../services/passwords';
import { registerUser as registerThroughService } from '../services/account/register-user';
import {
  buildTestApp,
  captureLogs,
  login,
  makeTempDir,
  registerUser,
  uniqueEmail,
  useTestApp,
  type TestUser,
} from '../../test/helpers';

const t = useTestApp({ ADMIN_EMAILS: 'warden@example.test, steward@example.test' });
const INVALID_LINK =
  'This password reset link is invalid or has expired. Please request a new one.';

/** Asks for a reset link and reads its token from the newest mail in the outbox. */
async function resetToken(email: string): Promise<string> {
  const outbox = path.join(t.config.dataDir, 'outbox');
  const before = new Set(fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/request-password-reset',
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  await t.app.background.settled();
  await t.app.mailer.flush();
  const added = fs.readdirSync(outbox).filter((file) => !before.has(file));
  const mail = fs.readFileSync(path.join(outbox, added[0]!), 'utf8').replace(/=\r?\n/g, '');
  return mail.match(/token=3D([A-Za-z0-9_-]+)/)![1]!;
}

const reset = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/reset-password',
    payload: { token, password: 'a new password for me' },
  });

const settings = async (user: Pick<TestUser, 'headers'>) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/settings', headers: user.headers })).json();

describe('POST /api/users/request-password-reset', () => {
  it('answers before it looks the account up, and logs what fails afterwards', async () => {
    const failing = {
      select: () => {
        throw new Error('the database is gone');
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
        url: '/api/users/request-password-reset',
        payload: { email: 'someone@example.test' },
      });
      expect(response.statusCode).toBe(200);
      await app.background.settled();
      const failure = logs.entries().find((entry) => entry.msg === 'password reset request failed');
      expect(failure).toMatchObject({ level: 50, err: { message: 'the database is gone' } });
    } finally {
      await app.close();
      temp.remove();
    }
  });
});

describe('POST /api/users/register', () => {
  it('hashes the password whether or not the email is taken, so both take as long', async () => {
    const hasher = createPasswordHasher('test');
    let hashed = 0;
    const ctx: ServiceContext = {
      db: t.db,
      config: t.config,
      mailer: t.app.mailer,
      loginAttempts: memoryLoginAttempts(),
      passwords: { ...hasher, hash: (password) => (hashed++, hasher.hash(password)) },
      images: t.app.images,
      background: t.app.background,
      answers: new AnswerCache(),
    };
    const email = uniqueEmail();
    const input: RegisterInput = {
      name: 'Merry',
      email,
      confirmEmail: email,
      password: 'second breakfast',
      confirmPassword: 'second breakfast',
    };
    await registerThroughService(ctx, input);
    await expect(
      registerThroughService(ctx, { ...input, email: email.toUpperCase() }),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(hashed).toBe(2);
  });
});

describe('password reset links', () => {
  it('end when the player changes their email', async () => {
    const user = await registerUser(t.app);
    const token = await resetToken(user.email);
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: user.headers,
      payload: { name: 'Moved', email: uniqueEmail('moved') },
    });
    expect(update.statusCode).toBe(200);
    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ token: INVALID_LINK });
  });

  it('survive a change of name only', async () => {
    const user = await registerUser(t.app);
    const token = await resetToken(user.email);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: user.headers,
      payload: { name: 'Renamed', email: user.email.toUpperCase() },
    });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('end when the player changes their password', async () => {
    const user = await registerUser(t.app);
    const token = await resetToken(user.email);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: user.headers,
      payload: {
        password: user.password,
        newPassword: 'changed on purpose',
        confirmPassword: 'changed on purpose',
      },
    });
    expect(change.statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(400);
    await expect(login(t.app, user.email, 'changed on purpose')).resolves.toBeDefined();
  });
});

describe('admin rights', () => {
  it('come with registering under an address in ADMIN_EMAILS, in any case', async () => {
    const warden = await registerUser(t.app, { email: 'Warden@Example.test' });
    expect((await settings(warden)).isAdmin).toBe(true);
  });

  it('never come from changing one’s email to an address in ADMIN_EMAILS', async () => {
    const player = await registerUser(t.app);
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: player.headers,
      payload: { name: 'Pretender', email: 'Steward@example.test' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().isAdmin).toBe(false);
    expect((await settings(player)).isAdmin).toBe(false);
    const again = await login(t.app, 'steward@example.test', player.password);
    expect((await settings(again)).isAdmin).toBe(false);
  });
});
