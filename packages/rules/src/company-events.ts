/**
 * The words of a company's event log, defined once for the rules, the server and the shared
 * schemas (docs/adr/0139-the-event-log-holds-what-a-battle-changed.md): every kind of line the
 * log keeps, the kinds a battle's aftermath writes, and the kind of timeline line each shows as.
 */
export const COMPANY_EVENT_KINDS = [
  'companyFounded',
  'companyRetired',
  'companyReenlisted',
  'warriorRecruited',
  'warriorDismissed',
  'warriorKilled',
  'warriorInjured',
  'warriorLost',
  'warriorRecovered',
  'warriorBroughtBack',
  'warriorRankChanged',
  'warriorLevelledUp',
  'battleApplied',
  'battleUndone',
  'influenceSpent',
  'influenceReturned',
] as const;
export type CompanyEventKind = (typeof COMPANY_EVENT_KINDS)[number];

/** The kinds a battle's aftermath writes: the battle, and each warrior killed, injured or levelled up. */
export type BattleEventKind = Extract<
  CompanyEventKind,
  'battleApplied' | `warrior${'Killed' | 'Injured' | 'LevelledUp'}`
>;

/**
 * The log's kinds that are lines of the timeline, and the timeline kind each one is: a battle
 * is one line, `battle`, with its casualties. Kinds not here are folded into other lines.
 */
export const TIMELINE_KIND_OF = {
  companyFounded: 'companyFounded',
  companyRetired: 'companyRetired',
  companyReenlisted: 'companyReenlisted',
  battleApplied: 'battle',
  battleUndone: 'battleUndone',
  warriorRecruited: 'warriorRecruited',
  warriorDismissed: 'warriorDismissed',
  warriorKilled: 'warriorKilled',
  warriorInjured: 'warriorInjured',
  warriorLost: 'warriorLost',
  warriorRecovered: 'warriorRecovered',
  warriorBroughtBack: 'warriorBroughtBack',
  warriorRankChanged: 'warriorRankChanged',
  warriorLevelledUp: 'warriorLevelledUp',
  influenceSpent: 'influenceSpent',
} as const satisfies Partial<Record<CompanyEventKind, string>>;

/** The kinds of line a company's timeline shows. */
export type TimelineKind = (typeof TIMELINE_KIND_OF)[keyof typeof TIMELINE_KIND_OF];
export const TIMELINE_KINDS: readonly TimelineKind[] = Object.values(TIMELINE_KIND_OF);
