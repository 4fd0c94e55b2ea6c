import type { Company } from '@warband/schemas';
import { useSubmitAftermath } from '../../../api/battles';
import { ApiRequestError } from '../../../api/client';
import { useAlerts } from '../../../components/alerts/AlertsProvider';
import type { SavedBattle } from '../battle-state';
import { toAftermathInput } from './aftermath-check';
import type { AftermathDraft } from './aftermath-draft';
import type { AftermathPlan } from './aftermath-plan';
import { AFTERMATH_TEXTS as T } from './aftermath-texts';

/** How the wizard's Submit sends the choices: an aftermath after a battle, or a correction. */
export interface AftermathSubmit {
  send: (draft: AftermathDraft, plan: AftermathPlan) => void;
  busy: boolean;
  error: { message: string; details: string[] } | null;
}
export type UseAftermathSubmit = typeof useAftermathSubmit;

/**
 * Sends the War's Aftermath once at a time. A retry after a failure sends the same battleId,
 * which the server applies once (docs/adr/0138-a-battle-is-applied-once-by-a-unique-battle-id.md),
 * so a reply lost on the way back cannot apply the battle twice. The draft stays on the device
 * until the server has it.
 */
export function useAftermathSubmit(
  company: Company,
  battle: SavedBattle,
  onSaved: () => void,
): AftermathSubmit {
  const submit = useSubmitAftermath();
  const alerts = useAlerts();

  const send = (draft: AftermathDraft, plan: AftermathPlan) => {
    if (submit.isPending) return;
    submit.mutate(
      { company, input: toAftermathInput(battle, draft, plan) },
      {
        // Kept in the outbox without a signal: applied once the server can be reached.
        onSuccess: ({ queued }) => {
          alerts.success(queued ? T.savedOnDevice : T.saved);
          onSaved();
        },
      },
    );
  };

  return { send, busy: submit.isPending, error: submit.error ? refusal(submit.error) : null };
}

/** The server's message, with what it found wrong in the choices (its `fields`) under it. */
export function refusal(error: Error): { message: string; details: string[] } {
  if (!(error instanceof ApiRequestError)) return { message: T.failed, details: [] };
  return { message: error.message, details: [...new Set(Object.values(error.fields))] };
}
