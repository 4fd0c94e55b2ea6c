import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CreatedFriendlyMatch,
  FriendlyInvitePreview,
  LiveActionAnswer,
  LiveBattleState,
  LIVE_PRESENCE,
  LiveEvent,
  LivePresenceEvent,
  LiveLogEntry,
  LiveStreamTicket,
  MatchSummary,
  type Company,
  type CreateFriendlyMatchInput,
  type JoinFriendlyMatchInput,
  type LiveActionInput,
  type LivePresencePair,
  type SettleMatchInput,
} from '@warband/schemas';
import { config } from '../config';
import { QUERY_ROOTS } from './query-keys';
import { api, NoContent } from './client';
import type { WriteOutcome } from './offline/offline-write';
import type { LiveActionSent, LiveActionWrite } from './offline/writes';

// Plain calls: a match's live battle, shared by its two players' phones
// (docs/adr/new-live-battle-record.md, docs/adr/new-live-battle-transport.md), and friendly
// matches. The battle's state is the rules' (applyLiveAction previews an action as the server
// applies it); its events arrive on an EventSource opened with a stream ticket.

const livePath = (matchId: string) => `/match/${encodeURIComponent(matchId)}/live`;

/** The whole battle as it stands: turn, phase, both sides and their warriors. */
export function readLiveBattle(matchId: string): Promise<LiveBattleState> {
  return api.get(livePath(matchId), LiveBattleState);
}

/**
 * The battle's log, oldest first: each side's actions, a settlement, and each side's War's
 * Aftermath with the dice thrown for it.
 */
export function readLiveLog(matchId: string): Promise<LiveLogEntry[]> {
  return api.get(`${livePath(matchId)}/log`, z.array(LiveLogEntry));
}

/**
 * One action on the player's own side ("phase" by either). Its `operationId` is what makes a
 * resend apply once: keep it with the action until it is answered.
 */
export function sendLiveAction(
  matchId: string,
  action: LiveActionInput,
  operationId: string,
): Promise<LiveActionAnswer> {
  return api.post(`${livePath(matchId)}/actions`, action, LiveActionAnswer, { operationId });
}

/** The campaign's owner or an arbiter settles a disputed match. */
export function settleLiveMatch(
  matchId: string,
  input: SettleMatchInput,
  operationId: string,
): Promise<LiveActionAnswer> {
  return api.post(`${livePath(matchId)}/settle`, input, LiveActionAnswer, { operationId });
}

/**
 * The player's phone still follows the battle: sent every LIVE_PRESENCE.beatMs while its event
 * stream is open, since an open stream alone does not tell the server the phone is still there.
 */
export function markLivePresence(matchId: string): Promise<void> {
  return api.post(`${livePath(matchId)}/presence`, {}, NoContent, {
    timeoutMs: LIVE_PRESENCE.beatMs,
  });
}

/** A ticket for the event stream's address: an EventSource sends no Authorization header. */
export function createStreamTicket(matchId: string): Promise<LiveStreamTicket> {
  return api.post(`${livePath(matchId)}/ticket`, {}, LiveStreamTicket);
}

/**
 * The event stream's address. `after` is the last event the phone has (for a new EventSource
 * after a reload); the browser's own reconnects send Last-Event-ID by themselves.
 */
export function liveEventsAddress(matchId: string, ticket: string, after?: number): string {
  const query = new URLSearchParams({ ticket });
  if (after !== undefined) query.set('after', String(after));
  return `${config.apiBase}${livePath(matchId)}/events?${query}`;
}

/** One event's `data:` line, checked against the shared schema; null for anything else. */
export function parseLiveEvent(data: string): LiveEvent | null {
  try {
    const parsed = LiveEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** An `event: presence`'s data: each side's presence; null for anything else. */
export function parseLivePresence(data: string): LivePresencePair | null {
  try {
    const parsed = LivePresenceEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.presence : null;
  } catch {
    return null;
  }
}

/** The matches the player plays in, friendly and of campaigns, newest first. */
export function listMatches(): Promise<MatchSummary[]> {
  return api.get('/matches', z.array(MatchSummary));
}

/** A friendly match with one of the player's companies; its invite token is answered once. */
export function createFriendlyMatch(
  input: CreateFriendlyMatchInput,
): Promise<CreatedFriendlyMatch> {
  return api.post('/friendly-matches', input, CreatedFriendlyMatch);
}

/** Who invites the player, and with which company, before they choose theirs. */
export function readFriendlyInvite(token: string): Promise<FriendlyInvitePreview> {
  return api.get(`/friendly-matches/invite/${encodeURIComponent(token)}`, FriendlyInvitePreview);
}

export function joinFriendlyMatch(input: JoinFriendlyMatchInput): Promise<MatchSummary> {
  return api.post('/friendly-matches/join', input, MatchSummary);
}

/**
 * One action of the player on their side, sent with a fresh Operation-Id, or kept in the
 * outbox under their side's company when the server cannot be reached (api/offline/writes.ts):
 * `company` is that company as the phone has it, without which the action is only sent.
 */
export async function takeLiveAction(
  input: LiveActionWrite,
  company: Company | undefined,
): Promise<WriteOutcome<LiveActionSent>> {
  // The outbox's code, and the device store's library under it, comes with the first action
  // rather than before the page's first paint (api/companies.ts loads it the same way).
  const { sendOrQueue, WRITES } = await import('./offline/offline-write');
  return sendOrQueue(WRITES.liveAction, input, company);
}

/** The reads of live battles, under the `live` root that a sent action or an aftermath refreshes. */
export const liveQueries = {
  battle: (matchId: string) =>
    queryOptions({
      queryKey: [...QUERY_ROOTS.live, 'battle', matchId] as const,
      queryFn: () => readLiveBattle(matchId),
    }),
  log: (matchId: string) =>
    queryOptions({
      queryKey: [...QUERY_ROOTS.live, 'log', matchId] as const,
      queryFn: () => readLiveLog(matchId),
    }),
  matches: () =>
    queryOptions({ queryKey: [...QUERY_ROOTS.live, 'matches'] as const, queryFn: listMatches }),
};
