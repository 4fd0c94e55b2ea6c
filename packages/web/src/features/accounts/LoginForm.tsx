import { Anchor, PasswordInput, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import type { useLogin } from '../../api/users';
import { lazySchema } from '../../api/schemas';
import { useApiForm } from '../../components/forms/useApiForm';
import { FormPanel } from './FormPanel';
import { i18n } from '../../i18n/i18n';

/** The login form; the page owns the mutation so it can redirect once the login settles. */
export function LoginForm({ login }: { login: ReturnType<typeof useLogin> }) {
  const { form, handleSubmit, submitting } = useApiForm({
    initialValues: { email: '', password: '' },
    // The login page's first paint does not wait for the schemas
    // (docs/adr/0146-the-first-page-loads-without-zod-and-with-its-chunks.md).
    schema: lazySchema((s) => s.AuthenticateInput),
    submit: login.mutateAsync,
  });

  return (
    <FormPanel
      label={i18n._('Login')}
      heading
      submitLabel={i18n._('Login')}
      submitting={submitting}
      onSubmit={handleSubmit}
    >
      <TextInput
        label={i18n._('Email')}
        type="email"
        autoComplete="username"
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label={i18n._('Password')}
        autoComplete="current-password"
        {...form.getInputProps('password')}
      />
      <Anchor component={Link} to="/forgotten-password" size="sm">
        {i18n._('Forgotten your password?')}
      </Anchor>
    </FormPanel>
  );
}
