import type { Warrior } from '@warband/schemas';
import { useCreateWarrior } from '../../api/companies';
import { randomId } from '../../app/ids';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { duplicateInput } from './editor-values';
import { createdMessage, EDITOR_TEXTS } from './texts';

/**
 * Duplicate: a new warrior in the same company, the stored one's copy under its name marked
 * a copy (editor-values.ts, duplicateInput), made through the one create call; the server
 * works out its points and characteristics. Says how it went in the alerts banner.
 */
export function useDuplicateWarrior() {
  const alerts = useAlerts();
  const create = useCreateWarrior();
  return async (warrior: Warrior) => {
    try {
      const copy = await create.mutateAsync(duplicateInput(warrior, randomId));
      alerts.success(createdMessage(copy.name));
    } catch (error) {
      alerts.failed(error, EDITOR_TEXTS.duplicateFailed);
    }
  };
}
