import { Anchor, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AuthenticateInput } from '@warband/schemas';
import type { z } from 'zod';
import { Link } from 'react-router';
import type { useLogin } from '../../api/users';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { showApiError } from '../../components/forms/showApiError';
import { zodResolver } from '../../components/forms/zodResolver';

type LoginValues = z.input<typeof AuthenticateInput>;

/** The login form; the page owns the mutation so it can redirect once the login settles. */
export function LoginForm({ login }: { login: ReturnType<typeof useLogin> }) {
  const alerts = useAlerts();
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: zodResolver<LoginValues>(AuthenticateInput),
  });

  const submit = form.onSubmit((values) => {
    if (login.isPending) return;
    alerts.clear();
    login.mutate(AuthenticateInput.parse(values), {
      onError: (error) => showApiError(error, form, alerts),
    });
  });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="login-heading">
      <form aria-label="Login" onSubmit={submit} noValidate>
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
          <Button type="submit" loading={login.isPending}>
            Login
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
