import { itemAt } from '@warband/rules';
import { AFTERMATH_STEPS, type AftermathStep } from './aftermath-draft';
import type { AftermathPlan } from './aftermath-plan';

// The order the player walks the steps in. The Injuries step has nothing to ask when nobody
// was wounded, so it is passed over both ways (its place in the stepper says why).

/** Whether the step is passed over for this battle. */
export function isSkipped(step: AftermathStep, plan: AftermathPlan): boolean {
  return step === 'injuries' && plan.wounded.length === 0;
}

function walk(step: AftermathStep, plan: AftermathPlan, by: 1 | -1): AftermathStep | null {
  let index = AFTERMATH_STEPS.indexOf(step) + by;
  while (index >= 0 && index < AFTERMATH_STEPS.length) {
    const candidate = itemAt(AFTERMATH_STEPS, index, 'aftermath step');
    if (!isSkipped(candidate, plan)) return candidate;
    index += by;
  }
  return null;
}

/** The step after this one, or null on the last. */
export const nextStep = (step: AftermathStep, plan: AftermathPlan) => walk(step, plan, 1);

/** The step before this one, or null on the first. */
export const previousStep = (step: AftermathStep, plan: AftermathPlan) => walk(step, plan, -1);
