import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListStatus } from '../../components/lists/ListStatus';

interface StorySectionProps {
  titleId: string;
  /** The title, and the lower-case plural of the status's lines: 'Loading battles…'. */
  texts: { title: string; plural: string };
  /** The switch to the company's other story, beside the title. */
  switcher?: ReactNode;
  /** The list's read, whose status shows in the list's place until the list is in. */
  read: { isPending: boolean; error: Error | null; refetch: () => unknown };
  /** The list, or undefined until it is in. */
  children: ReactNode;
}

/**
 * One of a company's two stories below its warriors (the Battle History or the Timeline):
 * its title with the switch to the other, then its list. Screen only: it never reaches the
 * printed sheet.
 */
export function StorySection({ titleId, texts, switcher, read, children }: StorySectionProps) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId} className="wl-no-print">
      <Group justify="space-between" gap="sm">
        <Title order={2} id={titleId}>
          {texts.title}
        </Title>
        {switcher}
      </Group>
      {children ?? (
        <ListStatus
          isPending={read.isPending}
          error={read.error}
          plural={texts.plural}
          onRetry={() => void read.refetch()}
        />
      )}
    </Stack>
  );
}
