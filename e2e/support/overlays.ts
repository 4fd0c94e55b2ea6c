import { CHANGELOG_VERSION } from '../../packages/web/src/components/overlays/changelog';

/**
 * Local storage of a player who has seen this version's changelog and, just now, Support Us:
 * both open on timers, so journeys about something else start with them seen.
 */
export function overlaysSeen() {
  return [
    { name: 'changelogSeen', value: CHANGELOG_VERSION },
    { name: 'supportUsShownAt', value: String(Date.now()) },
  ];
}
