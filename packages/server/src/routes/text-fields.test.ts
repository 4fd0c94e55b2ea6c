import { describe, expect, it } from 'vitest';
import { UNSTORABLE_CHARACTER } from '@warband/schemas';
import { registerUser, uniqueEmail, useTestApp } from '../../test/helpers';

// Text the database cannot store: a NUL, and half of a surrogate pair.
const UNSTORABLE = ['a\u0000b', 'a\uD800b'];

const t = useTestApp();

async function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

describe('text the database cannot store', () => {
  it.each(UNSTORABLE)('POST /api/rule/create refuses %j on the field, with 400', async (value) => {
    const user = await registerUser(t.app);
    const response = await post('/api/rule/create', { name: value }, user.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { name: UNSTORABLE_CHARACTER },
    });
    const described = await post(
      '/api/heroicAction/create',
      { name: 'Heroic Strike', description: value },
      user.headers,
    );
    expect(described.json().fields).toEqual({ description: UNSTORABLE_CHARACTER });
  });

  it('POST /api/rule/create refuses a body that is not valid UTF-8', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rule/create',
      headers: { ...user.headers, 'content-type': 'application/json' },
      // {"name":"<0xff>"}: a broken byte that would be stored as U+FFFD.
      payload: Buffer.from([
        0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d,
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    const rules = await t.app.inject({ method: 'GET', url: '/api/rule', headers: user.headers });
    expect(rules.json()).toEqual([]);
  });

  it('POST /api/wargear/create refuses it inside special rules', async () => {
    const user = await registerUser(t.app);
    const response = await post(
      '/api/wargear/create',
      {
        name: 'Sword',
        pointsLow: 1,
        pointsHigh: 1,
        mount: 0,
        specialRules: [{ name: 'Sharp', description: 'cuts\u0000' }],
      },
      user.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'specialRules.0.description': UNSTORABLE_CHARACTER,
    });
  });

  it.each(UNSTORABLE)(
    'POST /api/users/register refuses %j in the name and password',
    async (value) => {
      const email = uniqueEmail();
      const response = await post('/api/users/register', {
        name: value,
        email,
        confirmEmail: email,
        password: `password ${value}`,
        confirmPassword: `password ${value}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toMatchObject({
        name: UNSTORABLE_CHARACTER,
        password: UNSTORABLE_CHARACTER,
      });
    },
  );

  it('PUT /api/users/update and POST /api/users/authenticate refuse it with 400', async () => {
    const user = await registerUser(t.app);
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: user.headers,
      payload: { name: 'Bilbo\u0000', email: user.email },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().fields).toEqual({ name: UNSTORABLE_CHARACTER });
    const login = await post('/api/users/authenticate', {
      email: user.email,
      password: 'x\u0000',
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().fields).toEqual({ password: UNSTORABLE_CHARACTER });
  });

  it('POST /api/library/import refuses it in any entry and writes nothing', async () => {
    const user = await registerUser(t.app);
    const response = await post(
      '/api/library/import',
      {
        pack: {
          format: 'warband-ledger-library',
          version: 1,
          rules: [{ name: 'Fine' }, { name: 'Broken\u0000' }],
        },
      },
      user.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'pack.rules.1.name': UNSTORABLE_CHARACTER });
    const rules = await t.app.inject({ method: 'GET', url: '/api/rule', headers: user.headers });
    expect(rules.json()).toEqual([]);
  });
});
