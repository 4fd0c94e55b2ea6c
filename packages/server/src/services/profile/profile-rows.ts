import { asc, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileRules, profiles, profileWargear } from '../../db/schema';
import type { EntryList, ItemLists } from '../warrior/warrior-lists';
import { entryOrder, groupBy } from '../warrior/warrior-rows';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileWargearRow = typeof profileWargear.$inferSelect;
export type ProfileRuleRow = typeof profileRules.$inferSelect;

/** A profile with its two lists as stored. */
export interface ProfileRecord extends ItemLists<ProfileWargearRow[], ProfileRuleRow[]> {
  row: ProfileRow;
}

/** The profile lists' tables, for the list code warriors and profiles share. */
export const PROFILE_LISTS: ItemLists<EntryList, EntryList> = {
  wargear: { table: profileWargear, parent: profileWargear.profileId, parentKey: 'profileId' },
  specialRules: { table: profileRules, parent: profileRules.profileId, parentKey: 'profileId' },
};

/**
 * The profiles matching `where`, oldest first, each with its lists in the player's order:
 * three queries however many match, one after another (a transaction has one connection).
 */
export async function loadProfiles(db: Database, where: SQL | undefined): Promise<ProfileRecord[]> {
  const ids = db.select({ id: profiles.id }).from(profiles).where(where);
  const rows = await db
    .select()
    .from(profiles)
    .where(where)
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
  const wargear = await db
    .select()
    .from(profileWargear)
    .where(inArray(profileWargear.profileId, ids))
    .orderBy(...entryOrder(profileWargear));
  const specialRules = await db
    .select()
    .from(profileRules)
    .where(inArray(profileRules.profileId, ids))
    .orderBy(...entryOrder(profileRules));
  const onProfile = (entry: { profileId: string }) => entry.profileId;
  const lists = { wargear: groupBy(wargear, onProfile), rules: groupBy(specialRules, onProfile) };
  return rows.map((row) => ({
    row,
    wargear: lists.wargear.get(row.id) ?? [],
    specialRules: lists.rules.get(row.id) ?? [],
  }));
}
