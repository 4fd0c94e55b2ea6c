/**
 * Company images (see `services/battle/company-image.ts`) outlive migrations: a battle applied
 * today is undone after the next update. Each image carries the version it was taken under,
 * and this list, kept beside the migrations, upgrades an older one to the tables of today.
 * See docs/adr/0044-company-images-carry-their-version-undo-upgrades.md.
 */

import { WARRIOR_LIST_TABLE_NAMES, type WarriorListTableName } from './warrior-lists';

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One row as PostgreSQL's to_jsonb gives it: every column by its SQL name. */
export type ImageRow = { [column: string]: JsonValue };

/** The tables of a company's lists, in the order they are written back. */
export const IMAGED_LISTS = WARRIOR_LIST_TABLE_NAMES;
export type ImagedList = WarriorListTableName;
export type ImagedTable = 'companies' | 'warriors' | ImagedList;

export type CompanyImage = {
  /** Absent from images taken before images had versions, which are all of version 1. */
  version?: number;
  companies: ImageRow;
  warriors: ImageRow[];
} & Record<ImagedList, ImageRow[]>;

/** Turns an image of the version before into one of the tables after a migration. */
export type ImageUpgrade = (image: CompanyImage) => CompanyImage;

export const FIRST_IMAGE_VERSION = 1;

/**
 * Append one step with every migration that adds, renames, retypes or drops a column of
 * `companies`, `warriors` or a list table: step n takes an image of version n to n + 1, so
 * the version of new images is the number of steps plus one. Exported as a list so that a
 * test can stand in for a migration that does not exist yet.
 */
export const IMAGE_UPGRADES: ImageUpgrade[] = [
  // 0010_campaigns: the company's own ruleset. The migration wrote the owner's setting into every
  // image it found; this step only serves an image that reached none of its rows.
  addedColumn('companies', 'new_ruleset', false),
  // 0016_entry_phases: the turn phases of a warrior's rules, heroic actions and spells; an
  // entry imaged before names none.
  (image) =>
    (['warrior_rules', 'warrior_heroic_actions', 'warrior_spells'] as const).reduce(
      (older, table) => addedColumn(table, 'phases', [])(older),
      image,
    ),
];

export function currentImageVersion(): number {
  return FIRST_IMAGE_VERSION + IMAGE_UPGRADES.length;
}

/**
 * The image as if taken under today's tables, or undefined when no steps lead there (taken
 * by a newer version of the app, or of a version that is not a number).
 */
export function upgradeImage(image: CompanyImage): CompanyImage | undefined {
  const version = image.version ?? FIRST_IMAGE_VERSION;
  const current = currentImageVersion();
  if (!Number.isInteger(version) || version < FIRST_IMAGE_VERSION || version > current) {
    return undefined;
  }
  const upgraded = IMAGE_UPGRADES.slice(version - FIRST_IMAGE_VERSION).reduce(
    (older, step) => step(older),
    image,
  );
  return { ...upgraded, version: current };
}

/** The step for a migration that adds `column` to `table` with `value` as its default. */
export function addedColumn(table: ImagedTable, column: string, value: JsonValue): ImageUpgrade {
  const filled = (row: ImageRow): ImageRow => (column in row ? row : { ...row, [column]: value });
  return (image) =>
    table === 'companies'
      ? { ...image, companies: filled(image.companies) }
      : { ...image, [table]: image[table].map(filled) };
}
