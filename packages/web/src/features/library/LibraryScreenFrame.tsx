import { Group, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { SortSelect } from '../../components/lists/SortSelect';
import type { SortChoice } from '../../components/lists/sorting';
import { usePageTitle } from '../../hooks/usePageTitle';
import { PackButtons, PackFileError, PackImport } from './LibraryPackTools';
import { useLibraryPack } from './useLibraryPack';

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
  const pack = useLibraryPack();
  const errorId = useId();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={1}>{title}</Title>
        <Group align="flex-end" gap="sm">
          <SortSelect value={sort} options={sortOptions} onChange={onSortChange} />
          <PackButtons pack={pack} errorId={errorId} />
        </Group>
      </Group>
      <PackFileError pack={pack} errorId={errorId} />
      {children}
      <PackImport pack={pack} />
    </Stack>
  );
}
