import { ActionIcon, Group, Popover, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { FIELD_HELP, type FieldHelpKey } from './help-texts';
import classes from './FieldHelp.module.css';
import { i18n } from '../../i18n/i18n';

/** An 'i' in a circle, drawn in the text colour. */
function InfoIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="10" cy="6.2" r="1.2" fill="currentColor" />
      <path d="M10 9v5.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The info button beside a field: a tap (or Enter) opens a short note on what the game word
 * means. The note describes the button, not the field, so the field keeps its own name.
 */
export function FieldHelp({ topic }: { topic: FieldHelpKey }) {
  const term = i18n._(FIELD_HELP[topic].term);
  const text = i18n._(FIELD_HELP[topic].text);
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      width={280}
      position="bottom-end"
      withArrow
      shadow="md"
      opened={opened}
      onChange={setOpened}
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={44}
          className={classes.button}
          aria-label={i18n._('What is {term}?', { term })}
          onClick={() => setOpened((open) => !open)}
          // While the note is open, Escape puts it away, not the dialog the field is in (a
          // dialog closes on Escape unless its target carries this mark).
          data-mantine-stop-propagation={opened || undefined}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpened(false);
          }}
        >
          <InfoIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={700}>
          {term}
        </Text>
        <Text size="sm">{text}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * For an input's `inputContainer`: the input with its help button beside it, outside the
 * label, so the field's name stays as it was.
 */
export function withHelp(topic: FieldHelpKey) {
  return {
    inputContainer: (input: ReactNode) => (
      <Group gap={4} wrap="nowrap" align="center">
        <div className={classes.grow}>{input}</div>
        <FieldHelp topic={topic} />
      </Group>
    ),
  };
}
