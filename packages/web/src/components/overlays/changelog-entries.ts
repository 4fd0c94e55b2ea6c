/** What changed in the current version (changelog.ts), written for players: the catalogs' ids. */
export const CHANGELOG_CHANGES: readonly string[] = [
  /*i18n*/ "Choose the 2024 ruleset in Account Details ('Use New Ruleset'): warriors gain Intelligence, and Courage and Intelligence become target numbers, where lower is better.",
  /*i18n*/ 'Your warriors keep their numbers when you switch rulesets. Update Courage and Intelligence on existing warriors by hand.',
  /*i18n*/ 'Sort your companies, profiles and libraries the way you like: each screen remembers its choice.',
  /*i18n*/ 'Coming next: groups, battle history and map-based campaigns.',
];
