import { Alert, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RequestPasswordResetInput, RESET_REQUESTED } from '@warband/schemas';
import type { z } from 'zod';
import { useRequestPasswordReset } from '../../api/users';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { showApiError } from '../../components/forms/showApiError';
import { zodResolver } from '../../components/forms/zodResolver';
import { Page } from '../../components/Page';

type ForgottenValues = z.input<typeof RequestPasswordResetInput>;

/** /forgotten-password: asks for the account's email and sends a reset link there. */
export function ForgottenPasswordPage() {
  const alerts = useAlerts();
  const request = useRequestPasswordReset();
  const form = useForm<ForgottenValues>({
    initialValues: { email: '' },
    validate: zodResolver<ForgottenValues>(RequestPasswordResetInput),
  });

  const submit = form.onSubmit((values) => {
    if (request.isPending) return;
    alerts.clear();
    request.mutate(RequestPasswordResetInput.parse(values), {
      onSuccess: () => form.reset(),
      onError: (error) => showApiError(error, form, alerts),
    });
  });

  return (
    <Page title="Forgotten Password" maw={560}>
      {request.isSuccess && (
        // Stays on screen (unlike the 5 s alerts): the player needs it while fetching the mail.
        <Alert role="status" color="green" variant="light" title="Check your email">
          {RESET_REQUESTED}
        </Alert>
      )}
      <Paper withBorder p="lg">
        <form aria-label="Forgotten password" onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text>
              Enter the email address of your account and we will send you a link to choose a new
              password.
            </Text>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={request.isPending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      </Paper>
    </Page>
  );
}
