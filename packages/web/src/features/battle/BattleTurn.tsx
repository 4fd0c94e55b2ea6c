import { remindersForPhase } from '@warband/rules';
import type { Company } from '@warband/schemas';
import { useCallback, useMemo } from 'react';
import { TurnTracker } from '../../components/turn-tracker/TurnTracker';
import type { BattleAction } from './battle-reducer';
import { takingPart, turnOf, type SavedBattle } from './battle-state';

interface BattleTurnProps {
  battle: SavedBattle;
  /** The company's warriors as saved: their rules, heroic actions and spells. */
  warriors: Company['warriors'];
  dispatch: (action: BattleAction) => void;
}

/**
 * The battle's turn and phase, with the reminders of the warriors on the table
 * (docs/rules.md#turn-phases). Drawn with the battle on every tap, it hands the tracker only
 * values that change with the phase or the line-up, so the tracker itself is not drawn again.
 */
export function BattleTurn({ battle, warriors, dispatch }: BattleTurnProps) {
  const turn = turnOf(battle);
  // Who is on the table changes only before the battle; a tap leaves this text as it is.
  const onTable = takingPart(battle)
    .map((warrior) => warrior.id)
    .join(' ');
  const reminders = useMemo(() => {
    const ids = new Set(onTable.split(' '));
    const present = Object.values(warriors).filter((warrior) => ids.has(warrior.id));
    return remindersForPhase(present, turn.phase);
  }, [warriors, onTable, turn.phase]);
  const onNext = useCallback(() => dispatch({ type: 'nextPhase' }), [dispatch]);
  const onBack = useCallback(() => dispatch({ type: 'previousPhase' }), [dispatch]);
  return <TurnTracker turn={turn} reminders={reminders} onNext={onNext} onBack={onBack} />;
}
