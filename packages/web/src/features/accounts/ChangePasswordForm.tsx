import { PasswordInput } from '@mantine/core';
import { ChangePasswordInput, PASSWORD_CHANGED } from '@warband/schemas';
import { useChangePassword } from '../../api/users';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { useApiForm } from '../../components/forms/useApiForm';
import { FormPanel } from './FormPanel';
import { NewPasswordFields } from './NewPasswordFields';
import { i18n } from '../../i18n/i18n';

export function ChangePasswordForm() {
  const alerts = useAlerts();
  const change = useChangePassword();
  const { form, handleSubmit, submitting } = useApiForm({
    initialValues: { password: '', newPassword: '', confirmPassword: '' },
    schema: ChangePasswordInput,
    submit: change.mutateAsync,
    onSuccess: (_reply, form) => {
      form.reset();
      alerts.success(i18n._(PASSWORD_CHANGED));
    },
  });

  return (
    <FormPanel
      label={i18n._('Change Password')}
      heading
      submitLabel={i18n._('Change Password')}
      submitting={submitting}
      onSubmit={handleSubmit}
    >
      <PasswordInput
        label={i18n._('Current Password')}
        autoComplete="current-password"
        {...form.getInputProps('password')}
      />
      <NewPasswordFields
        label={i18n._('New Password')}
        password={form.getInputProps('newPassword')}
        confirm={form.getInputProps('confirmPassword')}
      />
    </FormPanel>
  );
}
