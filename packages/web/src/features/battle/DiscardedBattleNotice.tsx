import { Alert, Button } from '@mantine/core';
import type { SavedBattle } from './battle-state';
import classes from './Battle.module.css';
import { BATTLE_TEXTS as T, discardedText } from './texts';

interface DiscardedBattleNoticeProps {
  discarded: SavedBattle;
  onRestore: () => void;
}

/** A discarded battle, offered back until the next battle begins. */
export function DiscardedBattleNotice({ discarded, onRestore }: DiscardedBattleNoticeProps) {
  return (
    <Alert color="gray" title={T.discardedTitle}>
      {discardedText(discarded.startedAt, discarded.stage)}
      <div>
        <Button className={classes.target} mt="xs" variant="default" onClick={onRestore}>
          {T.restore}
        </Button>
      </div>
    </Alert>
  );
}
