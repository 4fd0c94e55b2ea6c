import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/usePageTitle';

interface PageProps {
  /** The page's heading, also used for the browser tab's title. */
  title: string;
  /** Narrows single-form pages so lines stay readable on wide screens. */
  maw?: number | string;
  children: ReactNode;
}

/** A screen's frame: its title in the tab, its one h1, then its content. */
export function Page({ title, maw, children }: PageProps) {
  usePageTitle(title);
  return (
    <Stack gap="lg" maw={maw} w="100%">
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
