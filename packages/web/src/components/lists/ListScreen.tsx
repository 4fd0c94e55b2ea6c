import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../hooks/usePageTitle';
import type { ListSorting } from '../../hooks/useStoredSort';
import { ListStatus } from './ListStatus';
import { SortSelect } from './SortSelect';

interface ListScreenProps<T extends string> {
  /** The page's heading and document title. */
  title: string;
  /** The sort chooser's choice and options (`useListSorting`). */
  sorting: ListSorting<T>;
  /** The list's query: its loading and error lines show under the heading. */
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  /** Lower-case plural for the loading and error lines: 'Loading your rules…'. */
  plural: string;
  /** Buttons beside the sort chooser. */
  tools?: ReactNode;
  children: ReactNode;
}

/** The frame of every list page: heading, sort chooser, loading and error lines, the list. */
export function ListScreen<T extends string>({
  title,
  sorting,
  query,
  plural,
  tools,
  children,
}: ListScreenProps<T>) {
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={1}>{title}</Title>
        <Group align="flex-end" gap="sm">
          <SortSelect value={sorting.value} options={sorting.options} onChange={sorting.onChange} />
          {tools}
        </Group>
      </Group>
      <ListStatus
        isPending={query.isPending}
        error={query.error}
        plural={plural}
        onRetry={() => void query.refetch()}
      />
      {children}
    </Stack>
  );
}
