import { describe, expect, it } from 'vitest';
import { LIBRARY_PACK_MAX_BYTES, LIBRARY_PACK_MAX_ENTRIES } from '@warband/schemas';
import { librariesFullMessage, libraryFullMessage } from '../services/library/budget';
import { registerUser, useTestApp, type TestUser } from '../../test/helpers';

const t = useTestApp();

const pack = (contents: object) => ({
  format: 'warband-ledger-library',
  version: 1,
  ...contents,
});
// Rules at the longest description allowed: each takes a little over 5,000 bytes of a file.
const longRules = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({
    name: `Rule ${from + i}`,
    description: 'x'.repeat(5000),
  }));
// As the file writes each: with the turn phases it names (none here).
const RULE_FILE_BYTES = JSON.stringify({ ...longRules(1)[0], phases: [] }).length + 1;
const LONG_RULES_THAT_FIT = Math.floor((LIBRARY_PACK_MAX_BYTES - 1024) / RULE_FILE_BYTES);

function importPack(user: TestUser, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/library/import',
    headers: user.headers,
    payload,
  });
}

const exportPack = (user: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/library/export', headers: user.headers });

const createRule = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/rule/create', headers: user.headers, payload });

async function ruleCount(user: TestUser) {
  const response = await t.app.inject({ method: 'GET', url: '/api/rule', headers: user.headers });
  return (response.json() as unknown[]).length;
}

describe('libraries always fit in one library file', () => {
  it('refuses the entry past the most a library file carries, and the full library round-trips', async () => {
    const owner = await registerUser(t.app);
    const full = Array.from({ length: LIBRARY_PACK_MAX_ENTRIES }, (_, i) => ({ name: `R${i}` }));
    expect((await importPack(owner, { pack: pack({ rules: full }) })).statusCode).toBe(200);

    const oneMore = await createRule(owner, { name: 'One too many' });
    expect(oneMore.statusCode).toBe(409);
    expect(oneMore.json()).toMatchObject({
      code: 'CONFLICT',
      message: libraryFullMessage('rules'),
    });
    const importMore = await importPack(owner, { pack: pack({ rules: [{ name: 'Extra' }] }) });
    expect(importMore.statusCode).toBe(409);
    expect(await ruleCount(owner)).toBe(LIBRARY_PACK_MAX_ENTRIES);

    const exported = await exportPack(owner);
    expect(exported.statusCode).toBe(200);
    const friend = await registerUser(t.app);
    expect((await importPack(friend, { pack: exported.json() })).statusCode).toBe(200);
    expect(await ruleCount(friend)).toBe(LIBRARY_PACK_MAX_ENTRIES);
  });

  it('refuses writes that would make the file too large, and the largest file round-trips', async () => {
    const owner = await registerUser(t.app);
    const tooMany = await importPack(owner, {
      pack: pack({ rules: longRules(LONG_RULES_THAT_FIT + 1) }),
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(librariesFullMessage());
    expect(await ruleCount(owner)).toBe(0);

    const fits = await importPack(owner, {
      pack: pack({ rules: [...longRules(LONG_RULES_THAT_FIT), { name: 'Short' }] }),
    });
    expect(fits.statusCode).toBe(200);
    const bigger = await createRule(owner, { name: 'Long', description: 'y'.repeat(5000) });
    expect(bigger.statusCode).toBe(409);
    const listed = await t.app.inject({ method: 'GET', url: '/api/rule', headers: owner.headers });
    const short = (listed.json() as { id: string; name: string }[]).find(
      (rule) => rule.name === 'Short',
    );
    const grown = await t.app.inject({
      method: 'PUT',
      url: `/api/rule/${short!.id}`,
      headers: owner.headers,
      payload: { name: 'Short', description: 'z'.repeat(5000) },
    });
    expect(grown.statusCode).toBe(409);

    const exported = await exportPack(owner);
    expect(exported.statusCode).toBe(200);
    expect(Buffer.byteLength(exported.body)).toBeLessThanOrEqual(LIBRARY_PACK_MAX_BYTES);
    const friend = await registerUser(t.app);
    const again = await importPack(friend, { pack: exported.json() });
    expect(again.statusCode).toBe(200);
    const reexported = (await exportPack(friend)).json();
    expect({ ...reexported, exportedAt: 0 }).toEqual({ ...exported.json(), exportedAt: 0 });
  });

  it('answers a dry run that would not fit as the import would, writing nothing', async () => {
    const owner = await registerUser(t.app);
    const response = await importPack(owner, {
      dryRun: true,
      pack: pack({ rules: longRules(LONG_RULES_THAT_FIT + 1) }),
    });
    expect(response.statusCode).toBe(409);
    const fits = await importPack(owner, {
      dryRun: true,
      pack: pack({ rules: longRules(3) }),
    });
    expect(fits.json()).toMatchObject({ dryRun: true, added: { rules: 3 } });
    expect(await ruleCount(owner)).toBe(0);
  });
});

describe('a large import', () => {
  it('gives other requests a turn while it writes', async () => {
    const owner = await registerUser(t.app);
    const entries = (prefix: string) =>
      Array.from({ length: LIBRARY_PACK_MAX_ENTRIES }, (_, i) => ({ name: `${prefix} ${i}` }));
    let turns = 0;
    let longest = 0;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      turns++;
      if (!done) setImmediate(tick);
    };
    let done = false;
    setImmediate(tick);
    const response = await importPack(owner, {
      pack: pack({ rules: entries('Rule'), heroicActions: entries('Action') }),
    });
    done = true;
    expect(response.statusCode).toBe(200);
    // 4,000 rows go in 200 at a time, with a turn for others before each.
    expect(turns).toBeGreaterThanOrEqual(20);
    // Reported, not asserted: wall-clock time depends on the machine.
    console.info(`longest hold of the event loop during the import: ${longest.toFixed(0)} ms`);
  });
});
