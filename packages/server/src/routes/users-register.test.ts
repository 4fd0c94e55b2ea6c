import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { uniqueEmail, useTestApp } from '../../test/helpers';

const t = useTestApp();

function register(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/users/register', payload });
}

function validRegistration(overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  return {
    name: 'Aragorn',
    email,
    confirmEmail: email,
    password: 'strider-of-the-north',
    confirmPassword: 'strider-of-the-north',
    ...overrides,
  };
}

describe('POST /api/users/register', () => {
  it('creates the account and answers 201 with the message', async () => {
    const payload = validRegistration();
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Registration successful' });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { email: payload.email, password: payload.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const payload = validRegistration();
    await register(payload);
    const [row] = await t.db.select().from(users).where(eq(users.email, payload.email));
    const hash = row!.passwordHash;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain(payload.password);
  });

  it('refuses an email already taken, in another case, with 409 on the email field', async () => {
    const payload = validRegistration();
    expect((await register(payload)).statusCode).toBe(201);
    const shouted = payload.email.toUpperCase();
    const response = await register({
      ...validRegistration(),
      email: shouted,
      confirmEmail: shouted,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'CONFLICT',
      requestId: expect.any(String),
      fields: { email: 'An account with this email already exists' },
    });
  });

  it('refuses emails that do not match', async () => {
    const response = await register(
      validRegistration({ confirmEmail: 'someone.else@example.test' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please check the highlighted fields.',
      code: 'VALIDATION',
      requestId: expect.any(String),
      fields: { confirmEmail: 'Your email addresses do not match.' },
    });
  });

  it('accepts a confirmation email that differs only in case', async () => {
    const payload = validRegistration();
    const response = await register({ ...payload, confirmEmail: payload.email.toUpperCase() });
    expect(response.statusCode).toBe(201);
  });

  it('refuses passwords that do not match', async () => {
    const response = await register(validRegistration({ confirmPassword: 'something-different' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ confirmPassword: 'Your passwords do not match.' });
  });

  it('names every missing field', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: 'This field is required',
      email: 'This field is required',
      confirmEmail: 'This field is required',
      password: 'This field is required',
      confirmPassword: 'This field is required',
    });
  });

  it('refuses a blank name, an invalid email and a short password', async () => {
    const response = await register(
      validRegistration({
        name: '   ',
        email: 'not-an-email',
        confirmEmail: 'not-an-email',
        password: 'short',
        confirmPassword: 'short',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: 'Please enter a name',
      email: 'Please enter a valid email address',
      password: 'The password must be at least 8 characters',
    });
  });

  it('does not log the new player in', async () => {
    const response = await register(validRegistration());
    expect(response.json()).not.toHaveProperty('token');
  });
});
