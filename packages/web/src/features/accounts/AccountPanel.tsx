import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The id of a panel's heading, from its title: 'Settings' is 'settings-heading'. */
export const headingIdOf = (title: string) => `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;

/** A section of the account page: a bordered panel named by its heading. */
export function AccountPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = headingIdOf(title);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
