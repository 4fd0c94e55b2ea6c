import { isOneOf, MOUNT_STAT_KEYS, recordOf } from '@warband/rules';
import type { MountStatKey, StatKey } from '@warband/rules';
import type { Wargear } from '@warband/schemas';
import { toNumber } from '../../components/forms/form-errors';
import { toNamedRows, toNamedTexts } from '../../components/forms/named-rows';
import type { NamedRow } from '../../components/forms/named-rows';

/*
 * The wargear editor's form, apart from its view: what the fields start with, how they
 * become the API input, and which accordion section holds a field.
 */

/** A number field's value as typed: a number, or '' while empty. */
type NumberField = number | string;

export type WargearValues = {
  name: string;
  description: string;
  pointsLow: NumberField;
  pointsHigh: NumberField;
  influence: NumberField;
  /** null: no adjustment ('None'). */
  adjustmentStat: StatKey | null;
  adjustmentValue: NumberField;
  specialRules: NamedRow[];
  specialAttacks: NamedRow[];
} & Record<MountStatKey, NumberField>;

/** The fields of an entry, or of a new one. */
export function initialValues(entry: Wargear | null): WargearValues {
  const stats = recordOf(MOUNT_STAT_KEYS, (key) => entry?.[key] ?? 0);
  return {
    name: entry?.name ?? '',
    description: entry?.description ?? '',
    pointsLow: entry?.pointsLow ?? 0,
    pointsHigh: entry?.pointsHigh ?? 0,
    influence: entry?.influence ?? 0,
    adjustmentStat: entry?.adjustmentStat ?? null,
    adjustmentValue: entry?.adjustmentValue ?? 0,
    ...stats,
    specialRules: toNamedRows(entry?.specialRules),
    specialAttacks: toNamedRows(entry?.specialAttacks),
  };
}

/** The form's values as the API wants them; the schema then checks every field. */
export function toInput(values: WargearValues, mount: 0 | 1) {
  const stats = Object.fromEntries(MOUNT_STAT_KEYS.map((key) => [key, toNumber(values[key])]));
  return {
    name: values.name,
    description: values.description,
    pointsLow: toNumber(values.pointsLow),
    pointsHigh: toNumber(values.pointsHigh),
    influence: toNumber(values.influence),
    mount,
    adjustmentStat: values.adjustmentStat,
    // An adjustment value means nothing without a characteristic to adjust.
    adjustmentValue: values.adjustmentStat === null ? 0 : toNumber(values.adjustmentValue),
    ...stats,
    specialRules: toNamedTexts(values.specialRules),
    specialAttacks: toNamedTexts(values.specialAttacks),
  };
}

export type WargearSectionKey =
  'details' | 'characteristics' | 'adjustment' | 'specialRules' | 'specialAttacks';

const DETAILS_FIELDS = new Set(['name', 'description', 'pointsLow', 'pointsHigh', 'influence']);

/** The accordion section that holds a field, so a section with an error can be opened. */
export function sectionOf(path: string): WargearSectionKey {
  const top = path.split('.')[0] ?? '';
  if (DETAILS_FIELDS.has(top)) return 'details';
  if (isOneOf(MOUNT_STAT_KEYS, top)) return 'characteristics';
  if (top === 'adjustmentStat' || top === 'adjustmentValue') return 'adjustment';
  if (top === 'specialRules' || top === 'specialAttacks') return top;
  return 'details';
}
