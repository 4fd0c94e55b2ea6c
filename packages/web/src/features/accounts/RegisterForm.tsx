import { TextInput } from '@mantine/core';
import { useRegister } from '../../api/users';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { lazySchema } from '../../api/schemas';
import { useApiForm } from '../../components/forms/useApiForm';
import { FormPanel } from './FormPanel';
import { NewPasswordFields } from './NewPasswordFields';

export const REGISTERED_TEXT = 'Registration successful, you can now log in to your new account.';

export function RegisterForm() {
  const alerts = useAlerts();
  const registration = useRegister();
  const { form, handleSubmit, submitting } = useApiForm({
    initialValues: { name: '', email: '', confirmEmail: '', password: '', confirmPassword: '' },
    // The login page's first paint does not wait for the schemas (docs/decisions.md, D9).
    schema: lazySchema((s) => s.RegisterInput),
    submit: registration.mutateAsync,
    onSuccess: (_reply, form) => {
      form.reset();
      alerts.success(REGISTERED_TEXT);
    },
  });

  return (
    <FormPanel
      label="Register"
      heading
      submitLabel="Register"
      submitting={submitting}
      onSubmit={handleSubmit}
    >
      <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />
      <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
      <TextInput
        label="Confirm Email"
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
