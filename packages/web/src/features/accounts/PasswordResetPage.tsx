import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_RESET_DONE, ResetPasswordForm } from '@warband/schemas';
import type { z } from 'zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPassword } from '../../api/users';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { showApiError } from '../../components/forms/showApiError';
import { zodResolver } from '../../components/forms/zodResolver';
import { Page } from '../../components/Page';

type ResetValues = z.input<typeof ResetPasswordForm>;

/** /password-reset?token=…: the page the reset email links to. */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  return (
    <Page title="Reset Password" maw={560}>
      {token ? (
        <ResetForm token={token} />
      ) : (
        <Alert color="orange" variant="light" title="This link has no reset token">
          <Stack gap="xs">
            <Text size="sm">
              A password can only be reset from the link in the email we send you. Open the link
              from the email again, or ask for a new one.
            </Text>
            <Anchor component={Link} to="/forgotten-password" size="sm">
              Request a new reset link
            </Anchor>
          </Stack>
        </Alert>
      )}
    </Page>
  );
}

function ResetForm({ token }: { token: string }) {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: zodResolver<ResetValues>(ResetPasswordForm),
  });

  const submit = form.onSubmit((values) => {
    if (reset.isPending) return;
    alerts.clear();
    const { password } = ResetPasswordForm.parse(values);
    reset.mutate(
      { password, token },
      {
        onSuccess: () => {
          alerts.success(PASSWORD_RESET_DONE);
          void navigate('/login', { replace: true });
        },
        onError: (error) => showApiError(error, form, alerts),
      },
    );
  });

  return (
    <Paper withBorder p="lg">
      <form aria-label="Reset password" onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>Choose a new password for your account.</Text>
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={reset.isPending}>
            Reset Password
          </Button>
          <Anchor component={Link} to="/forgotten-password" size="sm">
            Link expired? Request a new one
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
