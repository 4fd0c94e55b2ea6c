import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AftermathFormValues, BattleHistory, Company, Warrior } from '@warband/schemas';
import { aftermathFor, plainWarriorPayload } from '../../test/battles';
import { COMPANY, heroPayload } from '../../test/companies';
import {
  createTestDatabase,
  makeTempDir,
  uniqueEmail,
  type TestDatabase,
} from '../../test/helpers';
import { killServerProcess, signUpOverHttp, startServerProcess } from '../../test/server-process';

// A server process killed with SIGKILL while aftermaths are being applied: once it is started
// again, every company is either exactly as before its battle or exactly as the battle's answer.

const PORT = process.env.TEST_DB_DRIVER === 'postgres' ? 4703 : 4702;
const base = `http://127.0.0.1:${PORT}/api`;
const COMPANIES = 6;
const ROUNDS = 2;

let database: TestDatabase | undefined;
let temp: ReturnType<typeof makeTempDir>;
let server: ChildProcess | undefined;

beforeAll(async () => {
  temp = makeTempDir('wl-crash-');
  // PostgreSQL when the suite runs on it; else the embedded database in DATA_DIR.
  if (process.env.TEST_DB_DRIVER === 'postgres') database = await createTestDatabase();
});
afterAll(async () => {
  // Waited for: a server still writing as its directory is removed fails the removal.
  if (server) await killServerProcess(server);
  await database?.close();
  temp.remove();
});

async function start(): Promise<void> {
  server = await startServerProcess({
    port: PORT,
    dataDir: temp.dir,
    databaseUrl: database?.url,
  });
}

async function kill(): Promise<void> {
  if (server) await killServerProcess(server);
}

let headers: Record<string, string> = {};
async function call<T>(
  method: string,
  url: string,
  body?: object,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as T };
}

async function companies(): Promise<Map<string, Company>> {
  const { json } = await call<Company[]>('GET', '/companies');
  return new Map(json.map((company) => [company.id, company]));
}

describe('a server killed while applying aftermaths', () => {
  it('leaves each battle applied completely or not at all', { timeout: 240_000 }, async () => {
    await start();
    headers = await signUpOverHttp(base, uniqueEmail('crash'));
    const cast = new Map<string, Warrior[]>();
    for (let index = 0; index < COMPANIES; index++) {
      const company = await call<Company>('POST', '/company/create', {
        ...COMPANY,
        name: `Éored ${index}`,
      });
      const warriors: Warrior[] = [];
      for (const payload of [heroPayload({ experience: 0 }), plainWarriorPayload()]) {
        const created = await call<Warrior>('POST', '/warrior/create', {
          ...payload,
          companyId: company.json.id,
        });
        warriors.push(created.json);
      }
      cast.set(company.json.id, warriors);
    }

    let applied = 0;
    let notApplied = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const before = await companies();
      const battles = new Map<string, AftermathFormValues>();
      for (const [id, warriors] of cast) {
        battles.set(
          id,
          aftermathFor(warriors, { result: 'draw', rewards: { influence: round + 1 } }),
        );
      }
      const sent = [...battles].map(([id, battle]) =>
        call('PUT', `/company/${id}/battle`, battle).catch(() => null),
      );
      // The first round is killed early; the others as the first answer arrives, while the
      // rest are on their way.
      if (round === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      else await Promise.race(sent);
      await kill();
      await Promise.all(sent);
      await start();

      const after = await companies();
      for (const [id, battle] of battles) {
        const history = await call<BattleHistory>('GET', `/company/${id}/battles`);
        const recorded = history.json.battles.some((entry) => entry.battleId === battle.battleId);
        // Sending the battle again answers what the first submission answered, or applies it.
        const again = await call<Company>('PUT', `/company/${id}/battle`, battle);
        expect(again.status).toBe(200);
        if (recorded) {
          applied++;
          expect(after.get(id)).toEqual(again.json);
        } else {
          notApplied++;
          expect(after.get(id)).toEqual(before.get(id));
          expect(again.json.influence).toBe(before.get(id)!.influence + 3 + round + 1);
        }
      }
    }
    await kill();
    // Both outcomes were seen: the kills landed before and amid the submissions.
    expect(applied).toBeGreaterThan(0);
    expect(notApplied).toBeGreaterThan(0);
    expect(applied + notApplied).toBe(COMPANIES * ROUNDS);
  });
});
