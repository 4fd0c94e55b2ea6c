import { z } from 'zod';
import { RACES } from '@warband/rules';
import { BattleRecord } from './aftermath';
import { isStorable, optionalText, REQUIRED, requiredText, text } from './common';
import { COMPANY_INFLUENCE_MAX } from './company';
import { wholeNumber } from './library';
import {
  checkWarrior,
  WARRIOR_LIMITS,
  WarriorFields,
  WarriorHeroicActionInput,
  WarriorRuleInput,
  WarriorSpellInput,
  WarriorWargearInput,
} from './warrior';

// The company file ('Export company', 'Import company'): one company, its warriors with their
// lists, its battles and its event log, to keep or to move to another account.

export const COMPANY_FILE_FORMAT = 'warband-ledger-company';
export const COMPANY_FILE_VERSION = 1;
export const COMPANY_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** Warriors in one file: the living, the wounded and the dead a long campaign keeps. */
export const COMPANY_FILE_MAX_WARRIORS = 200;
export const COMPANY_FILE_MAX_BATTLES = 500;
export const COMPANY_FILE_MAX_EVENTS = 5000;

/** A key inside the file only: the warrior, entry or battle it names gets a new id on import. */
const FileKey = text({ error: REQUIRED })
  .min(1, 'Every entry needs an id')
  .max(WARRIOR_LIMITS.entryId, `An id is at most ${WARRIOR_LIMITS.entryId} characters`);

// An entry as the file carries it: its own fields and its key. The editor's flags and the
// library ids are not the importer's, so the schema drops whatever the file says of them.
const NOT_IN_FILE = { new: true, remove: true } as const;
const FileWargear = WarriorWargearInput.omit({ ...NOT_IN_FILE, armouryId: true });
const FileRule = WarriorRuleInput.omit({ ...NOT_IN_FILE, myRuleId: true });
const FileHeroicAction = WarriorHeroicActionInput.omit({ ...NOT_IN_FILE, myHeroicActionsId: true });
const FileSpell = WarriorSpellInput.omit({ ...NOT_IN_FILE, mySpellsId: true });

function fileList<T extends z.ZodType>(entry: T) {
  const max = WARRIOR_LIMITS.listEntries;
  return z.array(entry).max(max, `At most ${max} entries`).default([]);
}

/**
 * What the server works out from the rest. A file may carry them, so a reader of the file
 * sees them, but an import never reads them: they are worked out again.
 */
const Derived = z.unknown().optional();

export const CompanyFileWarrior = WarriorFields.extend({
  id: FileKey,
  owner: FileKey.nullable().default(null),
  wargear: fileList(FileWargear),
  specialRules: fileList(FileRule),
  heroicActions: fileList(FileHeroicAction),
  spells: fileList(FileSpell),
  totalStats: Derived,
  totalPoints: Derived,
  level: Derived,
}).superRefine(checkWarrior);
export type CompanyFileWarrior = z.infer<typeof CompanyFileWarrior>;

const EVENT_CHANGES_DEPTH = 6;
const EVENT_CHANGES_ITEMS = 500;

/** Plain JSON, shallow and with storable text: what an event's changes may hold. */
function isPlainChanges(value: unknown, depth = 0): boolean {
  if (depth > EVENT_CHANGES_DEPTH) return false;
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.length <= 5000 && isStorable(value);
  const items: unknown[] | null = Array.isArray(value)
    ? value
    : typeof value === 'object'
      ? Object.entries(value).flat()
      : null;
  if (items === null || items.length > EVENT_CHANGES_ITEMS) return false;
  return items.every((item) => isPlainChanges(item, depth + 1));
}

/** One line of the company's event log. */
export const CompanyFileEvent = z.object({
  kind: requiredText('kind', 50),
  warriorId: FileKey.nullable().default(null),
  battleId: FileKey.nullable().default(null),
  changes: z
    .record(text().max(100), z.unknown())
    .refine((changes) => isPlainChanges(changes), 'These changes are not plain, short JSON'),
  createdAt: z.iso.datetime({ offset: true, error: 'Please give a date and time' }),
});
export type CompanyFileEvent = z.infer<typeof CompanyFileEvent>;

export const CompanyFileBattle = BattleRecord.extend({
  battleId: FileKey,
  appliedAt: z.iso.datetime({ offset: true, error: 'Please give a date and time' }),
  warriors: BattleRecord.shape.warriors.max(200, 'At most 200 warriors per battle'),
});
export type CompanyFileBattle = z.infer<typeof CompanyFileBattle>;

export const CompanyFileCompany = z.object({
  name: requiredText('name', 100),
  race: z.enum(RACES, { error: 'Please select a race' }),
  backstory: optionalText(5000),
  influence: wholeNumber(0, COMPANY_INFLUENCE_MAX).default(0),
  retired: z.boolean().default(false),
  /** The company's ruleset; files exported before companies had their own take the importer's. */
  newRuleset: z.boolean().optional(),
  rating: Derived,
  currentRating: Derived,
});

/** 'Export company' file; 'Import company' reads it as a new company of the importer's. */
export const CompanyFile = z.object({
  format: z.literal(COMPANY_FILE_FORMAT, { error: 'This is not a Warband Ledger company file' }),
  version: z.literal(COMPANY_FILE_VERSION, {
    error: `Unsupported company file version (this app reads version ${COMPANY_FILE_VERSION})`,
  }),
  exportedAt: text().max(100).optional(),
  company: CompanyFileCompany,
  warriors: z
    .array(CompanyFileWarrior)
    .max(COMPANY_FILE_MAX_WARRIORS, `At most ${COMPANY_FILE_MAX_WARRIORS} warriors`)
    .default([]),
  battles: z
    .array(CompanyFileBattle)
    .max(COMPANY_FILE_MAX_BATTLES, `At most ${COMPANY_FILE_MAX_BATTLES} battles`)
    .default([]),
  events: z
    .array(CompanyFileEvent)
    .max(COMPANY_FILE_MAX_EVENTS, `At most ${COMPANY_FILE_MAX_EVENTS} events`)
    .default([]),
});
export type CompanyFile = z.infer<typeof CompanyFile>;

/** POST /company/import. */
export const ImportCompanyInput = z.object({ file: CompanyFile });
export type ImportCompanyInput = z.infer<typeof ImportCompanyInput>;

/** The file's name: the company's name in plain characters, and the day (YYYY-MM-DD). */
export function companyFileName(name: string, day: string): string {
  const stem =
    name
      .normalize('NFKD')
      // The accents come apart from their letters: dropped, 'Éored' is 'eored'.
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'company';
  return `${stem}-${day}.json`;
}
