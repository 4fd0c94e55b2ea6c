import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, apiRoutes } from '../test/api-routes';
import { registerUser, useTestApp } from '../test/helpers';
import { paramValueOf, seedOwnedRows, validBodyOf } from '../test/owned-rows';
import { malformedParameters, malformedRequests } from '../test/malformed-requests';
import { snapshotTables } from '../test/table-snapshot';
import { setAdminFlag } from './services/account/admin-role';

const t = useTestApp();

// Every route of the OpenAPI document, so routes added later are fuzzed without listing them.
// Some 3,000 requests to some 80 routes: more than the default timeout on a busy machine.
describe('every API route, given malformed input', { timeout: 180_000 }, () => {
  it('answers without a server error and changes nothing in any table', async () => {
    const player = await registerUser(t.app);
    const ids = await seedOwnedRows(t.app, player);
    // Admin routes are fuzzed as an admin, so their input reaches past the refusal.
    const admin = await registerUser(t.app);
    await setAdminFlag(t, { email: admin.email, isAdmin: true });
    const routes = apiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(20);
    const before = await snapshotTables(t.db);

    const problems: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const url = (param: string) => route.path.replace(/\{\w+\}/g, param);
      const wellFormed = {
        param: (name: string) => paramValueOf(route, name, ids, player),
        body: validBodyOf(route, ids),
      };
      const caller = ADMIN_ROUTES.has(route.name) ? admin : player;
      for (const request of [
        ...malformedRequests(route, url),
        ...malformedParameters(route, wellFormed),
      ]) {
        const response = await t.app.inject({
          method: route.method,
          url: request.url,
          headers: { ...caller.headers, ...request.headers },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        sent++;
        const status = response.statusCode;
        const name = `${route.name} with ${request.label}`;
        if (status >= 500 || (request.mustFail && status < 400)) {
          problems.push(`${name}: ${status} ${response.body.slice(0, 200)}`);
        }
      }
    }

    expect(problems).toEqual([]);
    expect(await snapshotTables(t.db)).toEqual(before);
    console.info(`${sent} malformed requests sent to ${routes.length} routes`);
    // Thousands of requests, more with every route: past the default on a loaded machine.
  }, 120_000);
});
