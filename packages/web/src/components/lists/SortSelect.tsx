import { NativeSelect } from '@mantine/core';
import { isSortChoice } from './sorting';
import { i18n } from '../../i18n/i18n';

interface SortSelectProps<T extends string> {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (choice: T) => void;
}

/** The 'Sort by' chooser in a list screen's toolbar; pair it with useStoredSort. */
export function SortSelect<T extends string>({ value, options, onChange }: SortSelectProps<T>) {
  return (
    <NativeSelect
      label={i18n._('Sort by')}
      data={options.map((option) => ({ ...option, label: i18n._(option.label) }))}
      value={value}
      w={160}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isSortChoice(next, options)) onChange(next);
      }}
    />
  );
}
