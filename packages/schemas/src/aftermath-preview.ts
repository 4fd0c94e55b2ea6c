import {
  deriveWarrior,
  planAftermath,
  type AftermathChoices,
  type AftermathCounters,
  type AftermathEntryMaker,
  type AftermathOutcome,
  type AftermathSetting,
} from '@warband/rules';
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
    ...(Object.fromEntries(
      Object.keys(WargearInput.shape).map((key) => [
        key,
        (fields as unknown as Record<string, unknown>)[key],
      ]),
    ) as WargearInput),
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
