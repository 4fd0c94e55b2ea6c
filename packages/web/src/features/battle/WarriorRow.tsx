import { cardFace } from '@warband/rules';
import { memo } from 'react';
import { counterValue, type BattleAction, type CounterName } from './battle-reducer';
import type { BattleWarrior } from './battle-state';
import classes from './Battle.module.css';
import { Counter } from './Counter';
import { BATTLE_TEXTS as T, COUNTER_LABELS } from './texts';

/** Might, Will and Fate show only for those who have them; the rest always do. */
function countersOf(warrior: BattleWarrior): CounterName[] {
  const { might, will, fate } = warrior.totals;
  return [
    'wounds',
    ...(might > 0 ? (['might'] as const) : []),
    ...(will > 0 ? (['will'] as const) : []),
    ...(fate > 0 ? (['fate'] as const) : []),
    'inflicted',
  ];
}

interface WarriorRowProps {
  warrior: BattleWarrior;
  dispatch: (action: BattleAction) => void;
}

/**
 * One warrior at the table. Memoised on the warrior object: a tap redraws only its own row,
 * built of plain elements, which keeps a tap to paint inside its budget on a slow phone.
 */
export const WarriorRow = memo(function WarriorRow({ warrior, dispatch }: WarriorRowProps) {
  const face = cardFace({ status: '', ...warrior.counters });
  const { fled } = warrior.counters;
  return (
    <li
      className={classes.row}
      data-flipped={face.flipped}
      aria-label={face.backText ? `${warrior.name}, ${face.backText}` : warrior.name}
    >
      <div className={classes.rowHead}>
        <div className={classes.rowName}>
          <strong>{warrior.name}</strong>
          <small>{warrior.rank}</small>
        </div>
        {face.backText && (
          <span className={classes.mark} data-mark={warrior.counters.wounded ? 'wounded' : 'fled'}>
            {face.backText}
          </span>
        )}
        <button
          type="button"
          className={classes.fleeButton}
          aria-pressed={fled}
          aria-label={`${T.flee}: ${warrior.name}`}
          onClick={() => dispatch({ type: 'toggleFlee', warriorId: warrior.id })}
        >
          {T.flee}
        </button>
      </div>
      <div className={classes.counters}>
        {countersOf(warrior).map((counter) => {
          const [value, max] = counterValue(warrior, counter);
          return (
            <Counter
              key={counter}
              label={COUNTER_LABELS[counter]}
              warriorName={warrior.name}
              value={value}
              max={Number.isFinite(max) ? max : undefined}
              onStep={(by) => dispatch({ type: 'step', warriorId: warrior.id, counter, by })}
            />
          );
        })}
      </div>
    </li>
  );
});
