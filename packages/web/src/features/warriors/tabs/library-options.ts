import type { Wargear } from '@warband/schemas';
import { formatPoints } from '../../../components/wargear/wargear-fields';
import { isHeld, type HeldEntries } from './list-entries';

/*
 * The choices of a tab's library pick list. An entry the warrior already holds stays in the
 * list, disabled, so the player sees why it cannot be added twice.
 */

export interface PickOption {
  value: string;
  label: string;
  disabled: boolean;
}

export interface PickGroup {
  group: string;
  items: PickOption[];
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** Library entries by name, those the warrior holds disabled. */
export function pickOptions<T extends { id: string; name: string }>(
  entries: readonly T[],
  held: HeldEntries,
  label: (entry: T) => string = (entry) => entry.name,
): PickOption[] {
  return [...entries]
    .sort(byName)
    .map((entry) => ({ value: entry.id, label: label(entry), disabled: isHeld(held, entry) }));
}

/** The armoury as two groups, Items and Mounts, each entry with its prices. */
export function wargearPickGroups(items: readonly Wargear[], held: HeldEntries): PickGroup[] {
  const label = (entry: Wargear) => `${entry.name} (${formatPoints(entry)})`;
  const groups = [
    {
      group: 'Items',
      items: pickOptions(
        items.filter((item) => item.mount !== 1),
        held,
        label,
      ),
    },
    {
      group: 'Mounts',
      items: pickOptions(
        items.filter((item) => item.mount === 1),
        held,
        label,
      ),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}
