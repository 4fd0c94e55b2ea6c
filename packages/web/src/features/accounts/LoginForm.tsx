import { Anchor, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { useLogin } from '../../api/users';
import { lazySchema } from '../../api/schemas';
import { useApiForm } from '../../components/forms/useApiForm';

/** The login form; the page owns the mutation so it can redirect once the login settles. */
export function LoginForm({ login }: { login: ReturnType<typeof useLogin> }) {
  const { form, handleSubmit, submitting } = useApiForm({
    initialValues: { email: '', password: '' },
    // The login page's first paint does not wait for the schemas (docs/decisions.md, D9).
    schema: lazySchema((s) => s.AuthenticateInput),
    submit: login.mutateAsync,
  });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="login-heading">
      <form aria-label="Login" onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} id="login-heading">
            Login
          </Title>
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Anchor component={Link} to="/forgotten-password" size="sm">
            Forgotten your password?
          </Anchor>
          <Button type="submit" loading={submitting}>
            Login
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
