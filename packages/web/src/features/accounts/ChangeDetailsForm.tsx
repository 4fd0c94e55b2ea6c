import { TextInput } from '@mantine/core';
import { DETAILS_UPDATED, UpdateDetailsInput, type PublicUser } from '@warband/schemas';
import { useUpdateDetails } from '../../api/users';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { useApiForm } from '../../components/forms/useApiForm';
import { FormPanel } from './FormPanel';
import { i18n } from '../../i18n/i18n';

export function ChangeDetailsForm({ user }: { user: Pick<PublicUser, 'name' | 'email'> }) {
  const alerts = useAlerts();
  const update = useUpdateDetails();
  const { form, handleSubmit, submitting } = useApiForm({
    initialValues: { name: user.name, email: user.email },
    schema: UpdateDetailsInput,
    submit: update.mutateAsync,
    onSuccess: (saved, form) => {
      form.setValues({ name: saved.name, email: saved.email });
      form.resetDirty({ name: saved.name, email: saved.email });
      alerts.success(i18n._(DETAILS_UPDATED));
    },
  });

  return (
    <FormPanel
      label={i18n._('Change Details')}
      heading
      submitLabel={i18n._('Update Details')}
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
    </FormPanel>
  );
}
