import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_FILE_FORMAT, COMPANY_FILE_MAX_BYTES, type Company } from '@warband/schemas';
import { apiRoutes, type JsonSchema } from '../../test/api-routes';
import { registerUser, useTestApp, type TestUser } from '../../test/helpers';
import { answerOf } from '../../test/http-answers';
import {
  BODY_LIMIT_BYTES,
  BODY_TOO_DEEP,
  BODY_TOO_MANY_VALUES,
  LARGE_BODIES_HELD,
  LARGE_BODY_BYTES,
  MAX_JSON_CONTAINERS,
  MAX_JSON_DEPTH,
} from '../plugins/json-body';
import { BODIES_BUSY } from '../plugins/body-turns';

// What a request body may cost the server: its size, its nesting, how many large ones at once
// (docs/adr/0165-request-bodies-are-bounded.md).

const t = useTestApp();

const JSON_TYPE = { 'content-type': 'application/json' };

/**
 * A company file of one event, its changes nested `levels` objects deep: at 6, as deep as a
 * file may hold them, the body nests 11 levels, the deepest of the API.
 */
function companyFile(levels: number) {
  let changes: object = {};
  for (let level = 0; level < levels; level++) changes = { a: changes };
  return {
    file: {
      format: COMPANY_FILE_FORMAT,
      version: 1,
      company: { name: 'Éored of the Westfold', race: 'Rohan' },
      events: [{ kind: 'companyFounded', changes, createdAt: '2026-03-01T12:00:00.000Z' }],
    },
  };
}

async function companyNames(user: TestUser) {
  const listed = await t.app.inject({
    method: 'GET',
    url: '/api/companies',
    headers: user.headers,
  });
  return listed.json<Company[]>().map((company) => company.name);
}

describe('a request body over its route’s limit', () => {
  it('is refused with 413 and the error shape, with or without an Operation-Id, writing nothing', async () => {
    const user = await registerUser(t.app);
    const cases = [
      {
        url: '/api/company/import',
        bytes: COMPANY_FILE_MAX_BYTES + 16 * 1024 + 1,
        message: 'The company file is too large (at most 2 MB).',
      },
      {
        url: '/api/company/create',
        bytes: BODY_LIMIT_BYTES + 1,
        message: 'The request is too large.',
      },
    ];
    for (const { url, bytes, message } of cases) {
      for (const operation of [{}, { 'operation-id': randomUUID() }]) {
        // Valid JSON as far as it goes: spaces inside a string.
        const payload = `{"name":"${' '.repeat(bytes - 11)}"}`;
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...user.headers, ...JSON_TYPE, ...operation },
          payload,
        });
        expect(response.statusCode, url).toBe(413);
        expect(response.json()).toEqual({
          message,
          code: 'TOO_LARGE',
          requestId: response.headers['x-request-id'],
        });
      }
    }
    expect(await companyNames(user)).toEqual([]);
  });
});

describe('a request body nested deeper than any of the API’s', () => {
  it('is refused with 400 saying so, however it nests, and brackets inside text do not count', async () => {
    const user = await registerUser(t.app);
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/company/create',
        headers: { ...user.headers, ...JSON_TYPE },
        payload,
      });
    const nested = (levels: number, open: string, close: string) =>
      open.repeat(levels) + close.repeat(levels);
    for (const payload of [
      nested(MAX_JSON_DEPTH + 1, '[', ']'),
      nested(4000, '[', ']'),
      nested(4000, '{"a":', '}').replace(/:}/, ':{}}'),
      `{"name":${nested(MAX_JSON_DEPTH, '[', ']')}}`,
    ]) {
      const response = await send(payload);
      expect(response.statusCode, payload.slice(0, 40)).toBe(400);
      expect(response.json()).toEqual({
        message: BODY_TOO_DEEP,
        code: 'VALIDATION',
        requestId: response.headers['x-request-id'],
      });
    }
    // At the limit, the body is read and checked as any other.
    const atLimit = await send(`{"name":${nested(MAX_JSON_DEPTH - 1, '[', ']')}}`);
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json()).toMatchObject({ fields: { name: expect.any(String) } });
    const name = `Riders ${'[{"'.repeat(20)}`;
    const created = await send(JSON.stringify({ name, race: 'Rohan', influence: 0 }));
    expect(created.statusCode, created.body).toBe(201);
    expect(await companyNames(user)).toEqual([name]);
  });

  it('refuses a body of more arrays and objects than any of the API holds with 400, before parsing', async () => {
    const user = await registerUser(t.app);
    const withEvents = (count: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/company/import',
        headers: { ...user.headers, ...JSON_TYPE, 'operation-id': randomUUID() },
        payload: `{"file":{"events":[${Array<string>(count).fill('{}').join(',')}]}}`,
      });
    const over = await withEvents(MAX_JSON_CONTAINERS);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      message: BODY_TOO_MANY_VALUES,
      code: 'VALIDATION',
      requestId: over.headers['x-request-id'],
    });
    // At the limit, the body is read and checked as any other: the file's own refusal.
    const atLimit = await withEvents(MAX_JSON_CONTAINERS - 3);
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json()).toMatchObject({ fields: expect.any(Object) });
  });

  it('leaves room for the deepest body the API reads: a company file with deep changes', async () => {
    const user = await registerUser(t.app);
    const body = companyFile(6);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/company/import',
      headers: { ...user.headers, 'operation-id': randomUUID() },
      payload: body,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    // Deeper changes than that are the file's own refusal, not the parser's.
    const deeper = await t.app.inject({
      method: 'POST',
      url: '/api/company/import',
      headers: user.headers,
      payload: companyFile(7),
    });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json()).toMatchObject({
      fields: { 'file.events.0.changes': expect.any(String) },
    });
  });

  it('is deeper than every body the routes describe, with room for the values they leave open', () => {
    const depth = (schema: JsonSchema | undefined): number => {
      if (!schema) return 0;
      const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map(depth);
      const open =
        typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
      const children = [...Object.values(schema.properties ?? {}), schema.items, open].map(depth);
      const container =
        schema.properties || schema.items || open ? 1 + Math.max(0, ...children) : 0;
      return Math.max(container, ...alternatives);
    };
    const deepest = Math.max(...apiRoutes(t.app).map((route) => depth(route.body)));
    // 11 levels, the company file's battles; its events' changes, which the schema leaves open,
    // reach as deep (above). A route that describes more than half the limit leaves too little
    // room for what it leaves open, and needs the limit looked at again.
    expect(deepest).toBeLessThanOrEqual(MAX_JSON_DEPTH / 2);
  });
});

describe('large request bodies at once', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.app.close());
  const connections = () =>
    new Promise<number>((resolve, reject) =>
      t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
  /** Waits, a turn of the event loop at a time, until the condition holds. */
  async function until(condition: () => Promise<boolean>) {
    while (!(await condition())) await new Promise((resolve) => setImmediate(resolve));
  }

  /**
   * An import of a company file over 64 KiB (spaces after its JSON), of which only the first
   * bytes are sent: the server holds it as long as the rest does not come.
   */
  function startImport(user: TestUser, name: string) {
    const json = JSON.stringify({
      file: { ...companyFile(0).file, company: { name, race: 'Rohan' } },
    });
    const body = Buffer.from(json.padEnd(LARGE_BODY_BYTES + 1024, ' '));
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/company/import',
      agent: false,
      headers: { ...user.headers, ...JSON_TYPE, 'content-length': body.length },
    });
    const answer = answerOf(request);
    request.write(body.subarray(0, 1024));
    return { name, answer, finish: () => request.end(body.subarray(1024)) };
  }

  it('holds two at once, turns the next away with a readable 503 and Retry-After, then takes more', async () => {
    const user = await registerUser(t.app);
    const imports = Array.from({ length: LARGE_BODIES_HELD + 1 }, (_, index) =>
      startImport(user, `Éored ${index}`),
    );
    // All three have arrived (their first bytes sent, and an answer to a later request has
    // come back) before any body is finished: the third the server met found both turns held.
    await until(async () => (await connections()) >= imports.length);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    for (const started of imports) started.finish();
    const answers = await Promise.all(imports.map((started) => started.answer));
    // The one turned away is answered once its body has been read and dropped, never reset.
    const refused = answers.filter((answer) => answer.status === 503);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 503]);
    expect(Number(refused[0]?.retryAfter)).toBeGreaterThan(0);
    expect(JSON.parse(refused[0]?.body ?? '{}')).toMatchObject({
      code: 'RATE_LIMITED',
      message: BODIES_BUSY,
    });
    const held = imports.filter((_, index) => answers[index]?.status === 201);

    // Their turns given back, the next is taken.
    const next = startImport(user, 'Éored again');
    next.finish();
    expect((await next.answer).status).toBe(201);
    expect((await companyNames(user)).sort()).toEqual(
      [...held.map((started) => started.name), 'Éored again'].sort(),
    );
  });
});
