import { Button } from '@mantine/core';
import {
  canGoBack,
  nextPhase,
  PHASE_LABELS,
  PHASES,
  previousPhase,
  type Reminder,
  type TurnPhase,
} from '@warband/rules';
import { memo, useState } from 'react';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { ReminderDialog } from './ReminderDialog';
import classes from './TurnTracker.module.css';
import { TURN_TEXTS as T } from './texts';

interface TurnTrackerProps {
  turn: TurnPhase;
  /** The reminders of the phase the battle stands at (rules' remindersForPhase). */
  reminders: readonly Reminder[];
  onNext: () => void;
  onBack: () => void;
}

/**
 * The turn and phase, a step on or back, and the phase's reminders, each one tap from its full
 * text (docs/rules.md#turn-phases). Always the same height, so nothing under it moves as the
 * phases go by. Memoised: a counter's tap elsewhere leaves it as it is.
 */
export const TurnTracker = memo(function TurnTracker({
  turn,
  reminders,
  onNext,
  onBack,
}: TurnTrackerProps) {
  const [shown, setShown] = useState<Reminder | null>(null);
  const focus = useReturnFocus();
  const next = nextPhase(turn);
  const back = previousPhase(turn);
  // Past the last turn's End there is nowhere to go (rules' TURN_MAX).
  const atLast = next.turn === turn.turn && next.phase === turn.phase;
  return (
    <section className={classes.tracker} aria-label={T.trackerLabel}>
      <div className={classes.turnRow}>
        <Button
          className={classes.target}
          variant="default"
          disabled={!canGoBack(turn)}
          aria-label={T.backTo(back)}
          onClick={onBack}
        >
          {T.back}
        </Button>
        <div className={classes.now} role="status" aria-live="polite" aria-atomic>
          <span className={classes.turnNumber}>{T.turn(turn.turn)}</span>
          <span className={classes.phaseName}>{PHASE_LABELS[turn.phase]}</span>
        </div>
        <Button
          className={classes.target}
          disabled={atLast}
          aria-label={T.nextLabel(next)}
          onClick={onNext}
        >
          {T.next(next, turn)}
        </Button>
      </div>
      <ol className={classes.steps} aria-hidden>
        {PHASES.map((phase) => (
          <li key={phase} className={classes.step} data-current={phase === turn.phase}>
            {PHASE_LABELS[phase]}
          </li>
        ))}
      </ol>
      {reminders.length === 0 ? (
        <p className={`${classes.reminders} ${classes.none}`}>{T.noReminders(turn.phase)}</p>
      ) : (
        <ul className={classes.reminders} aria-label={T.reminders(turn.phase)}>
          {reminders.map((reminder) => (
            <li key={reminder.key} className={classes.reminderItem}>
              <button
                type="button"
                className={classes.reminder}
                aria-label={T.openReminder(reminder.name)}
                onClick={() => {
                  focus.remember();
                  setShown(reminder);
                }}
              >
                <span className={classes.reminderName}>{reminder.name}</span>
                <span className={classes.reminderWho}>
                  {reminder.warriors.map((warrior) => warrior.name).join(', ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown && (
        <ReminderDialog
          reminder={shown}
          onClose={() => {
            setShown(null);
            focus.restore();
          }}
        />
      )}
    </section>
  );
});
