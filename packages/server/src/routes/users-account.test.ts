import { describe, expect, it } from 'vitest';
import { login, registerUser, useTestApp } from '../../test/helpers';

const t = useTestApp();

describe('PUT /api/users/update', () => {
  const update = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/users/update', headers, payload });

  it('changes name and email and answers the public user', async () => {
    const user = await registerUser(t.app);
    const email = `renamed.${user.email}`;
    const response = await update(user.headers, { name: 'Faramir', email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      name: 'Faramir',
      email,
      donated: false,
      newRuleset: false,
      isAdmin: false,
      walkthroughDismissed: false,
    });
    await expect(login(t.app, email, user.password)).resolves.toMatchObject({ id: user.id });
  });

  it('lets a player keep their own email, in another case', async () => {
    const user = await registerUser(t.app);
    const response = await update(user.headers, {
      name: 'Same Me',
      email: user.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
  });

  it("answers 409 for another player's email, in any case", async () => {
    const taken = await registerUser(t.app);
    const user = await registerUser(t.app);
    const response = await update(user.headers, {
      name: 'Thief',
      email: taken.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      fields: { email: 'An account with this email already exists' },
    });
  });

  it('requires name and email', async () => {
    const user = await registerUser(t.app);
    const response = await update(user.headers, { name: '', email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: 'Please enter a name',
      email: 'Please enter a valid email address',
    });
  });

  it('answers 401 without a token', async () => {
    expect((await update({}, { name: 'X', email: 'x@example.test' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/settings', () => {
  it('answers the public user', async () => {
    const user = await registerUser(t.app, { name: 'Gimli' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/settings',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      name: 'Gimli',
      email: user.email,
      donated: false,
      newRuleset: false,
      isAdmin: false,
      walkthroughDismissed: false,
    });
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/settings' });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/users/settings', () => {
  const put = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/users/settings', headers, payload });

  it('switches the ruleset and ignores the other user fields sent along', async () => {
    const user = await registerUser(t.app, { name: 'Legolas' });
    const response = await put(user.headers, {
      id: 'someone-else',
      name: 'Hacker',
      email: 'hacker@example.test',
      donated: true,
      isAdmin: true,
      token: user.token,
      newRuleset: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      name: 'Legolas',
      email: user.email,
      donated: false,
      newRuleset: true,
      isAdmin: false,
      walkthroughDismissed: false,
    });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/users/settings',
      headers: user.headers,
    });
    expect(again.json().newRuleset).toBe(true);
    expect((await put(user.headers, { newRuleset: false })).json().newRuleset).toBe(false);
  });

  it('puts the walkthrough away for good, and keeps it away when a setting leaves it out', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: user.headers,
      payload: { newRuleset: false, walkthroughDismissed: true },
    });
    expect(put.json().walkthroughDismissed).toBe(true);
    // The original client sends only the ruleset: the walkthrough stays away.
    const ruleset = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: user.headers,
      payload: { newRuleset: true },
    });
    expect(ruleset.json()).toMatchObject({ newRuleset: true, walkthroughDismissed: true });
    const read = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/users/settings', headers });
    expect((await read(user.headers)).json().walkthroughDismissed).toBe(true);
    expect((await read(other.headers)).json().walkthroughDismissed).toBe(false);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: user.headers,
      payload: { newRuleset: true, walkthroughDismissed: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('requires newRuleset as a boolean', async () => {
    const user = await registerUser(t.app);
    const missing = await put(user.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ newRuleset: 'This field is required' });
    expect((await put(user.headers, { newRuleset: 'yes' })).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await put({}, { newRuleset: true })).statusCode).toBe(401);
  });
});

describe('PUT /api/users/password', () => {
  const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/users/password', headers, payload });
  const settings = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/users/settings', headers });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await registerUser(t.app);
    const otherDevice = await login(t.app, user.email, user.password);
    const response = await change(user.headers, {
      password: user.password,
      newPassword: 'a brand new password',
      confirmPassword: 'a brand new password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed successfully' });

    expect((await settings(user.headers)).statusCode).toBe(200);
    expect((await settings(otherDevice.headers)).statusCode).toBe(401);
    await expect(login(t.app, user.email, user.password)).rejects.toThrow();
    await expect(login(t.app, user.email, 'a brand new password')).resolves.toMatchObject({
      id: user.id,
    });
  });

  it('answers a wrong current password with 400 on the field, not 401', async () => {
    const user = await registerUser(t.app);
    const response = await change(user.headers, {
      password: 'not my password',
      newPassword: 'a brand new password',
      confirmPassword: 'a brand new password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { password: 'Your current password is incorrect' },
    });
    expect((await settings(user.headers)).statusCode).toBe(200);
  });

  it('refuses a confirmation that does not match', async () => {
    const user = await registerUser(t.app);
    const response = await change(user.headers, {
      password: user.password,
      newPassword: 'a brand new password',
      confirmPassword: 'another new password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ confirmPassword: 'Your passwords do not match.' });
  });

  it('requires all three fields and a long enough new password', async () => {
    const user = await registerUser(t.app);
    const empty = await change(user.headers, {});
    expect(empty.json().fields).toEqual({
      password: 'This field is required',
      newPassword: 'This field is required',
      confirmPassword: 'This field is required',
    });
    const short = await change(user.headers, {
      password: user.password,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(short.json().fields).toEqual({
      newPassword: 'The password must be at least 8 characters',
    });
  });

  it('answers 401 without a token', async () => {
    const response = await change(
      {},
      { password: 'x', newPassword: 'yyyyyyyy', confirmPassword: 'yyyyyyyy' },
    );
    expect(response.statusCode).toBe(401);
  });
});
