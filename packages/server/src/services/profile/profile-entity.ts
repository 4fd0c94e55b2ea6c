import { deriveProfile } from '@warband/rules';
import type { Profile, ProfileInput } from '@warband/schemas';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from '../context';
import { ownedBy } from '../owned';
import { toRuleEntity, toWargearEntity } from '../warrior/warrior-entity';
import { loadProfiles, type ProfileRecord } from './profile-rows';

/**
 * A profile as the API answers it, its entries built by the warriors' mappers. The total
 * characteristics and points are derived here, in the caller's ruleset, never stored.
 */
export function toProfileEntity(record: ProfileRecord, newRuleset: boolean): Profile {
  const { row } = record;
  const wargear = record.wargear.map((entry) => toWargearEntity(entry, row.id));
  const derived = deriveProfile(
    { basePoints: row.basePoints, baseStats: row.baseStats, modifyStats: row.modifyStats, wargear },
    newRuleset,
  );
  return {
    id: row.id,
    name: row.name,
    race: row.race,
    rank: row.rank,
    baseClass: row.baseClass,
    basePoints: row.basePoints,
    baseStats: row.baseStats,
    modifyStats: row.modifyStats,
    totalStats: derived.totalStats,
    totalPoints: derived.totalPoints,
    wargear,
    specialRules: record.specialRules.map((entry) => toRuleEntity(entry, row.id)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's profile with this id as the API answers it, read back after a write. */
export async function readProfile(db: Database, caller: Caller, id: string): Promise<Profile> {
  const [record] = await loadProfiles(db, ownedBy(profiles, caller, id));
  if (!record) throw new NotFoundError();
  return toProfileEntity(record, caller.newRuleset);
}

/** The profile's own columns, named one by one: a body never sets an id or an owner. */
export function profileValues(input: Omit<ProfileInput, 'wargear' | 'specialRules'>) {
  return {
    name: input.name,
    race: input.race,
    rank: input.rank,
    baseClass: input.baseClass,
    basePoints: input.basePoints,
    baseStats: input.baseStats,
    modifyStats: input.modifyStats,
  };
}
