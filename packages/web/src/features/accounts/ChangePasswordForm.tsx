import { Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { ChangePasswordInput, PASSWORD_CHANGED } from '@warband/schemas';
import { useChangePassword } from '../../api/users';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { useApiForm } from '../../components/forms/useApiForm';

export function ChangePasswordForm() {
  const alerts = useAlerts();
  const change = useChangePassword();
  const { form, handleSubmit, submitting } = useApiForm({
    initialValues: { password: '', newPassword: '', confirmPassword: '' },
    schema: ChangePasswordInput,
    submit: change.mutateAsync,
    onSuccess: (_reply, form) => {
      form.reset();
      alerts.success(PASSWORD_CHANGED);
    },
  });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="change-password-heading">
      <form aria-label="Change Password" onSubmit={handleSubmit} noValidate>
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
          <Button type="submit" loading={submitting}>
            Change Password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
