import { AFTERMATH_STEPS, type AftermathStep } from './aftermath-draft';
import type { AftermathPlan } from './aftermath-plan';
import { isSkipped } from './aftermath-steps';
import { AFTERMATH_TEXTS as T, STEP_TITLES } from './aftermath-texts';
import classes from './Aftermath.module.css';

/** The four steps in a row, the current one marked, those done ticked. */
export function AftermathStepper({ step, plan }: { step: AftermathStep; plan: AftermathPlan }) {
  const at = AFTERMATH_STEPS.indexOf(step);
  return (
    <ol className={classes.stepper} aria-label={T.steps}>
      {AFTERMATH_STEPS.map((each, index) => {
        const state = index === at ? 'current' : index < at ? 'done' : 'todo';
        const skipped = isSkipped(each, plan);
        return (
          <li
            key={each}
            className={classes.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={classes.stepNumber} aria-hidden>
              {state === 'done' && !skipped ? '✓' : index + 1}
            </span>
            <span className={classes.stepLabel}>
              {STEP_TITLES[each]}
              {skipped && <span className={classes.stepNote}> ({T.skipped})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
