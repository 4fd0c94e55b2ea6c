import { Alert, Text, TextInput } from '@mantine/core';
import { RequestPasswordResetInput, RESET_REQUESTED } from '@warband/schemas';
import { useRequestPasswordReset } from '../../api/users';
import { useApiForm } from '../../components/forms/useApiForm';
import { Page } from '../../components/Page';
import { FormPanel } from './FormPanel';
import { i18n } from '../../i18n/i18n';

/** /forgotten-password: asks for the account's email and sends a reset link there. */
export function ForgottenPasswordPage() {
  const request = useRequestPasswordReset();
  const { form, handleSubmit, submitting } = useApiForm({
    initialValues: { email: '' },
    schema: RequestPasswordResetInput,
    submit: request.mutateAsync,
    onSuccess: (_reply, form) => form.reset(),
  });

  return (
    <Page title={i18n._('Forgotten Password')} maw={560}>
      {request.isSuccess && (
        // Stays on screen (unlike the 5 s alerts): the player needs it while fetching the mail.
        <Alert role="status" color="green" variant="light" title={i18n._('Check your email')}>
          {i18n._(RESET_REQUESTED)}
        </Alert>
      )}
      <FormPanel
        label={i18n._('Forgotten password')}
        submitLabel={i18n._('Send reset link')}
        submitting={submitting}
        onSubmit={handleSubmit}
      >
        <Text>
          {i18n._(
            'Enter the email address of your account and we will send you a link to choose a new password.',
          )}
        </Text>
        <TextInput
          label={i18n._('Email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
      </FormPanel>
    </Page>
  );
}
