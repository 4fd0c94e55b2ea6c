import { Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RegisterInput } from '@warband/schemas';
import type { z } from 'zod';
import { useRegister } from '../../api/users';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { showApiError } from '../../components/forms/showApiError';
import { zodResolver } from '../../components/forms/zodResolver';

type RegisterValues = z.input<typeof RegisterInput>;

export const REGISTERED_TEXT = 'Registration successful, you can now log in to your new account.';

export function RegisterForm() {
  const alerts = useAlerts();
  const registration = useRegister();
  const form = useForm<RegisterValues>({
    initialValues: { name: '', email: '', confirmEmail: '', password: '', confirmPassword: '' },
    validate: zodResolver<RegisterValues>(RegisterInput),
  });

  const submit = form.onSubmit((values) => {
    if (registration.isPending) return;
    alerts.clear();
    registration.mutate(RegisterInput.parse(values), {
      onSuccess: () => {
        form.reset();
        alerts.success(REGISTERED_TEXT);
      },
      onError: (error) => showApiError(error, form, alerts),
    });
  });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="register-heading">
      <form aria-label="Register" onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} id="register-heading">
            Register
          </Title>
          <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Confirm Email"
            type="email"
            autoComplete="email"
            {...form.getInputProps('confirmEmail')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={registration.isPending}>
            Register
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
