import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { againstTheOdds, present } from '@warband/rules';
import {
  FRIENDLY_INVITE_NOT_VALID,
  FRIENDLY_MATCH_DAYS,
  type CreatedFriendlyMatch,
  type CreateFriendlyMatchInput,
  type FriendlyInvitePreview,
  type JoinFriendlyMatchInput,
  type MatchSummary,
} from '@warband/schemas';
import type { Database } from '../../db/client';
import { companies, friendlyMatches, friendlyMatchSides, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { readCompany } from '../company/company-entity';
import type { Caller, ServiceContext } from '../context';
import { findOwned } from '../owned';
import { hashToken, newToken } from '../tokens';
import { inTransaction } from '../transaction';
import { readMyMatches } from './list-matches';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The caller's company, held (key share) until the write commits, with its current rating. */
async function callersCompany(db: Database, caller: Pick<Caller, 'id'>, companyId: string) {
  await findOwned(db, companies, caller, companyId);
  const [row] = await db
    .select()
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('key share');
  return readCompany(db, present(row, 'The company'));
}

async function theMatch(db: Database, caller: Pick<Caller, 'id'>, matchId: string) {
  const [match] = await readMyMatches(db, caller, matchId);
  return present(match, 'The friendly match');
}

/**
 * POST /friendly-matches: a match in no campaign, made by a player with one of their
 * companies, and the token of the link that invites the other player. The token is answered
 * this once and only its SHA-256 is kept, as for a campaign's invites; the record of a request
 * sent with an Operation-Id keeps the match without it (docs/adr/0160-operation-ids.md).
 */
export function createFriendlyMatch(
  ctx: ServiceContext,
  caller: Caller,
  input: CreateFriendlyMatchInput,
): Promise<CreatedFriendlyMatch> {
  return inTransaction(
    ctx,
    async ({ db }) => {
      const company = await callersCompany(db, caller, input.companyId);
      const token = newToken();
      const expiresAt = new Date(Date.now() + FRIENDLY_MATCH_DAYS * DAY_MS);
      const [made] = await db
        .insert(friendlyMatches)
        .values({ createdBy: caller.id, tokenHash: hashToken(token), expiresAt })
        .returning({ id: friendlyMatches.id });
      const matchId = present(made, 'The friendly match').id;
      await db.insert(friendlyMatchSides).values({
        matchId,
        side: 0,
        userId: caller.id,
        companyId: company.id,
        companyName: company.name,
        rating: company.currentRating,
        againstTheOdds: 0,
      });
      return {
        match: await theMatch(db, caller, matchId),
        token,
        expiresAt: expiresAt.toISOString(),
      };
    },
    { recordAs: ({ token: _token, ...made }) => made },
  );
}

/** A friendly match's invite that can still be used, by another player than its maker. */
function openInvite(token: string, caller: Pick<Caller, 'id'>) {
  return and(
    eq(friendlyMatches.tokenHash, hashToken(token)),
    isNull(friendlyMatches.joinedAt),
    gt(friendlyMatches.expiresAt, new Date()),
    ne(friendlyMatches.createdBy, caller.id),
  );
}

/** GET /friendly-matches/invite/{token}: who invites the caller, and with which company. */
export async function previewFriendlyInvite(
  ctx: ServiceContext,
  caller: Caller,
  input: { token: string },
): Promise<FriendlyInvitePreview> {
  const [found] = await ctx.db
    .select({ match: friendlyMatches, side: friendlyMatchSides, invitedBy: users.name })
    .from(friendlyMatches)
    .innerJoin(
      friendlyMatchSides,
      and(eq(friendlyMatchSides.matchId, friendlyMatches.id), eq(friendlyMatchSides.side, 0)),
    )
    .innerJoin(users, eq(users.id, friendlyMatches.createdBy))
    .where(openInvite(input.token, caller));
  if (!found) throw new NotFoundError(FRIENDLY_INVITE_NOT_VALID);
  return {
    matchId: found.match.id,
    invitedBy: found.invitedBy,
    expiresAt: found.match.expiresAt.toISOString(),
    company: {
      companyId: found.side.companyId,
      companyName: found.side.companyName,
      ownerName: found.invitedBy,
      rating: found.side.rating,
      againstTheOdds: found.side.againstTheOdds,
    },
  };
}

/**
 * POST /friendly-matches/join: the invited player joins with one of their companies, once.
 * The match starts now: both sides' ratings are taken as they are, and Against the Odds is
 * the rules' function of them, as for a campaign's match (docs/rules.md#against-the-odds).
 * The match row is locked, so two players opening one link at once cannot both join.
 */
export function joinFriendlyMatch(
  ctx: ServiceContext,
  caller: Caller,
  input: JoinFriendlyMatchInput,
): Promise<MatchSummary> {
  return inTransaction(ctx, async ({ db }) => {
    const guest = await callersCompany(db, caller, input.companyId);
    const [match] = await db
      .select({ id: friendlyMatches.id })
      .from(friendlyMatches)
      .where(openInvite(input.token, caller))
      .for('update');
    if (!match) throw new NotFoundError(FRIENDLY_INVITE_NOT_VALID);
    const [hostSide] = await db
      .select({ companyId: friendlyMatchSides.companyId })
      .from(friendlyMatchSides)
      .where(and(eq(friendlyMatchSides.matchId, match.id), eq(friendlyMatchSides.side, 0)));
    const [hostRow] = hostSide?.companyId
      ? await db
          .select()
          .from(companies)
          .where(eq(companies.id, hostSide.companyId))
          .for('key share')
      : [];
    // The inviting company was deleted since: there is no one to play.
    if (!hostRow) throw new NotFoundError(FRIENDLY_INVITE_NOT_VALID);
    const host = await readCompany(db, hostRow);
    const odds = againstTheOdds(host.currentRating, guest.currentRating);
    await db
      .update(friendlyMatchSides)
      .set({
        companyName: host.name,
        rating: host.currentRating,
        againstTheOdds: odds.side === 'company' ? odds.bonus : 0,
      })
      .where(and(eq(friendlyMatchSides.matchId, match.id), eq(friendlyMatchSides.side, 0)));
    await db.insert(friendlyMatchSides).values({
      matchId: match.id,
      side: 1,
      userId: caller.id,
      companyId: guest.id,
      companyName: guest.name,
      rating: guest.currentRating,
      againstTheOdds: odds.side === 'opponent' ? odds.bonus : 0,
    });
    await db
      .update(friendlyMatches)
      .set({ joinedAt: new Date() })
      .where(eq(friendlyMatches.id, match.id));
    return theMatch(db, caller, match.id);
  });
}
