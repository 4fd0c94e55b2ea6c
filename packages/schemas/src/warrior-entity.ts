import { z } from 'zod';
import { CHOSEN_PATHS, RANKS, RULE_TYPES, WARGEAR_TYPES, WARRIOR_STATUSES } from '@warband/rules';
import { text } from './common';
import { PhaseList, StatKeySchema } from './library';
import { HERO_ENTRY_TYPES, statsObject } from './warrior';

// Entities as the API answers them: plain types, so a stored value is always readable.

const Stats = statsObject(() => z.number());
export type StatsValues = z.infer<typeof Stats>;
const NamedTextValue = z.object({ name: text(), description: text() });

export const WarriorWargear = z.object({
  id: text(),
  warriorId: text(),
  armouryId: text().nullable(),
  type: z.enum(WARGEAR_TYPES),
  name: text(),
  description: text(),
  pointsLow: z.number(),
  pointsHigh: z.number(),
  influence: z.number(),
  mount: z.number(),
  adjustmentStat: StatKeySchema.nullable(),
  adjustmentValue: z.number(),
  statEnabled: z.boolean(),
  move: z.number(),
  fight: z.number(),
  shoot: z.number(),
  strength: z.number(),
  defence: z.number(),
  attacks: z.number(),
  wounds: z.number(),
  courage: z.number(),
  intelligence: z.number(),
  specialRules: z.array(NamedTextValue),
  specialAttacks: z.array(NamedTextValue),
});
export type WarriorWargear = z.infer<typeof WarriorWargear>;

const EntryText = {
  id: text(),
  warriorId: text(),
  name: text(),
  description: text(),
  /** Absent from answers kept on a device before entries had phases: none. */
  phases: PhaseList,
};

export const WarriorRule = z.object({
  ...EntryText,
  myRuleId: text().nullable(),
  wargearId: text().nullable(),
  type: z.enum(RULE_TYPES),
});
export type WarriorRule = z.infer<typeof WarriorRule>;

export const WarriorHeroicAction = z.object({
  ...EntryText,
  myHeroicActionsId: text().nullable(),
  type: z.enum(HERO_ENTRY_TYPES),
  modifyCastingValue: z.number(),
});
export type WarriorHeroicAction = z.infer<typeof WarriorHeroicAction>;

export const WarriorSpell = z.object({
  ...EntryText,
  mySpellsId: text().nullable(),
  type: z.enum(HERO_ENTRY_TYPES),
  baseCastingValue: z.number(),
  modifyCastingValue: z.number(),
});
export type WarriorSpell = z.infer<typeof WarriorSpell>;

/** A warrior as every read and write answers it, with the values the server derives. */
export const Warrior = z.object({
  id: text(),
  companyId: text(),
  name: text(),
  biography: text(),
  race: text(),
  image: text(),
  rank: z.enum(RANKS),
  experience: z.number(),
  status: z.enum(WARRIOR_STATUSES),
  legWound: z.number(),
  armWound: z.number(),
  oldWound: z.number(),
  baseClass: text(),
  owner: text().nullable(),
  basePoints: z.number(),
  chosenPath: z.enum([...CHOSEN_PATHS, ''] as const),
  customPath: text(),
  influence: z.number(),
  baseStats: Stats,
  modifyStats: Stats,
  wargear: z.array(WarriorWargear),
  specialRules: z.array(WarriorRule),
  heroicActions: z.array(WarriorHeroicAction),
  spells: z.array(WarriorSpell),
  // Derived by the rules with the company's ruleset (ARCHITECTURE.md#api-contract).
  subTotalStats: Stats,
  totalStats: Stats,
  points: z.number(),
  wargearPoints: z.number(),
  totalPoints: z.number(),
  level: z.number(),
  influenceTotal: z.number(),
  revision: z.number(),
  createdAt: text(),
  updatedAt: text(),
});
export type Warrior = z.infer<typeof Warrior>;

/** A warrior's entry of each of its lists, by the list's key (`WARRIOR_LISTS`). */
export interface WarriorEntryOf {
  wargear: WarriorWargear;
  specialRules: WarriorRule;
  heroicActions: WarriorHeroicAction;
  spells: WarriorSpell;
}
