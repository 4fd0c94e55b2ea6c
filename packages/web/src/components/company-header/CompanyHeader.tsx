import { Group, Stack, Text, Title } from '@mantine/core';
import type { Company } from '@warband/schemas';
import type { ReactNode } from 'react';
import { i18n } from '../../i18n/i18n';

interface CompanyHeaderProps {
  company: Pick<Company, 'name' | 'race' | 'influence' | 'currentRating'>;
  /** Beside the name (the shared view's Read only). */
  badge?: ReactNode;
  /** The page's buttons, across from the name. */
  actions?: ReactNode;
  /** More of the summary line, after the Current Rating. */
  summary?: ReactNode;
  /** Below the summary line. */
  children?: ReactNode;
}

/**
 * A company's header, the same on the player's company page and on a shared company: its name
 * (the page's heading), the page's buttons, then the race, Influence and Current Rating.
 */
export function CompanyHeader({ company, badge, actions, summary, children }: CompanyHeaderProps) {
  const title = (
    <Title order={1} style={{ overflowWrap: 'anywhere' }}>
      {company.name}
    </Title>
  );
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="sm">
        {badge ? (
          <Group gap="sm" align="center">
            {title}
            {badge}
          </Group>
        ) : (
          title
        )}
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      <Group
        aria-label={i18n._('Company summary')}
        role="group"
        // Tighter between rows than between items, so the three fit one line on a phone.
        style={{ columnGap: 'var(--mantine-spacing-md)', rowGap: 4 }}
      >
        <Text c="dimmed">{company.race}</Text>
        <Text>
          {i18n._('Influence')} <strong>{company.influence}</strong>
        </Text>
        <Text>
          {i18n._('Current Rating')} <strong>{company.currentRating}</strong>
        </Text>
        {summary}
      </Group>
      {children}
    </Stack>
  );
}
