/*
 * What decides the banner above a player's page, kept free of imports: the route preload script
 * (vite-plugins/route-preload.ts) picks the first page's banner and fetches its picture with the
 * page's reads, by the same rules the app shows it with
 * (docs/adr/0099-the-banner-starts-once-the-pages-content-is-in-one-round.md).
 */

/** Below this width the mobile banners replace the wide ones (Mantine's sm). */
export const WIDE_BANNER_QUERY = '(min-width: 48em)';

/** Battle mode: any page under .../battle (its controls must stay clear). */
export function isBattlePath(pathname: string): boolean {
  return /\/battle\/?$/.test(pathname);
}
