import { Select } from '@mantine/core';
import { isSortChoice } from './sorting';
import type { SortChoice } from './sorting';

interface SortSelectProps {
  value: SortChoice;
  options: readonly { value: SortChoice; label: string }[];
  onChange: (choice: SortChoice) => void;
}

/** The 'Sort by' chooser in a list screen's toolbar; pair it with useStoredSort. */
export function SortSelect({ value, options, onChange }: SortSelectProps) {
  return (
    <Select
      label="Sort by"
      data={options.map((option) => ({ ...option }))}
      value={value}
      allowDeselect={false}
      w={160}
      onChange={(next) => {
        if (isSortChoice(next, options)) onChange(next);
      }}
    />
  );
}
