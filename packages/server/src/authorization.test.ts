import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOGIN_REQUIRED_MESSAGE } from './errors';
import {
  ADMIN_ROUTES,
  apiRoutes,
  isPlayers,
  isProtected,
  PUBLIC_ROUTES,
  type ApiRoute,
} from '../test/api-routes';
import { exampleOf } from '../test/example-body';
import { bearer, registerUser, useTestApp } from '../test/helpers';
import { idKindOf, OWNED_NAMES, seedOwnedRows, validBodyOf } from '../test/owned-rows';
import { snapshotTables } from '../test/table-snapshot';

/**
 * Every route of the OpenAPI document: routes added later are checked without being listed.
 * Public routes are listed once, in PUBLIC_ROUTES; every other route needs a player.
 */
const t = useTestApp();

function call(
  route: ApiRoute,
  url: string,
  headers: Record<string, string> = {},
  body = exampleOf(route.body),
) {
  return t.app.inject({
    method: route.method,
    url,
    headers,
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

const withRandomIds = (route: ApiRoute) => route.path.replace(/\{\w+\}/g, () => randomUUID());

describe('without a token', () => {
  it('every protected route answers 401 and changes nothing', async () => {
    await seedOwnedRows(t.app, await registerUser(t.app));
    const before = await snapshotTables(t.db);
    const routes = apiRoutes(t.app).filter(isProtected);
    expect(routes.length).toBeGreaterThan(20);
    const answers: Record<string, number> = {};
    for (const route of routes) {
      for (const headers of [{}, bearer('not-a-session')]) {
        const response = await call(route, withRandomIds(route), headers);
        if (response.statusCode !== 401) answers[route.name] = response.statusCode;
      }
    }
    expect(answers).toEqual({});
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('every route listed as public exists and answers without one', async () => {
    const names = new Set(apiRoutes(t.app).map((route) => route.name));
    for (const name of PUBLIC_ROUTES) {
      expect(names.has(name), `${name} is listed as public but does not exist`).toBe(true);
      const route = apiRoutes(t.app).find((candidate) => candidate.name === name)!;
      const response = await call(route, withRandomIds(route));
      expect(response.json().message, name).not.toBe(LOGIN_REQUIRED_MESSAGE);
    }
  });
});

describe("another player's rows", () => {
  it('are not found by any route, and stay as they are', async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const ownerIds = await seedOwnedRows(t.app, owner);
    const before = await snapshotTables(t.db);

    const leaks: string[] = [];
    let aimed = 0;
    for (const route of apiRoutes(t.app).filter(isPlayers)) {
      if (route.pathParams.length === 0) continue;
      // The owner's real id of the kind the route takes; a random one where that is unknown.
      const kind = idKindOf(route);
      if (kind) aimed++;
      const url = route.path.replace(/\{\w+\}/g, () => (kind ? ownerIds[kind] : randomUUID()));
      // A valid body, so that only the ownership can refuse the request.
      const response = await call(route, url, stranger.headers, validBodyOf(route, ownerIds));
      if (response.statusCode !== 404) leaks.push(`${route.name}: ${response.statusCode}`);
    }
    expect(leaks).toEqual([]);
    expect(aimed).toBeGreaterThan(10);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('never appear in what another player reads', async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const ownerIds = Object.values(await seedOwnedRows(t.app, owner));
    const reads = apiRoutes(t.app).filter(
      (route) => isPlayers(route) && route.method === 'GET' && route.pathParams.length === 0,
    );
    expect(reads.length).toBeGreaterThan(3);
    for (const route of reads) {
      const response = await call(route, route.path, stranger.headers);
      expect(response.statusCode, route.name).toBe(200);
      for (const secret of [...ownerIds, owner.email, ...OWNED_NAMES]) {
        expect(response.body, `${route.name} shows ${secret}`).not.toContain(secret);
      }
    }
  });
});

describe("a campaign's three players: its owner, a member and an outsider", () => {
  it("lets neither the member nor the outsider change the owner's rows, and hides the campaign from the outsider", async () => {
    const owner = await registerUser(t.app);
    const member = await registerUser(t.app);
    const outsider = await registerUser(t.app);
    const ownerIds = await seedOwnedRows(t.app, owner);
    const memberIds = await seedOwnedRows(t.app, member);
    const invite = await t.app.inject({
      method: 'POST',
      url: `/api/campaign/${ownerIds.campaign}/invites`,
      headers: owner.headers,
      payload: {},
    });
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/campaign/join',
      headers: member.headers,
      payload: { token: invite.json<{ token: string }>().token, companyIds: [memberIds.company] },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const before = await snapshotTables(t.db);

    // What a member may do in the owner's campaign: read it (its companies by their own id).
    const memberReads = new Set(['GET /api/campaign/{id}', 'GET /api/campaign/{id}/feed']);
    const problems: string[] = [];
    for (const route of apiRoutes(t.app).filter(isPlayers)) {
      if (route.pathParams.length === 0) continue;
      const kind = idKindOf(route);
      const url = route.path.replace(/\{\w+\}/g, () => (kind ? ownerIds[kind] : randomUUID()));
      const body = validBodyOf(route, ownerIds);
      const outside = await call(route, url, outsider.headers, body);
      if (outside.statusCode !== 404)
        problems.push(`outsider ${route.name}: ${outside.statusCode}`);
      const inside = await call(route, url, member.headers, body);
      // Recording a match is every member's right: refused here only for the random second
      // company of the body, which takes no part (routes/campaigns.test.ts records real ones).
      const allowed = memberReads.has(route.name)
        ? [200]
        : route.name === 'POST /api/campaign/{id}/matches' ||
            // Bringing companies in is too; refused here since the body's company is the owner's.
            route.name === 'POST /api/campaign/{id}/companies'
          ? [400]
          : [403, 404];
      if (!allowed.includes(inside.statusCode)) {
        problems.push(`member ${route.name}: ${inside.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('admin routes', () => {
  it('answer 403 to a player who is not an admin, show no emails and change nothing', async () => {
    const owner = await registerUser(t.app);
    const player = await registerUser(t.app);
    await seedOwnedRows(t.app, owner);
    const before = await snapshotTables(t.db);
    const routes = apiRoutes(t.app).filter((route) => ADMIN_ROUTES.has(route.name));
    expect(routes.map((route) => route.name).sort()).toEqual([...ADMIN_ROUTES].sort());
    for (const route of routes) {
      const url = route.path.replace('{term}', 'example').replace(/\{\w+\}/g, () => owner.id);
      const response = await call(route, url, player.headers, { id: owner.id });
      expect(response.statusCode, route.name).toBe(403);
      expect(response.body, route.name).not.toContain('@');
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});
