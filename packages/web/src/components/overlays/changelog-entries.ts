/** What changed in the current version (changelog.ts), written for players. */
export const CHANGELOG_CHANGES: readonly string[] = [
  "Choose the 2024 ruleset in Account Details ('Use New Ruleset'): warriors gain Intelligence, and Courage and Intelligence become target numbers, where lower is better.",
  'Your warriors keep their numbers when you switch rulesets. Update Courage and Intelligence on existing warriors by hand.',
  'Sort your companies, profiles and libraries the way you like: each screen remembers its choice.',
  'Coming next: groups, battle history and map-based campaigns.',
];
