import { cardFace } from '@warband/rules';
import type { Warrior } from '@warband/schemas';
import { memo, useMemo } from 'react';
import { CharacteristicLine } from '../../components/warrior-card/CharacteristicLine';
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

/**
 * The card's totals with the battle's losses taken off: the Wounds, Might, Will and Fate left,
 * so the line a player reads is the line that holds now.
 */
export function liveStats(profile: Warrior, warrior: BattleWarrior): Warrior['totalStats'] {
  const c = warrior.counters;
  return {
    ...profile.totalStats,
    wounds: c.remainingWounds,
    might: c.remainingMight,
    will: c.remainingWill,
    fate: c.remainingFate,
  };
}

interface StatLineProps {
  profile: Warrior;
  wounds: number;
  might: number;
  will: number;
  fate: number;
  newRuleset: boolean;
}

/**
 * The row's characteristic line with what the battle has taken off: drawn again only when one
 * of the four counters it shows changes (a tap on Wounds inflicted leaves it as it is).
 */
const StatLine = memo(function StatLine({
  profile,
  wounds,
  might,
  will,
  fate,
  newRuleset,
}: StatLineProps) {
  return (
    <CharacteristicLine
      warrior={{
        rank: profile.rank,
        totalStats: { ...profile.totalStats, wounds, might, will, fate },
      }}
      newRuleset={newRuleset}
    />
  );
});

interface WarriorRowProps {
  warrior: BattleWarrior;
  /** The warrior as the company holds it; absent if the warrior has gone since the battle began. */
  profile: Warrior | undefined;
  newRuleset: boolean;
  dispatch: (action: BattleAction) => void;
  onProfile: (warriorId: string) => void;
}

/**
 * One warrior at the table. Memoised on the warrior object: a tap redraws only its own row,
 * built of plain elements, which keeps a tap to paint inside its budget on a slow phone; within
 * the row, only the counter tapped and, when it shows that counter, the characteristic line.
 */
export const WarriorRow = memo(function WarriorRow({
  warrior,
  profile,
  newRuleset,
  dispatch,
  onProfile,
}: WarriorRowProps) {
  const face = cardFace({ status: '', ...warrior.counters });
  const { fled } = warrior.counters;
  const c = warrior.counters;
  const warriorId = warrior.id;
  // One handler per counter for the row's life, so an untouched counter is not drawn again.
  const stepOf = useMemo(() => {
    const steps = new Map<CounterName, (by: 1 | -1) => void>();
    return (counter: CounterName) => {
      let step = steps.get(counter);
      if (!step) {
        step = (by) => dispatch({ type: 'step', warriorId, counter, by });
        steps.set(counter, step);
      }
      return step;
    };
  }, [dispatch, warriorId]);
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
      {profile && (
        <div className={classes.profileLine}>
          <StatLine
            profile={profile}
            wounds={c.remainingWounds}
            might={c.remainingMight}
            will={c.remainingWill}
            fate={c.remainingFate}
            newRuleset={newRuleset}
          />
          <button
            type="button"
            className={classes.profileButton}
            aria-label={`${T.profile} of ${warrior.name}`}
            onClick={() => onProfile(warrior.id)}
          >
            {T.profile}
          </button>
        </div>
      )}
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
              onStep={stepOf(counter)}
            />
          );
        })}
      </div>
    </li>
  );
});
