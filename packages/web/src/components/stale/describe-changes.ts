import { fieldOf, STAT_KEYS, STAT_LABELS, type StatKey } from '@warband/rules';

/** What a form shows of a record, keyed as the form keeps it (anything else shows no field). */
type Shown = unknown;

const isStats = (value: unknown): value is Record<StatKey, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'move' in value;

// Longer texts (a biography, an image's key) are only said to have changed.
const LONG_TEXT = 30;

const shown = (value: unknown) =>
  value === '' || value === null || value === undefined ? '—' : String(value);

const isLong = (value: unknown) => typeof value === 'string' && value.length > LONG_TEXT;

const namesOf = (entries: unknown[]) =>
  entries.map((entry) => String(fieldOf(entry, 'name') ?? ''));

/**
 * The differences a player would notice between two versions of a record, one line each, in
 * the order of `labels` (fields it does not name are not shown): "Experience: 7 → 8",
 * "Modifiers, Fight: 1 → 2", "Wargear: added Bow, removed Shield".
 */
export function describeChanges(
  before: Shown,
  after: Shown,
  labels: Readonly<Record<string, string>>,
): string[] {
  const lines: string[] = [];
  for (const [key, label] of Object.entries(labels)) {
    const [was, is] = [fieldOf(before, key), fieldOf(after, key)];
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    if (isStats(was) && isStats(is)) {
      for (const stat of STAT_KEYS) {
        if (was[stat] !== is[stat]) {
          lines.push(`${label}, ${STAT_LABELS[stat]}: ${shown(was[stat])} → ${shown(is[stat])}`);
        }
      }
    } else if (isLong(was) || isLong(is)) {
      lines.push(`${label}: changed`);
    } else if (Array.isArray(was) && Array.isArray(is)) {
      lines.push(`${label}: ${listChange(namesOf(was), namesOf(is))}`);
    } else {
      lines.push(`${label}: ${shown(was)} → ${shown(is)}`);
    }
  }
  return lines;
}

function listChange(was: string[], is: string[]): string {
  const added = is.filter((name) => !was.includes(name));
  const removed = was.filter((name) => !is.includes(name));
  const parts = [
    ...(added.length > 0 ? [`added ${added.join(', ')}`] : []),
    ...(removed.length > 0 ? [`removed ${removed.join(', ')}`] : []),
  ];
  return parts.length > 0 ? parts.join('; ') : 'entries changed';
}
