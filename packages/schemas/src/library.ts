import { z } from 'zod';
import {
  ADJUSTMENT_VALUE_MAX,
  ADJUSTMENT_VALUE_MIN,
  CASTING_VALUES,
  isOneOf,
  keysOf,
  MAX_ITEM_SPECIAL_ATTACKS,
  MAX_ITEM_SPECIAL_RULES,
  PHASE_LABELS,
  PHASES,
  STAT_KEYS,
} from '@warband/rules';
import { memoized, optionalText, REQUIRED, requiredText, text } from './common';

/** A whole number in a range, with the messages a player reads on the field. */
export const wholeNumber = memoized((min: number, max: number) =>
  z
    .number({ error: REQUIRED })
    .int('Please enter a whole number')
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`),
);

const Points = wholeNumber(0, 1000);

/** A name and description pair carried by a wargear item (special rule or special attack). */
export const NamedText = z.object({
  name: requiredText('name', 100),
  description: optionalText(2000),
});
export type NamedText = z.infer<typeof NamedText>;

export const StatKeySchema = z.enum(STAT_KEYS);

/** Library entry common fields (id, name, description, as the original client sends them). */
const LibraryText = {
  name: requiredText('name', 100),
  description: optionalText(5000),
};

export const PhaseSchema = z.enum(PHASES, {
  error: `Please choose phases from ${PHASES.map((phase) => PHASE_LABELS[phase]).join(', ')}`,
});

/**
 * The turn phases a rule, heroic action or spell matters in (docs/rules.md#turn-phases): each
 * at most once; absent or empty, none. Older entries and clients send none.
 */
export const PhaseList = z
  .array(PhaseSchema)
  .max(PHASES.length, `At most ${PHASES.length} phases`)
  .refine((phases) => new Set(phases).size === phases.length, {
    message: 'Please choose each phase once',
  })
  .default([]);
export type PhaseList = z.infer<typeof PhaseList>;

/** Rules, heroic actions and spells: a name, a description and the phases they matter in. */
const PhasedText = { ...LibraryText, phases: PhaseList };

export const RuleInput = z.object(PhasedText);
export type RuleInput = z.infer<typeof RuleInput>;

export const HeroicActionInput = z.object(PhasedText);
export type HeroicActionInput = z.infer<typeof HeroicActionInput>;

export const SpellInput = z.object({
  ...PhasedText,
  baseCastingValue: z
    .number({ error: 'Please select a casting value' })
    .int()
    .refine((v): boolean => isOneOf(CASTING_VALUES, v), {
      message: 'Please select a casting value from 2+ to 6+',
    }),
});
export type SpellInput = z.infer<typeof SpellInput>;

const mountStat = wholeNumber(0, 20).default(0);

/**
 * A wargear item or mount. Characteristics move..intelligence are the mount's own profile
 * (zero for items). The adjustment stat is checked against the ruleset of the warrior's company (of the account, for a library entry) by the
 * server (Intelligence exists only under the 2024 ruleset).
 */
export const WargearInput = z.object({
  name: requiredText('name', 100),
  description: optionalText(5000),
  pointsLow: Points,
  pointsHigh: Points,
  influence: wholeNumber(0, 1000).default(0),
  mount: z.union([z.literal(0), z.literal(1)], { error: 'Mount must be 0 (item) or 1 (mount)' }),
  adjustmentStat: StatKeySchema.nullable().default(null),
  adjustmentValue: wholeNumber(ADJUSTMENT_VALUE_MIN, ADJUSTMENT_VALUE_MAX).default(0),
  move: mountStat,
  fight: mountStat,
  shoot: mountStat,
  strength: mountStat,
  defence: mountStat,
  attacks: mountStat,
  wounds: mountStat,
  courage: mountStat,
  intelligence: mountStat,
  specialRules: z
    .array(NamedText)
    .max(MAX_ITEM_SPECIAL_RULES, `At most ${MAX_ITEM_SPECIAL_RULES} special rules`)
    .default([]),
  specialAttacks: z
    .array(NamedText)
    .max(MAX_ITEM_SPECIAL_ATTACKS, `At most ${MAX_ITEM_SPECIAL_ATTACKS} special attacks`)
    .default([]),
});
export type WargearInput = z.infer<typeof WargearInput>;
export type WargearFormValues = z.input<typeof WargearInput>;

const Entity = { id: text(), createdAt: text(), updatedAt: text() };

export const Rule = RuleInput.extend(Entity);
export type Rule = z.infer<typeof Rule>;
export const HeroicAction = HeroicActionInput.extend(Entity);
export type HeroicAction = z.infer<typeof HeroicAction>;
export const Spell = SpellInput.extend(Entity);
export type Spell = z.infer<typeof Spell>;
export const Wargear = WargearInput.extend(Entity);
export type Wargear = z.infer<typeof Wargear>;

/**
 * The one list of the player libraries, keyed by kind as the API paths name them
 * (`GET /api/{kind}`). Everything that walks the libraries (routes, services, the web client,
 * library packs) derives from this record rather than naming the kinds again.
 */
export const LIBRARY_REGISTRY = {
  wargear: { input: WargearInput, entity: Wargear, packKey: 'wargear', label: 'wargear' },
  rule: { input: RuleInput, entity: Rule, packKey: 'rules', label: 'rules' },
  spell: { input: SpellInput, entity: Spell, packKey: 'spells', label: 'spells' },
  heroicAction: {
    input: HeroicActionInput,
    entity: HeroicAction,
    packKey: 'heroicActions',
    label: 'heroic actions',
  },
} as const;

export type LibraryKind = keyof typeof LIBRARY_REGISTRY;
export const LIBRARY_KINDS = keysOf(LIBRARY_REGISTRY);
/** The key of a library in a LibraryPack ('rules' for kind 'rule'). */
export type LibraryPackKey = (typeof LIBRARY_REGISTRY)[LibraryKind]['packKey'];
export type LibraryInputOf<K extends LibraryKind> = z.infer<(typeof LIBRARY_REGISTRY)[K]['input']>;
export type LibraryEntityOf<K extends LibraryKind> = z.infer<
  (typeof LIBRARY_REGISTRY)[K]['entity']
>;

/**
 * The registry's schemas typed by kind: a lookup with a generic kind K gets K's own input and
 * entity schemas, which indexing LIBRARY_REGISTRY itself does not tell the compiler.
 */
export const LIBRARY_SCHEMAS: {
  readonly [K in LibraryKind]: {
    readonly input: z.ZodType<LibraryInputOf<K>>;
    readonly entity: z.ZodType<LibraryEntityOf<K>>;
  };
} = LIBRARY_REGISTRY;
