import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { PASSWORD_RESET_DONE, ResetPasswordForm } from '@warband/schemas';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPassword } from '../../api/users';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { useApiForm } from '../../components/forms/useApiForm';
import { Page } from '../../components/Page';
import { FormPanel } from './FormPanel';
import { NewPasswordFields } from './NewPasswordFields';
import { i18n } from '../../i18n/i18n';

/** /password-reset?token=…: the page the reset email links to. */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  return (
    <Page title={i18n._('Reset Password')} maw={560}>
      {token ? (
        <ResetForm token={token} />
      ) : (
        <Alert color="orange" variant="light" title={i18n._('This link has no reset token')}>
          <Stack gap="xs">
            <Text size="sm">
              {i18n._(
                'A password can only be reset from the link in the email we send you. Open the link from the email again, or ask for a new one.',
              )}
            </Text>
            <Anchor component={Link} to="/forgotten-password" size="sm">
              {i18n._('Request a new reset link')}
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
  const { form, handleSubmit, submitting } = useApiForm({
    initialValues: { password: '', confirmPassword: '' },
    schema: ResetPasswordForm,
    submit: ({ password }) => reset.mutateAsync({ password, token }),
    onSuccess: () => {
      alerts.success(i18n._(PASSWORD_RESET_DONE));
      void navigate('/login', { replace: true });
    },
  });

  return (
    <FormPanel
      label={i18n._('Reset password')}
      submitLabel={i18n._('Reset Password')}
      submitting={submitting}
      onSubmit={handleSubmit}
      after={
        <Anchor component={Link} to="/forgotten-password" size="sm">
          {i18n._('Link expired? Request a new one')}
        </Anchor>
      }
    >
      <Text>{i18n._('Choose a new password for your account.')}</Text>
      <NewPasswordFields
        password={form.getInputProps('password')}
        confirm={form.getInputProps('confirmPassword')}
      />
    </FormPanel>
  );
}
