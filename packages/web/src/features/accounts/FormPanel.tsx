import { Button, Paper, Stack, Title } from '@mantine/core';
import { useId, type FormEvent, type ReactNode } from 'react';

interface FormPanelProps {
  /** The form's accessible name; also its heading when `heading` is true. */
  label: string;
  heading?: boolean;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The fields, and anything shown above the submit button. */
  children: ReactNode;
  /** Shown below the submit button (a link to another step). */
  after?: ReactNode;
}

/** The frame every account form shares: a bordered panel, an optional heading, one button. */
export function FormPanel({
  label,
  heading = false,
  submitLabel,
  submitting,
  onSubmit,
  children,
  after,
}: FormPanelProps) {
  const headingId = useId();
  return (
    <Paper
      withBorder
      p="lg"
      component={heading ? 'section' : undefined}
      aria-labelledby={heading ? headingId : undefined}
    >
      <form aria-label={label} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {heading && (
            <Title order={2} id={headingId}>
              {label}
            </Title>
          )}
          {children}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
          {after}
        </Stack>
      </form>
    </Paper>
  );
}
