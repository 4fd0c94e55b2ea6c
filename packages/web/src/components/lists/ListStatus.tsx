import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { i18n } from '../../i18n/i18n';

/** A read on its way: a small spinner and what is being read, announced politely. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <Group gap="xs" aria-live="polite">
      <Loader size="sm" />
      <Text>{text}</Text>
    </Group>
  );
}

interface LoadFailedProps {
  /** 'Could not load the campaign': the error's own message follows it. */
  text: string;
  error: Error;
  onRetry: () => void;
}

/** A read that failed: what and why, and Try again. */
export function LoadFailed({ text, error, onRetry }: LoadFailedProps) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text c="red">
        {text}: {error.message}
      </Text>
      {/* A thumb's target on a phone, as every control. */}
      <Button variant="default" mih={44} miw={44} onClick={onRetry}>
        {i18n._('Try again')}
      </Button>
    </Stack>
  );
}

interface ListStatusProps {
  isPending: boolean;
  error: Error | null;
  /** Lower-case plural for the lines: 'Loading your rules…'. */
  plural: string;
  onRetry: () => void;
}

/** Loading and error lines of a list; null once the list is there. */
export function ListStatus({ isPending, error, plural, onRetry }: ListStatusProps) {
  if (isPending) return <LoadingLine text={i18n._('Loading your {items}…', { items: plural })} />;
  if (error)
    return (
      <LoadFailed
        text={i18n._('Could not load your {items}', { items: plural })}
        error={error}
        onRetry={onRetry}
      />
    );
  return null;
}
