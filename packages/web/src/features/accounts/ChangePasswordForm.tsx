import { Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ChangePasswordInput, PASSWORD_CHANGED } from '@warband/schemas';
import type { z } from 'zod';
import { useChangePassword } from '../../api/users';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { showApiError } from '../../components/forms/showApiError';
import { zodResolver } from '../../components/forms/zodResolver';

type PasswordValues = z.input<typeof ChangePasswordInput>;

export function ChangePasswordForm() {
  const alerts = useAlerts();
  const change = useChangePassword();
  const form = useForm<PasswordValues>({
    initialValues: { password: '', newPassword: '', confirmPassword: '' },
    validate: zodResolver<PasswordValues>(ChangePasswordInput),
  });

  const submit = form.onSubmit((values) => {
    if (change.isPending) return;
    alerts.clear();
    change.mutate(ChangePasswordInput.parse(values), {
      onSuccess: () => {
        form.reset();
        alerts.success(PASSWORD_CHANGED);
      },
      onError: (error) => showApiError(error, form, alerts),
    });
  });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="change-password-heading">
      <form aria-label="Change Password" onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} id="change-password-heading">
            Change Password
          </Title>
          <PasswordInput
            label="Current Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
