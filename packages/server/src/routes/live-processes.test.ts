import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, CreatedFriendlyMatch, LiveStreamTicket, Warrior } from '@warband/schemas';
import { heroPayload, NO_LISTS } from '../../test/companies';
import { createTestDatabase, makeTempDir, type TestDatabase } from '../../test/helpers';
import { openEventStream, type EventStream } from '../../test/live';
import {
  freePort,
  killServerProcess,
  signUpOverHttp,
  startServerProcess,
} from '../../test/server-process';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: each player's
 * phone talks to its own, and each hears the other's actions, and whether the other's phone
 * follows the battle, through LISTEN/NOTIFY (docs/adr/new-live-battle-transport.md). The embedded database belongs to one process (its
 * directory is locked), so there is no second process to start on it: there, two apps in one
 * process share the battle (routes/live.test.ts).
 */
describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
  'a live battle across two server processes on one PostgreSQL',
  () => {
    let database: TestDatabase | undefined;
    const temp = makeTempDir('wl-live-processes-');
    const servers: ChildProcess[] = [];
    const bases: string[] = [];
    const streams: EventStream[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      // One after the other: the first start migrates, the second finds nothing to do.
      for (const name of ['a', 'b']) {
        const port = await freePort();
        servers.push(
          await startServerProcess({
            port,
            dataDir: `${temp.dir}/${name}`,
            databaseUrl: database.url,
          }),
        );
        bases.push(`http://127.0.0.1:${port}`);
      }
    }, 240_000);

    afterAll(async () => {
      for (const stream of streams) stream.close();
      for (const server of servers) await killServerProcess(server);
      await database?.close();
      temp.remove();
    });

    async function post<T>(base: string, url: string, headers: object, body?: object) {
      const response = await fetch(`${base}/api${url}`, {
        method: 'POST',
        headers: {
          ...headers,
          'operation-id': randomUUID(),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      expect(response.status, text).toBeLessThan(300);
      return JSON.parse(text) as T;
    }

    async function playerOn(base: string) {
      const headers = await signUpOverHttp(`${base}/api`, `${randomUUID()}@example.test`);
      const company = await post<Company>(base, '/company/create', headers, {
        name: 'Riders',
        race: 'Rohan',
        influence: 5,
        backstory: '',
      });
      const warrior = await post<Warrior>(base, '/warrior/create', headers, {
        ...heroPayload({ ...NO_LISTS, experience: 0 }),
        companyId: company.id,
      });
      return { headers, company, warrior };
    }

    it('delivers each player’s actions to the other’s stream from the other server', async () => {
      const [a, b] = bases as [string, string];
      const host = await playerOn(a);
      const guest = await playerOn(b);
      const made = await post<CreatedFriendlyMatch>(a, '/friendly-matches', host.headers, {
        companyId: host.company.id,
      });
      const matchId = made.match.id;
      await post(b, '/friendly-matches/join', guest.headers, {
        token: made.token,
        companyId: guest.company.id,
      });
      const streamOn = async (base: string, headers: object) => {
        const { ticket } = await post<LiveStreamTicket>(
          base,
          `/match/${matchId}/live/ticket`,
          headers,
        );
        const stream = await openEventStream(
          base,
          `/api/match/${matchId}/live/events?ticket=${ticket}`,
        );
        streams.push(stream);
        expect(stream.status).toBe(200);
        return stream;
      };
      const hostStream = await streamOn(a, host.headers);
      const guestStream = await streamOn(b, guest.headers);

      await post(a, `/match/${matchId}/live/actions`, host.headers, {
        kind: 'wound',
        warriorId: host.warrior.id,
        delta: 1,
      });
      expect((await guestStream.waitFor(1))[0]).toMatchObject({ seq: 1, kind: 'wound', side: 0 });
      await post(b, `/match/${matchId}/live/actions`, guest.headers, {
        kind: 'phase',
        turn: 1,
        phase: 'priority',
      });
      expect((await hostStream.waitFor(2)).map((event) => event.seq)).toEqual([1, 2]);
      expect(hostStream.events[1]).toMatchObject({ kind: 'phase', side: 1 });
      expect((await guestStream.waitFor(2)).map((event) => event.seq)).toEqual([1, 2]);

      // Each phone's presence too: the host's stream on one server, the guest hearing it come
      // and go on the other.
      await guestStream.waitForPresence((presence) => presence[0].connected);
      const told = guestStream.presence.length;
      hostStream.close();
      const gone = await guestStream.waitForPresence(
        (presence) => !presence[0].connected && presence[1].connected,
        told,
      );
      expect(gone[0].lastSeenAt).toEqual(expect.any(String));
      // None of it moved the battle's numbering: the guest's stream has the two actions only.
      expect(guestStream.events.map((event) => event.seq)).toEqual([1, 2]);
    });
  },
);
