import { asc, inArray } from 'drizzle-orm';
import { againstTheOdds, present } from '@warband/rules';
import { type CampaignMatch, NOT_TAKING_PART, type RecordMatchInput } from '@warband/schemas';
import { campaignMatches, campaignMatchSides, companies } from '../../db/schema';
import { ValidationError } from '../../errors';
import { readCompany } from '../company/company-entity';
import type { Caller, ServiceContext } from '../context';
import { inTransaction } from '../transaction';
import { companiesTakingPart, membership } from './campaign-access';
import { readMatches } from './campaign-matches';

/**
 * POST /campaign/{id}/matches: any member records a match between two companies taking part.
 * Each side's rating is its current rating now, worked out by the rules in the company's own
 * ruleset (the same code as the company's own answer), and kept: later battles do not change
 * what the match was played at. Against the Odds is the rules' function of the two ratings,
 * its bonus given to the weaker side (docs/rules.md#against-the-odds,
 * docs/adr/0156-campaigns.md#ratings-and-results).
 */
export function recordMatch(
  ctx: ServiceContext,
  caller: Caller,
  input: RecordMatchInput & { campaignId: string },
): Promise<CampaignMatch> {
  return inTransaction(ctx, async ({ db }) => {
    // The sides' companies first, in id order, with the lock their rows' references take
    // anyway: an aftermath of one of them, which holds its company, then links its side of a
    // match, would otherwise meet this write holding the campaign's rows in the other order.
    await db
      .select({ id: companies.id })
      .from(companies)
      .where(inArray(companies.id, [...input.companyIds]))
      .orderBy(asc(companies.id))
      .for('key share');
    // Then the campaign row, so that a removal of the caller under way is waited for and seen.
    const member = await membership(db, caller, input.campaignId, 'key share');
    const rows = await companiesTakingPart(db, member.campaign.id, input.companyIds);
    const fields: Record<string, string> = {};
    const sides = input.companyIds.map((id, index) => {
      const row = rows.find(({ company }) => company.id === id);
      if (!row) fields[`companyIds.${index}`] = NOT_TAKING_PART;
      return row?.company;
    });
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
    const [a, b] = await Promise.all(
      sides.map((row, index) => readCompany(db, present(row, `Side ${index}'s company`))),
    );
    const sideA = present(a, 'The first side');
    const sideB = present(b, 'The second side');
    const odds = againstTheOdds(sideA.currentRating, sideB.currentRating);
    const [inserted] = await db
      .insert(campaignMatches)
      .values({
        campaignId: member.campaign.id,
        scenario: input.scenario,
        playedOn: input.playedOn,
        recordedBy: caller.id,
      })
      .returning();
    const match = present(inserted, 'The recorded match');
    await db.insert(campaignMatchSides).values(
      [sideA, sideB].map((company, side) => ({
        matchId: match.id,
        side,
        companyId: company.id,
        companyName: company.name,
        rating: company.currentRating,
        // 'company' is the first side in the rules' terms, 'opponent' the second.
        againstTheOdds: odds.side === (side === 0 ? 'company' : 'opponent') ? odds.bonus : 0,
      })),
    );
    const [answer] = await readMatches(db, member.campaign.id, match.id);
    return present(answer, 'The recorded match');
  });
}
