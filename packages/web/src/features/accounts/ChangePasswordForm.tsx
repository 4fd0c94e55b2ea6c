import { PasswordInput } from '@mantine/core';
import { ChangePasswordInput, PASSWORD_CHANGED } from '@warband/schemas';
import { useChangePassword } from '../../api/users';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { useApiForm } from '../../components/forms/useApiForm';
import { FormPanel } from './FormPanel';
import { NewPasswordFields } from './NewPasswordFields';

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
    <FormPanel
      label="Change Password"
      heading
      submitLabel="Change Password"
      submitting={submitting}
      onSubmit={handleSubmit}
    >
      <PasswordInput
        label="Current Password"
        autoComplete="current-password"
        {...form.getInputProps('password')}
      />
      <NewPasswordFields
        label="New Password"
        password={form.getInputProps('newPassword')}
        confirm={form.getInputProps('confirmPassword')}
      />
    </FormPanel>
  );
}
