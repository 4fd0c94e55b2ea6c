import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AuthUser, PublicUser, Wargear } from '@warband/schemas';
import { buildApp } from './app';
import type { Database } from './db/client';
import type { UserRow } from './services/account/users';
import { responseJsonSchema, serializerCompiler } from './serializer';
import { makeTempDir, testConfig } from '../test/helpers';

const row: UserRow = {
  id: '6f1d3c2a-1b2c-4d5e-8f90-123456789abc',
  name: 'Éowyn',
  email: 'eowyn@example.test',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  donated: false,
  newRuleset: true,
  isAdmin: false,
  walkthroughDismissed: false,
  language: 'fr',
  createdAt: new Date('2024-03-01T10:00:00.000Z'),
  updatedAt: new Date('2024-03-02T11:30:00.000Z'),
};

function serializerFor(schema: z.ZodType) {
  return serializerCompiler({ schema, method: 'GET', url: '/test' });
}

describe('serializerCompiler', () => {
  it('writes only the properties the schema names', () => {
    const json = serializerFor(PublicUser)({ ...row, sessionId: 'a-session' });
    expect(JSON.parse(json)).toEqual({
      id: row.id,
      name: 'Éowyn',
      email: 'eowyn@example.test',
      donated: false,
      newRuleset: true,
      isAdmin: false,
      walkthroughDismissed: false,
      language: 'fr',
    });
    expect(json).not.toContain('passwordHash');
    expect(json).not.toContain('argon2');
  });

  it('writes dates as ISO strings', () => {
    const Stamped = z.object({ createdAt: z.string() });
    expect(serializerFor(Stamped)({ createdAt: row.createdAt })).toBe(
      '{"createdAt":"2024-03-01T10:00:00.000Z"}',
    );
  });

  it('refuses an answer that lacks a required property', () => {
    expect(() => serializerFor(PublicUser)({ id: row.id })).toThrow(/required/);
  });

  it('compiles each schema once', () => {
    expect(serializerFor(Wargear)).toBe(serializerFor(Wargear));
  });

  it('closes every object of a response schema to unnamed properties', () => {
    const schema = responseJsonSchema(z.array(Wargear));
    expect(schema).toMatchObject({
      items: {
        additionalProperties: false,
        properties: { specialRules: { items: { additionalProperties: false } } },
      },
    });
  });
});

describe('a reply from a service that returned too much', () => {
  it('never carries the password hash, whatever the route', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // As if a service handed back its database row instead of a PublicUser.
    const leakyService = async (): Promise<PublicUser> => row;
    app.get('/settings', { schema: { response: { 200: PublicUser } } }, () => leakyService());
    app.get('/authenticate', { schema: { response: { 200: AuthUser } } }, async () => ({
      ...(await leakyService()),
      token: 'bearer-token',
    }));
    try {
      for (const url of ['/settings', '/authenticate']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.json(), url).not.toHaveProperty('passwordHash');
        expect(response.json(), url).not.toHaveProperty('createdAt');
        expect(response.body, url).not.toContain(row.passwordHash);
      }
    } finally {
      await app.close();
    }
  });
});

describe('the response schemas of the API', () => {
  it('let no unnamed property through', async () => {
    const temp = makeTempDir();
    // Building the routes needs no database; nothing here runs a query.
    const app = await buildApp({ config: testConfig(temp.dir), db: {} as Database });
    try {
      const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
      const open: string[] = [];
      const visit = (node: unknown, path: string) => {
        if (!node || typeof node !== 'object') return;
        const schema = node as Record<string, unknown>;
        if (schema.properties && schema.additionalProperties !== false) open.push(path);
        for (const [key, child] of Object.entries(schema)) visit(child, `${path}/${key}`);
      };
      let responses = 0;
      for (const [route, operations] of Object.entries<Record<string, unknown>>(doc.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const answers = (operation as { responses?: object }).responses ?? {};
          responses += Object.keys(answers).length;
          visit(answers, `${method} ${route}`);
        }
      }
      expect(responses).toBeGreaterThan(10);
      expect(open).toEqual([]);
    } finally {
      await app.close();
      temp.remove();
    }
  });
});
