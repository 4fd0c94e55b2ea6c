import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, makeTempDir, type TestDatabase } from '../../test/helpers';
import { startLiveBattle } from '@warband/rules';
import {
  friendlyMatches,
  liveBattles,
  liveStreamTickets,
  operations,
  passwordResetTokens,
  sessions,
  users,
} from '../db/schema';
import { localImageStorage } from './image/local-storage';
import { sweepExpired } from './sweep-expired';

describe('sweepExpired', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  const temp = makeTempDir();
  afterAll(async () => {
    await database.close();
    temp.remove();
  });

  it('drops expired sessions, spent reset tokens and old write records, and keeps the rest', async () => {
    const { db } = database;
    const images = localImageStorage(temp.dir);
    const [user] = await db
      .insert(users)
      .values({ name: 'Sweeper', email: 'sweeper@example.test', passwordHash: 'x' })
      .returning();
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 60_000);
    const [, live] = await db
      .insert(sessions)
      .values([
        { userId: user!.id, tokenHash: 'expired-session', expiresAt: past },
        { userId: user!.id, tokenHash: 'live-session', expiresAt: future },
      ])
      .returning();
    const [match] = await db
      .insert(friendlyMatches)
      .values({ createdBy: user!.id, tokenHash: 'invite', expiresAt: future })
      .returning();
    const side = { companyId: null, userId: null, name: 'Riders', warriors: [] };
    await db.insert(liveBattles).values({
      matchId: match!.id,
      friendlyMatchId: match!.id,
      state: startLiveBattle([side, side]),
    });
    await db.insert(liveStreamTickets).values([
      { tokenHash: 'expired-ticket', sessionId: live!.id, matchId: match!.id, expiresAt: past },
      { tokenHash: 'live-ticket', sessionId: live!.id, matchId: match!.id, expiresAt: future },
    ]);
    await db.insert(passwordResetTokens).values([
      { userId: user!.id, tokenHash: 'expired-reset', expiresAt: past },
      { userId: user!.id, tokenHash: 'used-reset', expiresAt: future, usedAt: past },
      { userId: user!.id, tokenHash: 'live-reset', expiresAt: future },
    ]);

    const day = 24 * 60 * 60 * 1000;
    const operation = (operationId: string, age: number) => ({
      userId: user!.id,
      operationId,
      route: 'PUT /api/warrior/x',
      bodyHash: 'x',
      status: 200,
      createdAt: new Date(Date.now() - age),
    });
    const [old, kept] = [crypto.randomUUID(), crypto.randomUUID()];
    await db.insert(operations).values([operation(old, 31 * day), operation(kept, 29 * day)]);

    expect(await sweepExpired({ db, images })).toEqual({
      sessions: 1,
      resetTokens: 2,
      streamTickets: 1,
      operations: 1,
      images: 0,
    });

    const left = async (table: typeof sessions | typeof passwordResetTokens) =>
      (await db.select({ tokenHash: table.tokenHash }).from(table)).map((row) => row.tokenHash);
    expect(await left(sessions)).toEqual(['live-session']);
    expect(await left(passwordResetTokens)).toEqual(['live-reset']);
    const tickets = await db
      .select({ tokenHash: liveStreamTickets.tokenHash })
      .from(liveStreamTickets);
    expect(tickets.map((row) => row.tokenHash)).toEqual(['live-ticket']);
    const operationsLeft = await db.select({ id: operations.operationId }).from(operations);
    expect(operationsLeft.map((row) => row.id)).toEqual([kept]);
    expect(await sweepExpired({ db, images })).toEqual({
      sessions: 0,
      resetTokens: 0,
      streamTickets: 0,
      operations: 0,
      images: 0,
    });
  });
});
