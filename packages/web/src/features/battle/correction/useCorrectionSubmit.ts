import type { Company } from '@warband/schemas';
import { useState } from 'react';
import { useCorrectBattle } from '../../../api/battles';
import { ApiRequestError } from '../../../api/client';
import { useAlerts } from '../../../components/alerts/AlertsProvider';
import { confirmAction } from '../../../components/dialogs/confirm';
import type { SavedBattle } from '../battle-state';
import { toAftermathInput } from '../aftermath/aftermath-check';
import { refusal, type AftermathSubmit } from '../aftermath/useAftermathSubmit';
import { CORRECTION_TEXTS as T } from './correction-texts';

/** The server's refusal that the player's confirmation can overrule, as for an undo. */
function changedSince(error: unknown): error is ApiRequestError {
  return (
    error instanceof ApiRequestError && error.status === 409 && error.message === T.changedSince
  );
}

/**
 * Sends the corrected choices once at a time. One correction id for the whole correction: a
 * retry after a lost reply is applied once. When the company changed after the battle the
 * server refuses; the player is asked, and a yes sends it again discarding those changes.
 */
export function useCorrectionSubmit(
  company: Company,
  battle: SavedBattle,
  onSaved: () => void,
): AftermathSubmit {
  const correct = useCorrectBattle();
  const alerts = useAlerts();
  const [correctionId] = useState(() => crypto.randomUUID());

  const send: AftermathSubmit['send'] = (draft, plan) => run(draft, plan, false);

  function run(...[draft, plan, confirm]: [...Parameters<AftermathSubmit['send']>, boolean]) {
    if (correct.isPending) return;
    const input = { ...toAftermathInput(battle, draft, plan), correctionId, confirm };
    correct.mutate(
      { companyId: company.id, input },
      {
        onSuccess: () => {
          alerts.success(T.corrected);
          onSaved();
        },
        onError: (error) => {
          if (confirm || !changedSince(error)) return;
          confirmAction({
            title: T.correctAnywayTitle,
            message: error.message,
            danger: true,
            onConfirm: () => run(draft, plan, true),
          });
        },
      },
    );
  }

  const refused = correct.error && !changedSince(correct.error) ? refusal(correct.error) : null;
  return { send, busy: correct.isPending, error: refused };
}
