import { Button } from '@mantine/core';
import { useRef } from 'react';
import { changedSinceBattle, useUndoBattle } from '../../api/battles';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { confirmAction } from '../../components/dialogs/confirm';
import classes from './BattleHistory.module.css';
import { HISTORY_TEXTS as T } from './history-texts';

/**
 * Undoes the company's last battle after the player agrees. When the company was edited
 * after the battle the server refuses; the player is then asked again, and a second yes
 * undoes it discarding those edits, as the refusal found them: edited again meanwhile (on
 * another device), the company is refused and asked about once more.
 */
export function UndoBattleButton({ companyId, battleId }: { companyId: string; battleId: string }) {
  const undo = useUndoBattle();
  const alerts = useAlerts();
  // The confirm dialogs open and close outside React's render: this guards between them.
  const busy = useRef(false);

  async function run(seen: string | null) {
    if (busy.current) return;
    busy.current = true;
    try {
      await undo.mutateAsync({ companyId, battleId, seen });
    } catch (error) {
      const changed = changedSinceBattle(error);
      if (changed) ask(T.undoAnywayTitle, changed.message, changed.seen);
      else alerts.failed(error);
      return;
    } finally {
      busy.current = false;
    }
    alerts.success(T.undone);
  }

  function ask(title: string, message: string, seen: string | null) {
    confirmAction({ title, message, danger: true, onConfirm: () => run(seen) });
  }

  return (
    <Button
      variant="default"
      color="red"
      className={classes.undo}
      loading={undo.isPending}
      onClick={() => {
        if (!busy.current) ask(T.undoTitle, T.undoConfirm, null);
      }}
    >
      {T.undo}
    </Button>
  );
}
