import { Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useLibraryPackTools } from './useLibraryPackTools';
import { isSortChoice } from './sorting';
import type { SortChoice } from './sorting';

interface LibraryScreenFrameProps {
  title: string;
  sort: SortChoice;
  sortOptions: readonly { value: SortChoice; label: string }[];
  onSortChange: (choice: SortChoice) => void;
  children: ReactNode;
}

/** Heading, sort chooser and library file buttons shared by the four library screens. */
export function LibraryScreenFrame({
  title,
  sort,
  sortOptions,
  onSortChange,
  children,
}: LibraryScreenFrameProps) {
  usePageTitle(title);
  const packTools = useLibraryPackTools();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={1}>{title}</Title>
        <Group align="flex-end" gap="sm">
          <Select
            label="Sort by"
            data={sortOptions.map((option) => ({ ...option }))}
            value={sort}
            allowDeselect={false}
            w={160}
            onChange={(value) => {
              if (isSortChoice(value, sortOptions)) onSortChange(value);
            }}
          />
          {packTools.buttons}
        </Group>
      </Group>
      {packTools.message}
      {children}
      {packTools.dialog}
    </Stack>
  );
}

interface ListStatusProps {
  isPending: boolean;
  error: Error | null;
  plural: string;
  onRetry: () => void;
}

/** Loading and error lines of a list; null once the list is there. */
export function ListStatus({ isPending, error, plural, onRetry }: ListStatusProps) {
  if (isPending) {
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="sm" />
        <Text>Loading your {plural}…</Text>
      </Group>
    );
  }
  if (error) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text c="red">
          Could not load your {plural}: {error.message}
        </Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  }
  return null;
}
