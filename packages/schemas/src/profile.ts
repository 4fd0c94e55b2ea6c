import { z } from 'zod';
import { RACES, RANKS, RULE_TYPES, WARGEAR_TYPES } from '@warband/rules';
import { requiredText, text } from './common';
import { wholeNumber } from './library';
import {
  BaseStatsInput,
  ModifyStatsInput,
  WARRIOR_LIMITS,
  WarriorRuleInput,
  WarriorWargearInput,
  checkFateTotal,
  checkUniqueEntryIds,
  statsObject,
} from './warrior';
import { WarriorRule, WarriorWargear } from './warrior-entity';

/** Entries on a profile need no type; a warrior built from it gets 'base'. */
const ProfileWargearInput = WarriorWargearInput.extend({
  type: z.enum(WARGEAR_TYPES, { error: 'Please select a type' }).default('base'),
});
const ProfileRuleInput = WarriorRuleInput.extend({
  type: z.enum(RULE_TYPES, { error: 'Please select a type' }).default('base'),
});

function profileList<T extends z.ZodType>(entry: T) {
  const max = WARRIOR_LIMITS.listEntries;
  return z.array(entry).max(max, `At most ${max} entries`).default([]);
}

/** The profile's own fields, the same in a request and in a library file. */
const ProfileFields = {
  name: requiredText('name', 100),
  race: z
    .array(z.enum(RACES, { error: 'Please select a race from the list' }))
    .max(RACES.length)
    .refine((races) => new Set(races).size === races.length, 'Each race only once')
    .default([]),
  rank: z.enum(RANKS, { error: 'Please select a rank' }),
  baseClass: requiredText('base class', 100),
  basePoints: wholeNumber(WARRIOR_LIMITS.points.min, WARRIOR_LIMITS.points.max).default(0),
  // Strict: a characteristic under a name the game does not have is a mistake to report.
  baseStats: BaseStatsInput.strict().default(BaseStatsInput.parse({})),
  modifyStats: ModifyStatsInput.strict().default(ModifyStatsInput.parse({})),
};

const PROFILE_LISTS = ['wargear', 'specialRules'] as const;

type ProfileChecked = {
  baseStats: { fate: number };
  modifyStats: { fate: number };
} & Record<(typeof PROFILE_LISTS)[number], readonly { id: string }[]>;

function checkProfile(profile: ProfileChecked, ctx: z.RefinementCtx) {
  checkFateTotal(profile, ctx);
  checkUniqueEntryIds(profile, PROFILE_LISTS, ctx);
}

/**
 * POST /profile/create and PUT /profile/{id}: a warrior template. `race`
 * lists the races it is offered to; an empty list means any race. The lists carry the
 * editor's `new` and `remove` flags exactly as a warrior's do.
 */
export const ProfileInput = z
  .object({
    ...ProfileFields,
    wargear: profileList(ProfileWargearInput),
    specialRules: profileList(ProfileRuleInput),
  })
  .superRefine(checkProfile);
export type ProfileInput = z.infer<typeof ProfileInput>;
export type ProfileFormValues = z.input<typeof ProfileInput>;

const PackFlags = { new: true, remove: true } as const;

/**
 * A profile as a library file carries it. Every entry is new to whoever imports it, so the
 * entries have no flags; their ids are keys within the profile, which tie a rule to the item
 * that grants it.
 */
export const ProfilePackEntry = z
  .object({
    ...ProfileFields,
    wargear: profileList(ProfileWargearInput.omit(PackFlags)),
    specialRules: profileList(ProfileRuleInput.omit(PackFlags)),
  })
  .superRefine((profile, ctx) => {
    checkProfile(profile, ctx);
    const items = new Set(profile.wargear.map((item) => item.id));
    profile.specialRules.forEach((rule, index) => {
      if (rule.wargearId !== null && !items.has(rule.wargearId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['specialRules', index, 'wargearId'],
          message: 'This item is not on this profile',
        });
      }
    });
  });
export type ProfilePackEntry = z.infer<typeof ProfilePackEntry>;

const Stats = statsObject(() => z.number());

/** A profile as the API answers it; `totalPoints` is base points plus wargear `pointsLow`. */
export const Profile = z.object({
  id: text(),
  name: text(),
  race: z.array(text()),
  rank: z.enum(RANKS),
  baseClass: text(),
  basePoints: z.number(),
  baseStats: Stats,
  modifyStats: Stats,
  totalStats: Stats,
  totalPoints: z.number(),
  /** A profile's entries have no warrior: `warriorId` is the profile's id. */
  wargear: z.array(WarriorWargear),
  specialRules: z.array(WarriorRule),
  createdAt: text(),
  updatedAt: text(),
});
export type Profile = z.infer<typeof Profile>;
