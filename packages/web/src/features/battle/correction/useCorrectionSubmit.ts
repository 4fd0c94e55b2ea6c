import type { Company } from '@warband/schemas';
import { useState } from 'react';
import { changedSinceBattle, useCorrectBattle } from '../../../api/battles';
import { useAlerts } from '../../../components/alerts/AlertsProvider';
import { confirmAction } from '../../../components/dialogs/confirm';
import type { SavedBattle } from '../battle-state';
import { toAftermathInput } from '../aftermath/aftermath-check';
import { refusal, type AftermathSubmit } from '../aftermath/useAftermathSubmit';
import { CORRECTION_TEXTS as T } from './correction-texts';

/**
 * Sends the corrected choices once at a time. One correction id for the whole correction: a
 * retry after a lost reply is applied once. When the company changed after the battle the
 * server refuses; the player is asked, and a yes sends it again discarding those changes as
 * the refusal found them (changed again meanwhile, the player is asked once more).
 */
export function useCorrectionSubmit(
  company: Company,
  battle: SavedBattle,
  onSaved: () => void,
): AftermathSubmit {
  const correct = useCorrectBattle();
  const alerts = useAlerts();
  const [correctionId] = useState(() => crypto.randomUUID());

  const send: AftermathSubmit['send'] = (draft, plan) => run(draft, plan, null);

  function run(...[draft, plan, seen]: [...Parameters<AftermathSubmit['send']>, string | null]) {
    if (correct.isPending) return;
    const confirmation = seen === null ? { confirm: false } : { confirm: true, seen };
    const input = { ...toAftermathInput(battle, draft, plan), correctionId, ...confirmation };
    correct.mutate(
      { companyId: company.id, input },
      {
        onSuccess: () => {
          alerts.success(T.corrected);
          onSaved();
        },
        onError: (error) => {
          const changed = changedSinceBattle(error);
          if (!changed) return;
          confirmAction({
            title: T.correctAnywayTitle,
            message: changed.message,
            danger: true,
            onConfirm: () => run(draft, plan, changed.seen),
          });
        },
      },
    );
  }

  const refused =
    correct.error && !changedSinceBattle(correct.error) ? refusal(correct.error) : null;
  return { send, busy: correct.isPending, error: refused };
}
