import { Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DETAILS_UPDATED, UpdateDetailsInput, type PublicUser } from '@warband/schemas';
import type { z } from 'zod';
import { useUpdateDetails } from '../../api/users';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { showApiError } from '../../components/forms/showApiError';
import { zodResolver } from '../../components/forms/zodResolver';

type DetailsValues = z.input<typeof UpdateDetailsInput>;

export function ChangeDetailsForm({ user }: { user: Pick<PublicUser, 'name' | 'email'> }) {
  const alerts = useAlerts();
  const update = useUpdateDetails();
  const form = useForm<DetailsValues>({
    initialValues: { name: user.name, email: user.email },
    validate: zodResolver<DetailsValues>(UpdateDetailsInput),
  });

  const submit = form.onSubmit((values) => {
    if (update.isPending) return;
    alerts.clear();
    update.mutate(UpdateDetailsInput.parse(values), {
      onSuccess: (saved) => {
        form.setValues({ name: saved.name, email: saved.email });
        form.resetDirty({ name: saved.name, email: saved.email });
        alerts.success(DETAILS_UPDATED);
      },
      onError: (error) => showApiError(error, form, alerts),
    });
  });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="change-details-heading">
      <form aria-label="Change Details" onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} id="change-details-heading">
            Change Details
          </Title>
          <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={update.isPending}>
            Update Details
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
