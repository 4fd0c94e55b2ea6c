import { Button } from '@mantine/core';
import { useRef } from 'react';
import { ApiRequestError } from '../../api/client';
import { useUndoBattle } from '../../api/battles';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { confirmAction } from '../../components/dialogs/confirm';
import classes from './BattleHistory.module.css';
import { HISTORY_TEXTS as T } from './history-texts';

/**
 * The server's refusal that a second confirmation can overrule
 * (docs/adr/0138-a-battle-is-applied-once-by-a-unique-battle-id.md).
 */
function changedSince(error: unknown): error is ApiRequestError {
  return (
    error instanceof ApiRequestError && error.status === 409 && error.message === T.changedSince
  );
}

/**
 * Undoes the company's last battle after the player agrees. When the company was edited
 * after the battle the server refuses; the player is then asked again, and a second yes
 * undoes it discarding those edits.
 */
export function UndoBattleButton({ companyId, battleId }: { companyId: string; battleId: string }) {
  const undo = useUndoBattle();
  const alerts = useAlerts();
  // The confirm dialogs open and close outside React's render: this guards between them.
  const busy = useRef(false);

  async function run(discardEdits: boolean) {
    if (busy.current) return;
    busy.current = true;
    try {
      await undo.mutateAsync({ companyId, battleId, discardEdits });
    } catch (error) {
      if (!discardEdits && changedSince(error)) {
        ask(T.undoAnywayTitle, error.message, true);
      } else {
        alerts.failed(error);
      }
      return;
    } finally {
      busy.current = false;
    }
    alerts.success(T.undone);
  }

  function ask(title: string, message: string, discardEdits: boolean) {
    confirmAction({ title, message, danger: true, onConfirm: () => run(discardEdits) });
  }

  return (
    <Button
      variant="default"
      color="red"
      className={classes.undo}
      loading={undo.isPending}
      onClick={() => {
        if (!busy.current) ask(T.undoTitle, T.undoConfirm, false);
      }}
    >
      {T.undo}
    </Button>
  );
}
