import { z } from 'zod';
import { BATTLE_RESULTS, INJURY_RESULTS, TIMELINE_KINDS } from '@warband/rules';
import { text } from './common';

/** How many entries a page of the timeline holds at most, and when none is asked for. */
export const TIMELINE_PAGE_MAX = 50;
export const TIMELINE_PAGE_DEFAULT = 20;

/** GET /company/{id}/timeline?before=&limit=: `before` is the `next` of the page before. */
export const TimelineQuery = z.object({
  before: text().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(TIMELINE_PAGE_MAX).default(TIMELINE_PAGE_DEFAULT),
});
export type TimelineQuery = z.infer<typeof TimelineQuery>;

/** The kinds of line a company's timeline shows: the rules' words (company-events.ts). */
export { TIMELINE_KINDS, type TimelineKind } from '@warband/rules';

/** A warrior a line names: `id` only while the warrior still exists, to open it. */
export const TimelineWarrior = z.object({ id: text().nullable(), name: text() });
export type TimelineWarrior = z.infer<typeof TimelineWarrior>;

/** A warrior the battle's injury roll was made for, with the result that applied. */
export const TimelineInjury = TimelineWarrior.extend({ injury: z.enum(INJURY_RESULTS) });
export type TimelineInjury = z.infer<typeof TimelineInjury>;

export const TimelineBattle = z.object({
  battleId: text(),
  result: z.enum(BATTLE_RESULTS),
  opponentName: text(),
  opponentCompany: text(),
  scenario: text(),
  /** Applied, then undone: its line stays, marked. */
  undone: z.boolean(),
  /** Applied, then corrected from the Battle History: one line, as corrected. */
  corrected: z.boolean(),
  killed: z.array(TimelineWarrior),
  /** Those who rolled on the injury table and lived: Full Recovery is a result too. */
  hurt: z.array(TimelineInjury),
  levelledUp: z.array(TimelineWarrior),
});
export type TimelineBattle = z.infer<typeof TimelineBattle>;

export const TimelineEntry = z.object({
  id: text(),
  at: text(),
  kind: z.enum(TIMELINE_KINDS),
  warrior: TimelineWarrior.nullable(),
  battle: TimelineBattle.nullable(),
  rankBefore: text().nullable(),
  rankAfter: text().nullable(),
  /**
   * Influence paid from the company: for the wargear of an influenceSpent line, for the
   * recruit on its line; on a dismissal's line, what was given back. Null when none.
   */
  influence: z.number().nullable(),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const Timeline = z.object({
  entries: z.array(TimelineEntry),
  /** The cursor of the next (older) page; null on the last. */
  next: text().nullable(),
});
export type Timeline = z.infer<typeof Timeline>;

/** The campaign so far, for the printed sheet and the shared view. */
export const CampaignSummary = z.object({
  battles: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  fallen: z.number(),
});
export type CampaignSummary = z.infer<typeof CampaignSummary>;
