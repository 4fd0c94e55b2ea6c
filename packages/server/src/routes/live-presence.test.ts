import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CampaignMatch,
  CreatedFriendlyMatch,
  LiveBattleState,
  LivePresencePair,
  LiveStreamTicket,
} from '@warband/schemas';
import { livePresence } from '../db/schema';
import { campaignApi, campaignWithInvite, ok } from '../../test/campaigns';
import { createCompany } from '../../test/companies';
import {
  buildTestApp,
  makeTempDir,
  registerUser,
  type TestUser,
  useSecondServer,
  useTestApp,
} from '../../test/helpers';
import { liveApi, openEventStream, type EventStream } from '../../test/live';

/**
 * Whether each player's phone follows the battle (docs/adr/new-live-battle-transport.md):
 * written by their event streams, read with the battle and told on every stream.
 */
const t = useTestApp({ LOG_LEVEL: 'error' });
const second = useSecondServer(t);

let base = '';
let secondBase = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await second.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  secondBase = `http://127.0.0.1:${(second.app.server.address() as AddressInfo).port}`;
});

const streams: EventStream[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

/** Two players of a friendly match, each with a company. */
async function friendlyMatch() {
  const a = await registerUser(t.app, { name: 'Éomer' });
  const b = await registerUser(t.app, { name: 'Erkenbrand' });
  const aCompany = await createCompany(t.app, a, { name: 'Riders' });
  const bCompany = await createCompany(t.app, b, { name: 'Westfolde' });
  const made = await ok<CreatedFriendlyMatch>(
    await liveApi(t.app, a).createFriendly(aCompany.id),
    201,
  );
  await ok(await liveApi(t.app, b).joinFriendly(made.token, bCompany.id));
  return { a, b, matchId: made.match.id };
}

async function streamOf(user: TestUser, matchId: string, url = base) {
  const { ticket } = await ok<LiveStreamTicket>(await liveApi(t.app, user).ticket(matchId), 201);
  const opened = await openEventStream(url, `/api/match/${matchId}/live/events?ticket=${ticket}`);
  streams.push(opened);
  expect(opened.status).toBe(200);
  return opened;
}

const presenceRead = async (user: TestUser, matchId: string) =>
  (await ok<LiveBattleState>(await liveApi(t.app, user).read(matchId))).presence;

const rowsOf = (matchId: string) =>
  t.db.select().from(livePresence).where(eq(livePresence.matchId, matchId));

const connected =
  (side: 0 | 1, is = true) =>
  (presence: LivePresencePair) =>
    presence[side].connected === is;

describe('the presence of each side’s phone', () => {
  it('is read with the battle, told on the stream as a phone comes and goes, and numbers nothing', async () => {
    const { a, b, matchId } = await friendlyMatch();
    expect(await presenceRead(a, matchId)).toEqual([
      { connected: false, lastSeenAt: null },
      { connected: false, lastSeenAt: null },
    ]);

    const bStream = await streamOf(b, matchId);
    // Told as the stream opens: the player is there, the other not yet.
    expect(await bStream.waitForPresence(connected(1))).toEqual([
      { connected: false, lastSeenAt: null },
      { connected: true, lastSeenAt: expect.any(String) },
    ]);

    const aStream = await streamOf(a, matchId);
    await bStream.waitForPresence(connected(0));
    expect((await presenceRead(b, matchId))[0].connected).toBe(true);

    const before = Date.now();
    let told = bStream.presence.length;
    aStream.close();
    const gone = await bStream.waitForPresence(connected(0, false), told);
    const lastSeenAt = gone[0].lastSeenAt ?? '';
    expect(Date.parse(lastSeenAt)).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(lastSeenAt)).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(gone[1].connected).toBe(true);
    expect(await presenceRead(b, matchId)).toEqual([
      { connected: false, lastSeenAt },
      { connected: true, lastSeenAt: expect.any(String) },
    ]);

    told = bStream.presence.length;
    await streamOf(a, matchId);
    await bStream.waitForPresence(connected(0), told);

    // None of it is an event of the battle: its seq is still 0, and a replay finds nothing.
    expect(bStream.events).toEqual([]);
    const state = await ok<LiveBattleState>(await liveApi(t.app, a).read(matchId));
    expect(state.seq).toBe(0);
  });

  it('keeps a side connected while one of its streams is open', async () => {
    const { a, b, matchId } = await friendlyMatch();
    const bStream = await streamOf(b, matchId);
    const first = await streamOf(a, matchId);
    const other = await streamOf(a, matchId);
    await bStream.waitForPresence(connected(0));
    first.close();
    // Its close is written and announced; the side stays connected through its other stream.
    await expect
      .poll(async () => (await rowsOf(matchId)).filter((row) => row.closed).map((r) => r.side))
      .toEqual([0]);
    expect(await rowsOf(matchId)).toHaveLength(3);
    expect((await presenceRead(b, matchId))[0].connected).toBe(true);
    const told = bStream.presence.length;
    other.close();
    await bStream.waitForPresence(connected(0, false), told);
    // The side's closed streams are swept but its newest, which says when it was last seen.
    expect((await rowsOf(matchId)).filter((row) => row.side === 0)).toHaveLength(1);
  });

  it('takes a stream its server stopped without closing for gone, once not seen for a while', async () => {
    const { a, b, matchId } = await friendlyMatch();
    const temp = makeTempDir();
    // A server that reads the presence again every 20 ms, as every server does every 15 s.
    const quick = await buildTestApp(
      t.db,
      temp.dir,
      { LOG_LEVEL: 'error' },
      { liveKeepAliveMs: 20 },
    );
    try {
      await quick.listen({ port: 0, host: '127.0.0.1' });
      const address = `http://127.0.0.1:${(quick.server.address() as AddressInfo).port}`;
      // Side 0's stream on a server that died: open, its last keep-alive a minute old.
      const lastSeen = new Date(Date.now() - 60_000);
      const bStream = await streamOf(b, matchId, address);
      await t.db.insert(livePresence).values({ streamId: randomUUID(), matchId, side: 0 });
      await bStream.waitForPresence(connected(0));
      const told = bStream.presence.length;
      await t.db
        .update(livePresence)
        .set({ seenAt: sql`${lastSeen.toISOString()}::timestamptz` })
        .where(and(eq(livePresence.matchId, matchId), eq(livePresence.side, 0)));
      const gone = await bStream.waitForPresence(connected(0, false), told);
      expect(Date.parse(gone[0].lastSeenAt ?? '')).toBe(lastSeen.getTime());
      expect((await presenceRead(a, matchId))[0]).toEqual({
        connected: false,
        lastSeenAt: lastSeen.toISOString(),
      });
    } finally {
      await quick.close();
      temp.remove();
    }
  });

  it('takes a phone gone once its beats stop, its stream still open, and back at its next beat', async () => {
    const { a, b, matchId } = await friendlyMatch();
    const temp = makeTempDir();
    const quick = await buildTestApp(
      t.db,
      temp.dir,
      { LOG_LEVEL: 'error' },
      { liveKeepAliveMs: 20 },
    );
    try {
      await quick.listen({ port: 0, host: '127.0.0.1' });
      const address = `http://127.0.0.1:${(quick.server.address() as AddressInfo).port}`;
      const bStream = await streamOf(b, matchId, address);
      await streamOf(a, matchId);
      await bStream.waitForPresence(connected(0));
      // Side 0's phone lost its signal a minute ago: no beat since, its stream left open here.
      const lastSeen = new Date(Date.now() - 60_000);
      await t.db
        .update(livePresence)
        .set({ seenAt: sql`${lastSeen.toISOString()}::timestamptz` })
        .where(and(eq(livePresence.matchId, matchId), eq(livePresence.side, 0)));
      let told = bStream.presence.length;
      const gone = await bStream.waitForPresence(connected(0, false), told);
      expect(gone[0].lastSeenAt).toBe(lastSeen.toISOString());

      told = bStream.presence.length;
      expect((await liveApi(t.app, a).beat(matchId)).statusCode).toBe(204);
      const back = await bStream.waitForPresence(connected(0), told);
      expect(Date.parse(back[0].lastSeenAt ?? '')).toBeGreaterThan(lastSeen.getTime());
      // A beat of a side that was never away tells nobody anything new.
      told = bStream.presence.length;
      expect((await liveApi(t.app, a).beat(matchId)).statusCode).toBe(204);
      expect((await presenceRead(b, matchId))[0].connected).toBe(true);
      expect(bStream.presence.slice(told).every((presence) => presence[0].connected)).toBe(true);
    } finally {
      await quick.close();
      temp.remove();
    }
  });

  it('takes a beat only from the match’s two players', async () => {
    const { a, matchId } = await friendlyMatch();
    const stranger = await registerUser(t.app, { name: 'Gríma' });
    expect((await liveApi(t.app, stranger).beat(matchId)).statusCode).toBe(404);
    expect((await liveApi(t.app).beat(matchId)).statusCode).toBe(401);
    // Without a stream open, a beat marks nothing: the side is still not connected.
    expect((await liveApi(t.app, a).beat(matchId)).statusCode).toBe(204);
    expect((await presenceRead(a, matchId))[0]).toEqual({ connected: false, lastSeenAt: null });
  });

  it('writes the players gone as their server closes, before it is closed', async () => {
    const { a, b, matchId } = await friendlyMatch();
    const temp = makeTempDir();
    const closing = await buildTestApp(t.db, temp.dir, { LOG_LEVEL: 'error' });
    try {
      await closing.listen({ port: 0, host: '127.0.0.1' });
      const address = `http://127.0.0.1:${(closing.server.address() as AddressInfo).port}`;
      const aStream = await streamOf(a, matchId, address);
      await aStream.waitForPresence(connected(0));
      await closing.close();
      await aStream.ended;
      expect((await presenceRead(b, matchId))[0]).toEqual({
        connected: false,
        lastSeenAt: expect.any(String),
      });
    } finally {
      await closing.close();
      temp.remove();
    }
  });

  it('is told to a stream read from another server', async () => {
    const { a, b, matchId } = await friendlyMatch();
    const bStream = await streamOf(b, matchId, secondBase);
    await bStream.waitForPresence(connected(1));
    const aStream = await streamOf(a, matchId, base);
    await bStream.waitForPresence(connected(0));
    const told = bStream.presence.length;
    aStream.close();
    await bStream.waitForPresence(connected(0, false), told);
  });

  it('is told to the campaign’s owner, whose own stream marks no side present', async () => {
    const owner = await registerUser(t.app, { name: 'Owner' });
    const a = await registerUser(t.app, { name: 'Éomer' });
    const b = await registerUser(t.app, { name: 'Erkenbrand' });
    const aCompany = await createCompany(t.app, a, { name: 'Riders' });
    const bCompany = await createCompany(t.app, b, { name: 'Westfolde' });
    const { campaign, invite } = await campaignWithInvite(t.app, owner);
    await ok(await campaignApi(t.app, a).join(invite.token, [aCompany.id]));
    await ok(await campaignApi(t.app, b).join(invite.token, [bCompany.id]));
    const match = await ok<CampaignMatch>(
      await campaignApi(t.app, owner).recordMatch(campaign.id, {
        companyIds: [aCompany.id, bCompany.id],
      }),
      201,
    );
    const ownerStream = await streamOf(owner, match.id);
    expect(await ownerStream.waitForPresence(() => true)).toEqual([
      { connected: false, lastSeenAt: null },
      { connected: false, lastSeenAt: null },
    ]);
    await streamOf(b, match.id);
    await ownerStream.waitForPresence(connected(1));
    expect(await rowsOf(match.id)).toHaveLength(1);
    expect((await liveApi(t.app, owner).beat(match.id)).statusCode).toBe(404);
  });
});
