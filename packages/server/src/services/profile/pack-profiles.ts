import { getOrThrow } from '@warband/rules/narrow';
import { randomUUID } from 'node:crypto';
import { copyWargearFields, type ProfilePackEntry } from '@warband/schemas';
import type { Database } from '../../db/client';
import { profileRules, profiles, profileWargear } from '../../db/schema';
import type { Caller } from '../context';
import { sortByName } from '../library/entries';
import { ownLibraryReferences } from '../warrior/library-references';
import { checkEntryLists } from '../warrior/warrior-checks';
import { ruleValues, wargearValues } from '../warrior/warrior-values';
import { profileValues } from './profile-entity';
import type { ProfileRecord } from './profile-rows';

/**
 * Profiles in a library file, in the list's order: no ids, no timestamps, and entry ids that
 * are keys within the profile ('w1', 'r1'), so a rule still names the item that grants it.
 */
export function toPackProfiles(records: ProfileRecord[]): ProfilePackEntry[] {
  const ordered = sortByName(
    records.map((record) => ({
      name: record.row.name,
      createdAt: record.row.createdAt.toISOString(),
      record,
    })),
  );
  return ordered.map(({ record: { row, wargear, specialRules } }) => {
    const keys = new Map(wargear.map((item, index) => [item.id, `w${index + 1}`]));
    return {
      ...profileValues(row),
      wargear: wargear.map((item) => ({
        id: getOrThrow(keys, item.id, 'packed wargear'),
        armouryId: item.armouryId,
        type: item.type,
        ...copyWargearFields(item),
        statEnabled: item.statEnabled,
      })),
      specialRules: specialRules.map((rule, index) => ({
        id: `r${index + 1}`,
        myRuleId: rule.myRuleId,
        wargearId: rule.wargearId === null ? null : (keys.get(rule.wargearId) ?? null),
        type: rule.type,
        name: rule.name,
        description: rule.description,
        phases: rule.phases,
      })),
    };
  });
}

const NO_LISTS = { wargear: [], specialRules: [] };

/** Problems of a file's profiles that depend on the ruleset, keyed by their path in the pack. */
export function checkPackProfiles(entries: ProfilePackEntry[], newRuleset: boolean) {
  const problems: Record<string, string> = {};
  entries.forEach((entry, index) => {
    // Every entry of a file is new to whoever imports it.
    const asNew = {
      wargear: entry.wargear.map((item) => ({ ...item, new: true, remove: false })),
      specialRules: entry.specialRules.map((rule) => ({ ...rule, new: true, remove: false })),
    };
    const fields = checkEntryLists('profile', [], asNew, NO_LISTS, newRuleset);
    for (const [field, message] of Object.entries(fields)) {
      problems[`pack.profiles.${index}.${field}`] = message;
    }
  });
  return problems;
}

/**
 * The profiles of a file with only the library references the importer may keep
 * (docs/adr/0029-a-library-reference-must-be-the-players-own.md): those of their own libraries, or
 * that their profiles carry. A file handed over by a friend names the friend's entries, which mean
 * nothing here; the copies themselves are kept whole.
 */
export async function withOwnReferences(
  db: Database,
  caller: Pick<Caller, 'id'>,
  entries: ProfilePackEntry[],
): Promise<ProfilePackEntry[]> {
  const named = entries.flatMap((entry) => [
    ...entry.wargear.flatMap((item) =>
      item.armouryId === null ? [] : [{ list: 'wargear' as const, id: item.armouryId }],
    ),
    ...entry.specialRules.flatMap((rule) =>
      rule.myRuleId === null ? [] : [{ list: 'specialRules' as const, id: rule.myRuleId }],
    ),
  ]);
  if (named.length === 0) return entries;
  const isOwn = await ownLibraryReferences(db, caller.id, named);
  const kept = (list: 'wargear' | 'specialRules', id: string | null) =>
    id !== null && isOwn({ list, id }) ? id : null;
  return entries.map((entry) => ({
    ...entry,
    wargear: entry.wargear.map((item) => ({ ...item, armouryId: kept('wargear', item.armouryId) })),
    specialRules: entry.specialRules.map((rule) => ({
      ...rule,
      myRuleId: kept('specialRules', rule.myRuleId),
    })),
  }));
}

// Rows per INSERT of entries: a wargear row binds 27 values, and a statement takes at most
// 65,535, however many items the batch's profiles carry.
const ENTRY_CHUNK = 500;

/**
 * Writes profiles from a file for the caller: the batch's profiles in one statement, then
 * their wargear and their rules a chunk at a time, with ids made here so each row knows its
 * parent.
 */
export async function insertPackProfiles(
  db: Database,
  caller: Pick<Caller, 'id'>,
  entries: ProfilePackEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const rows: {
    profiles: (typeof profiles.$inferInsert)[];
    wargear: (typeof profileWargear.$inferInsert)[];
    rules: (typeof profileRules.$inferInsert)[];
  } = { profiles: [], wargear: [], rules: [] };
  for (const entry of entries) {
    const profileId = randomUUID();
    rows.profiles.push({ ...profileValues(entry), id: profileId, userId: caller.id });
    const itemIds = new Map<string, string>();
    entry.wargear.forEach((item, position) => {
      const id = randomUUID();
      itemIds.set(item.id, id);
      rows.wargear.push({ ...wargearValues(item, position), id, profileId });
    });
    entry.specialRules.forEach((rule, position) => {
      const wargearId = rule.wargearId === null ? null : (itemIds.get(rule.wargearId) ?? null);
      rows.rules.push({ ...ruleValues(rule, position, wargearId), profileId });
    });
  }
  await db.insert(profiles).values(rows.profiles);
  for (let start = 0; start < rows.wargear.length; start += ENTRY_CHUNK) {
    await db.insert(profileWargear).values(rows.wargear.slice(start, start + ENTRY_CHUNK));
  }
  for (let start = 0; start < rows.rules.length; start += ENTRY_CHUNK) {
    await db.insert(profileRules).values(rows.rules.slice(start, start + ENTRY_CHUNK));
  }
}
