import { Alert, Text, TextInput } from '@mantine/core';
import { RequestPasswordResetInput, RESET_REQUESTED } from '@warband/schemas';
import { useRequestPasswordReset } from '../../api/users';
import { useApiForm } from '../../components/forms/useApiForm';
import { Page } from '../../components/Page';
import { FormPanel } from './FormPanel';

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
    <Page title="Forgotten Password" maw={560}>
      {request.isSuccess && (
        // Stays on screen (unlike the 5 s alerts): the player needs it while fetching the mail.
        <Alert role="status" color="green" variant="light" title="Check your email">
          {RESET_REQUESTED}
        </Alert>
      )}
      <FormPanel
        label="Forgotten password"
        submitLabel="Send reset link"
        submitting={submitting}
        onSubmit={handleSubmit}
      >
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
      </FormPanel>
    </Page>
  );
}
