import { Button, Group, Loader, Stack, Text } from '@mantine/core';

interface ListStatusProps {
  isPending: boolean;
  error: Error | null;
  /** Lower-case plural for the lines: 'Loading your rules…'. */
  plural: string;
  onRetry: () => void;
}

/** Loading and error lines of a list; null once the list is there. */
export function ListStatus({ isPending, error, plural, onRetry }: ListStatusProps) {
  if (isPending) {
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="sm" />
        <Text>Loading your {plural}…</Text>
      </Group>
    );
  }
  if (error) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text c="red">
          Could not load your {plural}: {error.message}
        </Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  }
  return null;
}
