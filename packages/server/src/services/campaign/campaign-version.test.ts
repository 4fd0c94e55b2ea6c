import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignCompanies,
  campaignInvites,
  campaignMatches,
  campaignMatchSides,
  campaignMembers,
  campaigns,
  campaignVersions,
  companies,
  users,
} from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers';

// A campaign's version is kept by triggers in the database (migration 0012), so these tests
// write with plain SQL, as any code path, present or future, would.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function newPlayer(name = 'Eowyn'): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ name, email: `${crypto.randomUUID()}@example.test`, passwordHash: 'x' })
    .returning({ id: users.id });
  return user!.id;
}

async function newCampaign(ownerId: string): Promise<string> {
  const [campaign] = await database.db
    .insert(campaigns)
    .values({ ownerId, name: 'War of the Ring', newRuleset: false })
    .returning({ id: campaigns.id });
  await database.db.insert(campaignMembers).values({
    campaignId: campaign!.id,
    userId: ownerId,
    role: 'owner',
  });
  return campaign!.id;
}

async function versionOf(campaignId: string): Promise<number> {
  const [row] = await database.db
    .select({ version: campaignVersions.version })
    .from(campaignVersions)
    .where(eq(campaignVersions.campaignId, campaignId));
  return row?.version ?? 0;
}

/** Runs a write and checks that it raised the campaign's version and no other's. */
async function expectRaises(campaignId: string, write: () => Promise<unknown>) {
  const other = await newCampaign(await newPlayer());
  const before = await versionOf(campaignId);
  const otherBefore = await versionOf(other);
  await write();
  expect(await versionOf(campaignId)).toBeGreaterThan(before);
  expect(await versionOf(other)).toBe(otherBefore);
}

async function company(userId: string, name = 'Riders'): Promise<string> {
  const [row] = await database.db
    .insert(companies)
    .values({ userId, name, race: 'Rohan' })
    .returning({ id: companies.id });
  return row!.id;
}

describe('campaign versions', () => {
  it('start with the campaign and rise with every write to it', async () => {
    const owner = await newPlayer();
    const campaignId = await newCampaign(owner);
    expect(await versionOf(campaignId)).toBeGreaterThan(0);
    await expectRaises(campaignId, () =>
      database.db
        .update(campaigns)
        .set({ name: 'The Long War' })
        .where(eq(campaigns.id, campaignId)),
    );
  });

  it('rise for members, companies taking part and invites: insert, update and delete', async () => {
    const owner = await newPlayer();
    const player = await newPlayer();
    const campaignId = await newCampaign(owner);
    const companyId = await company(player);
    const byCampaign = eq(campaignMembers.campaignId, campaignId);
    await expectRaises(campaignId, () =>
      database.db.insert(campaignMembers).values({ campaignId, userId: player, role: 'player' }),
    );
    await expectRaises(campaignId, () =>
      database.db.update(campaignMembers).set({ role: 'arbiter' }).where(byCampaign),
    );
    await expectRaises(campaignId, () =>
      database.db.insert(campaignCompanies).values({ campaignId, companyId, userId: player }),
    );
    await expectRaises(campaignId, () =>
      database.db
        .update(campaignCompanies)
        .set({ joinedAt: new Date() })
        .where(eq(campaignCompanies.companyId, companyId)),
    );
    await expectRaises(campaignId, () =>
      database.db.delete(campaignCompanies).where(eq(campaignCompanies.companyId, companyId)),
    );
    await expectRaises(campaignId, () =>
      database.db.delete(campaignMembers).where(eq(campaignMembers.userId, player)),
    );
    const invite = {
      campaignId,
      tokenHash: crypto.randomUUID(),
      expiresAt: new Date(),
      maxUses: 1,
    };
    await expectRaises(campaignId, () => database.db.insert(campaignInvites).values(invite));
    const byHash = eq(campaignInvites.tokenHash, invite.tokenHash);
    await expectRaises(campaignId, () =>
      database.db.update(campaignInvites).set({ uses: 1 }).where(byHash),
    );
    await expectRaises(campaignId, () => database.db.delete(campaignInvites).where(byHash));
  });

  it('rise for matches and their sides, and when a side’s company is deleted', async () => {
    const owner = await newPlayer();
    const campaignId = await newCampaign(owner);
    const [a, b] = [await company(owner, 'A'), await company(owner, 'B')];
    let matchId = '';
    await expectRaises(campaignId, async () => {
      const [match] = await database.db
        .insert(campaignMatches)
        .values({ campaignId, recordedBy: owner })
        .returning({ id: campaignMatches.id });
      matchId = match!.id;
    });
    const side = (n: number, companyId: string) => ({
      matchId,
      side: n,
      companyId,
      companyName: 'Side',
      rating: 100,
      againstTheOdds: 0,
    });
    await expectRaises(campaignId, () =>
      database.db.insert(campaignMatchSides).values([side(0, a), side(1, b)]),
    );
    await expectRaises(campaignId, () =>
      database.db
        .update(campaignMatchSides)
        .set({ battleId: crypto.randomUUID() })
        .where(sql`match_id = ${matchId} and side = 0`),
    );
    // The side keeps its company's name; the company goes (set null).
    await expectRaises(campaignId, () => database.db.delete(companies).where(eq(companies.id, b)));
    await expectRaises(campaignId, () =>
      database.db
        .update(campaignMatches)
        .set({ scenario: 'Reconnoitre' })
        .where(eq(campaignMatches.id, matchId)),
    );
    await expectRaises(campaignId, () =>
      database.db.delete(campaignMatches).where(eq(campaignMatches.id, matchId)),
    );
  });

  it('rise when a player the page names is renamed, and not for other changes', async () => {
    const owner = await newPlayer();
    const campaignId = await newCampaign(owner);
    const recorder = await newPlayer('Recorder');
    const sideOwner = await newPlayer('Side owner');
    const stranger = await newPlayer('Stranger');
    const [match] = await database.db
      .insert(campaignMatches)
      .values({ campaignId, recordedBy: recorder })
      .returning({ id: campaignMatches.id });
    const sides = [await company(sideOwner), await company(sideOwner)].map((companyId, side) => ({
      matchId: match!.id,
      side,
      companyId,
      companyName: 'Side',
      rating: 100,
      againstTheOdds: 0,
    }));
    await database.db.insert(campaignMatchSides).values(sides);
    for (const userId of [owner, recorder, sideOwner]) {
      await expectRaises(campaignId, () =>
        database.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, userId)),
      );
    }
    const before = await versionOf(campaignId);
    await database.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, stranger));
    await database.db.update(users).set({ donated: true }).where(eq(users.id, owner));
    expect(await versionOf(campaignId)).toBe(before);
  });

  it('go with the campaign', async () => {
    const owner = await newPlayer();
    const campaignId = await newCampaign(owner);
    await database.db.delete(campaigns).where(eq(campaigns.id, campaignId));
    expect(await versionOf(campaignId)).toBe(0);
  });
});
