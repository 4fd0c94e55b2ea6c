import type { QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS, type QueryArea } from './query-keys';

/**
 * The one place that says which reads a change makes stale. Every mutation, and the outbox
 * when it applies a kept write, refreshes through it, so a write can never refresh the
 * company and forget the league table that counts it.
 */
const REFRESHES = {
  /**
   * The company, its warriors, history and timeline, the campaigns it plays in, and the live
   * battle of its match (whether its aftermath is applied, and its log).
   */
  battleApplied: ['companies', 'battles', 'campaigns', 'live'],
  battleUndone: ['companies', 'battles', 'campaigns', 'live'],
  battleCorrected: ['companies', 'battles', 'campaigns', 'live'],
  /** The company lists and pages, and the campaigns that show it. */
  companySaved: ['companies', 'campaigns'],
  companyDeleted: ['companies', 'campaigns'],
  /**
   * A kept write refused, or the player's choice about one: the companies were drawn with it
   * applied, and are drawn again without it.
   */
  keptWriteSettled: ['companies', 'campaigns'],
  warriorSaved: ['companies', 'campaigns'],
  /** A warrior buried or brought back: the company and the graveyard (read under companies). */
  graveyardChanged: ['companies', 'campaigns'],
  campaignChanged: ['campaigns'],
  /** A live battle's action: its state, and the matches that list whether it is live. */
  liveActionSent: ['live'],
  /** A disputed match settled: the league counts it, and its battle says so. */
  matchSettled: ['campaigns', 'live'],
  libraryChanged: ['libraryLists'],
  /** A library file carries profiles too. */
  libraryImported: ['libraryLists', 'profiles'],
  profilesChanged: ['profiles'],
  sharingChanged: ['sharing'],
  donationsChanged: ['donations'],
  /** The account's settings: every area but the account itself is read again. */
  settingsChanged: [
    'companies',
    'battles',
    'campaigns',
    'libraryLists',
    'profiles',
    'sharing',
    'donations',
  ],
} as const satisfies Record<string, readonly QueryArea[]>;

export type DomainEvent = keyof typeof REFRESHES;

/** Marks stale, and reads again where shown, what the events change. */
export async function refreshAfter(client: QueryClient, ...events: DomainEvent[]): Promise<void> {
  const areas = new Set<QueryArea>(events.flatMap((event) => REFRESHES[event]));
  await Promise.all(
    [...areas].map((area) => client.invalidateQueries({ queryKey: QUERY_ROOTS[area] })),
  );
}
