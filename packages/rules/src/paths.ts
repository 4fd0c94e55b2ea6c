import { isOneOf } from './narrow';

/** The chosen paths a Leader, Sergeant or Hero may follow (docs/rules.md#chosen-paths). */
export const CHOSEN_PATHS = [
  'Warrior',
  'Ranger',
  'General',
  'Knight',
  'Scout',
  'Adventurer',
  'Sorcerer',
  'Beast',
  'Custom',
] as const;
export type ChosenPath = (typeof CHOSEN_PATHS)[number];

export function isChosenPath(value: unknown): value is ChosenPath {
  return isOneOf(CHOSEN_PATHS, value);
}

/** 'Custom' is the one path that needs a name typed by the player. */
export function needsCustomPath(path: ChosenPath | '' | null | undefined): boolean {
  return path === 'Custom';
}

/** The name to show for a path: the custom text for 'Custom', else the path itself. */
export function pathName(
  path: ChosenPath | '' | null | undefined,
  customPath: string | null | undefined,
): string {
  if (!path) return '';
  return needsCustomPath(path) ? (customPath ?? '').trim() : path;
}
