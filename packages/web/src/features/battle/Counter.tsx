import { memo } from 'react';
import classes from './Battle.module.css';

interface CounterProps {
  /** 'Wounds', 'Might'...: shown, and read out with the warrior's name. */
  label: string;
  warriorName: string;
  value: number;
  /** Shown as 'value / max' when the counter has a ceiling. */
  max?: number;
  /** Kept the same from render to render where it can be: the counter is memoised on it. */
  onStep: (by: 1 | -1) => void;
}

/**
 * One counter: one tap on − or + changes it by one. At a bound the button stays focusable
 * (aria-disabled, so keyboard focus is not lost) and the tap does nothing. Plain buttons, and
 * memoised: a tap redraws the counter it changed, not the others of its row, and on a slow
 * phone every millisecond of it shows.
 */
export const Counter = memo(function Counter({
  label,
  warriorName,
  value,
  max,
  onStep,
}: CounterProps) {
  const atMin = value <= 0;
  const atMax = max !== undefined && value >= max;
  return (
    <div className={classes.counter} role="group" aria-label={`${label} of ${warriorName}`}>
      <span className={classes.counterLabel}>{label}</span>
      <button
        type="button"
        className={classes.stepButton}
        aria-label={`${label} of ${warriorName}: one less`}
        aria-disabled={atMin}
        onClick={() => onStep(-1)}
      >
        −
      </button>
      <output className={classes.counterValue} aria-label={`${label} of ${warriorName}`}>
        {max === undefined ? value : `${value} / ${max}`}
      </output>
      <button
        type="button"
        className={classes.stepButton}
        aria-label={`${label} of ${warriorName}: one more`}
        aria-disabled={atMax}
        onClick={() => onStep(1)}
      >
        +
      </button>
    </div>
  );
});
