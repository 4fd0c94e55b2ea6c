/**
 * The first part of every query key, by area (and the library's lists apart): each area's query-key factory starts its keys
 * with its root, and the refresh map (refresh.ts) names the roots an event makes stale.
 */
export const QUERY_ROOTS = {
  companies: ['companies'],
  battles: ['battles'],
  campaigns: ['campaigns'],
  library: ['library'],
  /** The four library lists; not the import's preview, which an import must not ask again. */
  libraryLists: ['library', 'list'],
  profiles: ['profiles'],
  sharing: ['sharing'],
  users: ['users'],
  donations: ['donations'],
  live: ['live'],
} as const;

export type QueryArea = keyof typeof QUERY_ROOTS;
