import { Button, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';
import classes from './CardGrid.module.css';
import { i18n } from '../../i18n/i18n';

/**
 * Cards four to a row on a desktop, two on a tablet, one on a phone: a row always breaks
 * after a multiple of four cards.
 */
export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" role="list" aria-label={label}>
      {children}
    </SimpleGrid>
  );
}

interface EntryCardProps {
  name: string;
  /** Lines under the name: points, casting value, an excerpt of the description. */
  summary: ReactNode;
  onEdit: () => void;
  /** Where an entry has a read-only view (wargear's detail popup): a Details button. */
  onDetails?: () => void;
  /** Names the card and its name for tests: 'library-card', 'library-card-name'. */
  testId: string;
}

/** One entry of a list screen: its name opens the editor, the summary says what it is. */
export function EntryCard({ name, summary, onEdit, onDetails, testId }: EntryCardProps) {
  const summaryId = useId();
  // The name is the card's button; its ::after stretches over the whole card, so a click
  // anywhere opens the editor while the summary stays ordinary content (a button may not
  // hold tables or paragraphs).
  return (
    <Card withBorder padding="md" className={classes.card} data-testid={testId} role="listitem">
      <UnstyledButton
        className={classes.main}
        onClick={onEdit}
        aria-label={i18n._('Edit {name}', { name })}
        aria-describedby={summaryId}
      >
        <Text component="span" fw={700} className={classes.name} data-testid={`${testId}-name`}>
          {name}
        </Text>
      </UnstyledButton>
      <Stack gap={4} id={summaryId} mt={6} className={classes.summary}>
        {summary}
      </Stack>
      {onDetails && (
        <Group justify="flex-end" mt="sm">
          <Button variant="light" size="xs" onClick={onDetails} className={classes.raised}>
            {i18n._('Details')}
          </Button>
        </Group>
      )}
    </Card>
  );
}

/** The trailing card of a grid that opens the create dialog: 'New Rule', 'New Item'… */
export function NewCard({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div role="listitem" className={classes.newItem}>
      <UnstyledButton className={classes.newCard} onClick={onClick}>
        <span aria-hidden className={classes.plus}>
          +
        </span>
        <span>{label}</span>
      </UnstyledButton>
    </div>
  );
}
