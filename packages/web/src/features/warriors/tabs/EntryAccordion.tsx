import { Accordion, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AccordionEntry {
  id: string;
  title: string;
  /** Key facts beside the name: '5/10 pts · Armoury', '4+ · Base'. */
  facts: string;
}

interface EntryAccordionProps {
  entries: AccordionEntry[];
  empty: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** The fields of an open entry. */
  renderPanel: (id: string) => ReactNode;
  /** Absent when the list cannot be changed: the fields are then shown disabled. */
  onRemove?: (id: string) => void;
}

/**
 * The warrior's entries, one accordion item each: the name and key facts in
 * the control, the fields inside. A panel is only built while open: a list of fifty items
 * with a dozen fields each would otherwise render them all on every keystroke.
 */
export function EntryAccordion({
  entries,
  empty,
  value,
  onChange,
  renderPanel,
  onRemove,
}: EntryAccordionProps) {
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Accordion multiple variant="separated" value={value} onChange={onChange}>
      {entries.map(({ id, title, facts }) => (
        <Accordion.Item key={id} value={id}>
          <Accordion.Control>
            <Stack gap={0} miw={0}>
              <Text fw={600} size="sm" truncate="end" data-testid="entry-title">
                {title}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {facts}
              </Text>
            </Stack>
          </Accordion.Control>
          <Accordion.Panel>
            {value.includes(id) && (
              <Stack gap="sm">
                <Fieldset variant="unstyled" disabled={!onRemove} p={0} miw={0}>
                  {renderPanel(id)}
                </Fieldset>
                {onRemove && (
                  <Group justify="flex-end">
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      aria-label={`Remove ${title}`}
                      onClick={() => onRemove(id)}
                    >
                      Remove
                    </Button>
                  </Group>
                )}
              </Stack>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
