import { z } from 'zod';
import {
  CASTING_MODIFIER_MAX,
  CASTING_MODIFIER_MIN,
  CHOSEN_PATHS,
  EXPERIENCE_MAX,
  FATE_MAX,
  RANKS,
  RULE_TYPES,
  STAT_KEYS,
  WARGEAR_TYPES,
  WARRIOR_STATUSES,
  needsCustomPath,
  recordOf,
  validateHeroInjuries,
  validateWarriorMightWillFate,
  type StatKey,
} from '@warband/rules';
import { optionalText, REQUIRED, requiredText, Revision, text, Uuid } from './common';
import { HeroicActionInput, RuleInput, SpellInput, WargearInput, wholeNumber } from './library';

/** Bounds of a warrior's numbers: generous for the game, small enough to catch a typo. */
export const WARRIOR_LIMITS = {
  stat: { min: 0, max: 20 },
  modifier: { min: -10, max: 10 },
  points: { min: 0, max: 1000 },
  influence: { min: 0, max: 1000 },
  oldWounds: { min: 0, max: 20 },
  /** Entries per list (wargear, rules, heroic actions, spells). */
  listEntries: 50,
  /** Temporary ids of new entries are the client's own keys, up to this long. */
  entryId: 100,
} as const;

/** Heroic actions and spells are given by the profile or earned; wargear grants rules only. */
export const HERO_ENTRY_TYPES = ['base', 'progression'] as const;

export function statsObject<T extends z.ZodType>(build: (key: StatKey) => T) {
  return z.object(recordOf(STAT_KEYS, build));
}

const { stat, modifier } = WARRIOR_LIMITS;
/** Base characteristics; Fate alone is capped by the game at 3. */
export const BaseStatsInput = statsObject((key) =>
  wholeNumber(stat.min, key === 'fate' ? FATE_MAX : stat.max).default(0),
);
/**
 * Modifiers are improvements (docs/rules.md#modifiers-and-totals); negative ones are allowed and
 * subtract.
 */
export const ModifyStatsInput = statsObject((key) =>
  wholeNumber(
    key === 'fate' ? -FATE_MAX : modifier.min,
    key === 'fate' ? FATE_MAX : modifier.max,
  ).default(0),
);

/**
 * Every entry of the four lists carries its id and the editor's flags
 * (docs/adr/0021-a-warrior-is-written-whole-its-lists-as-a-diff.md). An entry flagged `new` is
 * inserted and its id is only the client's temporary key; any other entry must name a row already
 * on this warrior. `remove` deletes the row.
 */
const EntryFlags = {
  id: text({ error: REQUIRED })
    .min(1, 'Every entry needs an id')
    .max(WARRIOR_LIMITS.entryId, `An entry id is at most ${WARRIOR_LIMITS.entryId} characters`),
  new: z.boolean().default(false),
  remove: z.boolean().default(false),
};

/** The id of the library entry an entry was copied from: a reference only, never read. */
const libraryId = () => Uuid.nullable().default(null);

export const WarriorWargearInput = WargearInput.extend({
  ...EntryFlags,
  armouryId: libraryId(),
  type: z.enum(WARGEAR_TYPES, { error: 'Please select a type' }),
  /** The editor's switch for the adjustment (docs/rules.md#wargear-adjustments). */
  statEnabled: z.boolean().default(true),
});
export type WarriorWargearInput = z.infer<typeof WarriorWargearInput>;

export const WarriorRuleInput = RuleInput.extend({
  ...EntryFlags,
  myRuleId: libraryId(),
  /** The wargear entry (its id, or its temporary id when new) that grants this rule. */
  wargearId: text().max(WARRIOR_LIMITS.entryId).nullable().default(null),
  type: z.enum(RULE_TYPES, { error: 'Please select a type' }),
});
export type WarriorRuleInput = z.infer<typeof WarriorRuleInput>;

const CastingModifier = wholeNumber(CASTING_MODIFIER_MIN, CASTING_MODIFIER_MAX).default(0);

export const WarriorHeroicActionInput = HeroicActionInput.extend({
  ...EntryFlags,
  myHeroicActionsId: libraryId(),
  type: z.enum(HERO_ENTRY_TYPES, { error: 'Please select a type' }),
  modifyCastingValue: CastingModifier,
});
export type WarriorHeroicActionInput = z.infer<typeof WarriorHeroicActionInput>;

export const WarriorSpellInput = SpellInput.extend({
  ...EntryFlags,
  mySpellsId: libraryId(),
  type: z.enum(HERO_ENTRY_TYPES, { error: 'Please select a type' }),
  modifyCastingValue: CastingModifier,
});
export type WarriorSpellInput = z.infer<typeof WarriorSpellInput>;

function entryList<T extends z.ZodType>(entry: T) {
  const max = WARRIOR_LIMITS.listEntries;
  return z.array(entry).max(max, `At most ${max} entries`).default([]);
}

export const WARRIOR_LISTS = ['wargear', 'specialRules', 'heroicActions', 'spells'] as const;
export type WarriorList = (typeof WARRIOR_LISTS)[number];

/** An uploaded image's address: one of ours ('/…') or a storage service's (https). */
const ImageUrl = text()
  .trim()
  .max(1000, 'The image address is too long')
  .regex(/^(|\/[^\s]*|https?:\/\/[^\s]+)$/, 'Please upload the image again')
  .default('');

/** The warrior's own fields; derived values are never read from a client. */
export const WarriorFields = z.object({
  name: requiredText('name', 100),
  biography: optionalText(5000),
  race: optionalText(200),
  image: ImageUrl,
  rank: z.enum(RANKS, { error: 'Please select a rank' }),
  experience: wholeNumber(0, EXPERIENCE_MAX).default(0),
  status: z.enum(WARRIOR_STATUSES, { error: 'Please select a status' }).default(''),
  legWound: wholeNumber(0, 1).default(0),
  armWound: wholeNumber(0, 1).default(0),
  oldWound: wholeNumber(WARRIOR_LIMITS.oldWounds.min, WARRIOR_LIMITS.oldWounds.max).default(0),
  baseClass: optionalText(100),
  /** A Creature's owner: a living Leader or Sergeant of the company, checked by the server. */
  owner: Uuid.nullable().default(null),
  basePoints: wholeNumber(WARRIOR_LIMITS.points.min, WARRIOR_LIMITS.points.max).default(0),
  chosenPath: z.enum([...CHOSEN_PATHS, ''] as const, { error: 'Please select a path' }).default(''),
  customPath: optionalText(100),
  influence: wholeNumber(WARRIOR_LIMITS.influence.min, WARRIOR_LIMITS.influence.max).default(0),
  baseStats: BaseStatsInput.default(BaseStatsInput.parse({})),
  modifyStats: ModifyStatsInput.default(ModifyStatsInput.parse({})),
  wargear: entryList(WarriorWargearInput),
  specialRules: entryList(WarriorRuleInput),
  heroicActions: entryList(WarriorHeroicActionInput),
  spells: entryList(WarriorSpellInput),
});

/** A warrior's own fields, as both its creation and its save send them. */
export type WarriorFieldValues = z.infer<typeof WarriorFields>;

/** Base Fate plus its modifier stays within the game's maximum, on a warrior or a profile. */
export function checkFateTotal(
  value: { baseStats: { fate: number }; modifyStats: { fate: number } },
  ctx: z.RefinementCtx,
) {
  const [base, modifier] = [value.baseStats.fate, value.modifyStats.fate];
  // Only when each part is within its own bounds, so one mistake gives one message.
  if (base <= FATE_MAX && modifier <= FATE_MAX && base + modifier > FATE_MAX) {
    ctx.addIssue({
      code: 'custom',
      path: ['modifyStats', 'fate'],
      message: `Fate can be at most ${FATE_MAX}`,
    });
  }
}

/** Within one list every entry has its own id, so a reference to one is never ambiguous. */
export function checkUniqueEntryIds<L extends string>(
  value: Record<L, readonly { id: string }[]>,
  lists: readonly L[],
  ctx: z.RefinementCtx,
) {
  for (const list of lists) {
    const seen = new Set<string>();
    value[list].forEach((entry, index) => {
      if (seen.has(entry.id)) {
        ctx.addIssue({
          code: 'custom',
          path: [list, index, 'id'],
          message: 'This id is used twice',
        });
      }
      seen.add(entry.id);
    });
  }
}

/** Checks across fields, with the path of the field a form shows the message on. */
export function checkWarrior(
  warrior: Omit<WarriorFieldValues, WarriorList> & Record<WarriorList, readonly { id: string }[]>,
  ctx: z.RefinementCtx,
) {
  if (needsCustomPath(warrior.chosenPath) && warrior.customPath === '') {
    ctx.addIssue({ code: 'custom', path: ['customPath'], message: 'Please enter a custom path' });
  }
  checkFateTotal(warrior, ctx);
  for (const [field, message] of Object.entries(validateHeroInjuries(warrior))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
  for (const [stat, message] of Object.entries(validateWarriorMightWillFate(warrior))) {
    ctx.addIssue({ code: 'custom', path: ['baseStats', stat], message });
  }
  checkUniqueEntryIds(warrior, WARRIOR_LISTS, ctx);
}

/**
 * The influence the player agreed to pay from the company for this save, as the editor showed
 * it (rules' influenceToPay); null pays nothing. The server works the cost out again and
 * refuses the save when it differs, so nothing is ever taken that the player did not see.
 */
// As high as a company's influence may be (company.ts, which imports this file's neighbours).
const PayInfluence = wholeNumber(0, 100_000).nullable().default(null);

/** PUT /warrior/{id}: the whole warrior with its four lists, and the revision it was based on. */
export const WarriorInput = WarriorFields.extend({
  revision: Revision,
  payInfluence: PayInfluence,
}).superRefine(checkWarrior);
export type WarriorInput = z.infer<typeof WarriorInput>;
export type WarriorFormValues = z.input<typeof WarriorInput>;

/** POST /warrior/create: the same, into one of the player's companies. */
export const CreateWarriorInput = WarriorFields.extend({
  companyId: text({ error: REQUIRED }).min(1, 'Please select a company').max(100),
  payInfluence: PayInfluence,
}).superRefine(checkWarrior);
export type CreateWarriorInput = z.infer<typeof CreateWarriorInput>;
