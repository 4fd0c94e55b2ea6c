import {
  deriveWarrior,
  planAftermath,
  type AftermathChoices,
  type AftermathCounters,
  type AftermathEntryMaker,
  type AftermathOutcome,
  type AftermathSetting,
} from '@warband/rules';
import type { AftermathInput, AftermathParticipant, BonusItem } from './aftermath';
import type { Company } from './company';
import { copyWargearFields } from './field-copies';
import { WargearInput } from './library';
import type { Warrior, WarriorWargear } from './warrior-entity';

export type AftermathPreviewSetting = Omit<AftermathSetting<Warrior>, 'make'>;

/** New entries have no id until the server stores them: until then one naming the level-up. */
const ENTITY_ENTRIES: AftermathEntryMaker<Warrior> = {
  rule: (fields, at) => ({
    id: `${at.warriorId}:rule:${at.slot}`,
    warriorId: at.warriorId,
    ...fields,
    wargearId: null,
  }),
  heroicAction: (fields, at) => ({
    id: `${at.warriorId}:action:${at.slot}`,
    warriorId: at.warriorId,
    ...fields,
  }),
  spell: (fields, at) => ({
    id: `${at.warriorId}:spell:${at.slot}`,
    warriorId: at.warriorId,
    ...fields,
  }),
  improved: (entry) => entry,
  item: (fields, armouryId, at): WarriorWargear => ({
    id: `${at.warriorId}:item`,
    warriorId: at.warriorId,
    armouryId,
    type: 'armoury',
    // The engine sees only the name and adjustment; the fields are the item's as the API took them.
    ...copyWargearFields(fields as WargearInput),
    statEnabled: true,
  }),
};

/**
 * The War's Aftermath on the company's warriors as the API answers them: what the wizard
 * shows before Submit. Each warrior it changes comes back with its derived values worked out
 * again, as the server reads it back after applying the same choices.
 */
export function previewAftermath<C extends AftermathCounters>(
  choices: AftermathChoices<C>,
  setting: AftermathPreviewSetting,
): AftermathOutcome<Warrior> {
  const outcome = planAftermath(choices, { ...setting, make: ENTITY_ENTRIES });
  for (const warrior of outcome.warriors) {
    if (warrior.after === warrior.before) continue;
    warrior.after = { ...warrior.after, ...deriveWarrior(warrior.after, setting.newRuleset) };
  }
  return outcome;
}

/** The bonus item as planAftermath takes it: its fields, and the armoury entry they copy. */
export type AftermathItemChoice = AftermathChoices['rewards']['item'];

/**
 * The API's choices as planAftermath takes them. The bonus item's fields are the new item's,
 * or those of the armoury entry it copies (`armoury`: null when it is not the player's).
 */
export function aftermathChoices(
  input: AftermathInput,
  armoury: WargearInput | null,
): AftermathChoices<AftermathParticipant> {
  const { item } = input.rewards;
  return {
    ...input,
    rewards: {
      ...input.rewards,
      item: item && {
        warriorId: item.warriorId,
        armouryId: item.source === 'armoury' ? item.armouryId : null,
        fields: item.source === 'new' ? item.item : armoury,
      },
    },
  };
}

/** The bonus item as the API takes it: a copy of an armoury entry, or the new item written. */
export function bonusItemInput(item: AftermathItemChoice): BonusItem | null {
  if (!item) return null;
  const { warriorId, armouryId, fields } = item;
  if (armouryId) return { source: 'armoury', warriorId, armouryId };
  return fields && { source: 'new', warriorId, item: WargearInput.parse(fields) };
}

/**
 * The company as the preview leaves it: what the company page shows while an aftermath sent
 * without a signal waits to be applied.
 */
export function previewedCompany(company: Company, outcome: AftermathOutcome<Warrior>): Company {
  return {
    ...company,
    influence: outcome.influence.after,
    rating: outcome.ratingAfter,
    currentRating: outcome.ratingAfter,
    warriors: {
      ...company.warriors,
      ...Object.fromEntries(outcome.warriors.map(({ after }) => [after.id, after])),
    },
  };
}
