/** Support Us opens 3 s after load, at most once per 7 days. */
export const SUPPORT_US_DELAY_MS = 3000;
export const SUPPORT_US_INTERVAL_MS = 604_800_000;
/** The changelog opens 1 s after load, once per version. */
export const CHANGELOG_DELAY_MS = 1000;

/** Local storage keys: when Support Us last opened (ms), and the last changelog version seen. */
export const SUPPORT_US_SHOWN_KEY = 'supportUsShownAt';
export const CHANGELOG_SEEN_KEY = 'changelogSeen';

interface SupportUsState {
  now: number;
  /** When it last opened, in ms since the epoch; null when never (or unreadable). */
  lastShownAt: number | null;
  /** Whether the player sees adverts at all (logged in, not donated, not in battle). */
  advertsShown: boolean;
  /** Whether the player has a company yet: a brand-new player is left to their first steps. */
  hasCompany: boolean;
  /** Whether another dialog is open: the appeal never covers one in use. */
  dialogOpen: boolean;
}

/** Whether Support Us opens now, at the end of its delay. */
export function supportUsDue({
  now,
  lastShownAt,
  advertsShown,
  hasCompany,
  dialogOpen,
}: SupportUsState): boolean {
  if (!advertsShown || !hasCompany || dialogOpen) return false;
  return lastShownAt === null || now - lastShownAt >= SUPPORT_US_INTERVAL_MS;
}

/**
 * What the changelog does once the page has loaded: open for a returning player who has not
 * seen this version (never over a dialog in use or a battle); for a player new to this
 * browser, count this version as seen, since there is nothing to catch up on; for a visitor
 * (logged out, or on someone's shared company), nothing.
 */
export function changelogAtLoad({
  player,
  seenVersion,
  version,
  dialogOpen,
  battle,
}: {
  player: boolean;
  seenVersion: string | null;
  version: string;
  dialogOpen: boolean;
  battle: boolean;
}): 'open' | 'mark seen' | null {
  if (!player || seenVersion === version) return null;
  if (seenVersion === null) return 'mark seen';
  return dialogOpen || battle ? null : 'open';
}

/** A stored time, or null for anything that is not one. */
export function parseShownAt(stored: string | null): number | null {
  if (stored === null) return null;
  const value = Number(stored);
  return Number.isFinite(value) ? value : null;
}
