import { Button, Group, Text } from '@mantine/core';
import type { Company } from '@warband/schemas';
import { useNavigate } from 'react-router';
import { useRetireCompany } from '../../api/companies';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { confirmAction } from '../../components/dialogs/confirm';
import { LIFECYCLE_TEXTS as T } from './lifecycle-texts';

/**
 * Retire (or Re-Enlist, for a retired company) in the Edit Company dialog: asks first, then
 * moves the company and the player to Retired Companies, or back to My Companies.
 */
export function RetireButton({ company }: { company: Company }) {
  const retire = useRetireCompany();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const retiring = !company.retired;

  function request() {
    confirmAction({
      title: retiring ? T.retireTitle : T.reEnlistTitle,
      message: retiring ? T.retireConfirm : T.reEnlistConfirm,
      onConfirm: async () => {
        try {
          await retire.mutateAsync({ id: company.id, retire: retiring });
        } catch (error) {
          alerts.failed(error);
          return;
        }
        alerts.success(retiring ? T.retired : T.reEnlisted);
        // Leaving the page closes the dialog with it.
        await navigate(retiring ? '/retired' : '/companies');
      },
    });
  }

  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {retiring
          ? 'A retired company leaves My Companies; its page and its dead are kept.'
          : T.retiredNote}
      </Text>
      {/* The note wraps; the button keeps its full width on a phone. */}
      <Button variant="default" onClick={request} loading={retire.isPending} flex="none">
        {retiring ? T.retire : T.reEnlist}
      </Button>
    </Group>
  );
}
