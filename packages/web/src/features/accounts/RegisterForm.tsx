import { TextInput } from '@mantine/core';
import type { RegisterInput } from '@warband/schemas';
import { useLocation, useNavigate } from 'react-router';
import type { useLogin } from '../../api/users';
import { useRegister } from '../../api/users';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { lazySchema } from '../../api/schemas';
import { useApiForm } from '../../components/forms/useApiForm';
import { FormPanel } from './FormPanel';
import { NewPasswordFields } from './NewPasswordFields';
import { originAfterLogin } from './origin';
import { i18n } from '../../i18n/i18n';

export const REGISTERED_TEXT = /*i18n*/ 'Registration successful';
/** Only when the account was made but the login right after it failed. */
export const REGISTERED_LOG_IN_TEXT =
  /*i18n*/ 'Registration successful, you can now log in to your new account.';

/**
 * Registers, then logs the new player in with the same email and password, so they land on
 * My Companies rather than typing them again. The page owns the login mutation; the form
 * moves on itself, so that the welcome is raised with the navigation and shows on the next
 * page rather than being cleared by it.
 */
export function RegisterForm({ login }: { login: ReturnType<typeof useLogin> }) {
  const alerts = useAlerts();
  const registration = useRegister();
  const navigate = useNavigate();
  const location = useLocation();
  const { form, handleSubmit, submitting } = useApiForm({
    initialValues: { name: '', email: '', confirmEmail: '', password: '', confirmPassword: '' },
    // The login page's first paint does not wait for the schemas
    // (docs/adr/0146-the-first-page-loads-without-zod-and-with-its-chunks.md).
    schema: lazySchema((s) => s.RegisterInput),
    submit: async (input: RegisterInput) => {
      await registration.mutateAsync(input);
      return input;
    },
    onSuccess: async ({ email, password }, form) => {
      try {
        await login.mutateAsync({ email, password });
        alerts.success(i18n._(REGISTERED_TEXT));
        void navigate(originAfterLogin(location.state), { replace: true });
      } catch {
        // The account exists either way; the login form is next to this one.
        form.reset();
        alerts.success(i18n._(REGISTERED_LOG_IN_TEXT));
      }
    },
  });
  return (
    <FormPanel
      label={i18n._('Register')}
      heading
      submitLabel={i18n._('Register')}
      submitting={submitting}
      onSubmit={handleSubmit}
    >
      <TextInput label={i18n._('Name')} autoComplete="name" {...form.getInputProps('name')} />
      <TextInput
        label={i18n._('Email')}
        type="email"
        autoComplete="email"
        {...form.getInputProps('email')}
      />
      <TextInput
        label={i18n._('Confirm Email')}
        type="email"
        autoComplete="email"
        {...form.getInputProps('confirmEmail')}
      />
      <NewPasswordFields
        password={form.getInputProps('password')}
        confirm={form.getInputProps('confirmPassword')}
      />
    </FormPanel>
  );
}
