import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../test/api-routes';
import { registerUser, useTestApp } from '../test/helpers';
import { seedOwnedRows } from '../test/owned-rows';
import { malformedRequests } from '../test/malformed-requests';
import { snapshotTables } from '../test/table-snapshot';

const t = useTestApp();

// Every route of the OpenAPI document, so routes added later are fuzzed without listing them.
// Some 1,500 requests to some 50 routes: more than the default timeout on a busy machine.
describe('every API route, given malformed input', { timeout: 180_000 }, () => {
  it('answers without a server error and changes nothing in any table', async () => {
    const player = await registerUser(t.app);
    await seedOwnedRows(t.app, player);
    const routes = apiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(20);
    const before = await snapshotTables(t.db);

    const problems: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const url = (param: string) => route.path.replace(/\{\w+\}/g, param);
      for (const request of malformedRequests(route, url)) {
        const response = await t.app.inject({
          method: route.method,
          url: request.url,
          headers: { ...player.headers, ...request.headers },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        sent++;
        const status = response.statusCode;
        if (status >= 500 || (request.mustFail && status < 400)) {
          problems.push(
            `${route.name} with ${request.label}: ${status} ${response.body.slice(0, 200)}`,
          );
        }
      }
    }

    expect(problems).toEqual([]);
    expect(await snapshotTables(t.db)).toEqual(before);
    console.info(`${sent} malformed requests sent to ${routes.length} routes`);
    // Thousands of requests, more with every route: past the default on a loaded machine.
  }, 120_000);
});
