import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Company } from '@warband/schemas';
import { useState, type ComponentType } from 'react';
import { AppProviders } from '../../../app/AppProviders';
import type { SavedBattle } from '../battle-state';
import { stepErrors, toAftermathInput } from './aftermath-check';
import type { AftermathDraft } from './aftermath-draft';
import { endedBattle, veterans } from './aftermath-fixtures';
import { planAftermath } from './aftermath-plan';
import type { AftermathStepProps } from './aftermath-step';

interface StepSetting {
  company: Company;
  battle: SavedBattle;
  newRuleset: boolean;
  /** Shows the step's errors, as the frame does once Next has been pressed on it. */
  showErrors: boolean;
}

interface StepHarnessProps extends StepSetting {
  Step: ComponentType<AftermathStepProps>;
  draft: AftermathDraft;
  onDraft: (draft: AftermathDraft) => void;
}

/** One step as the frame shows it, its draft kept in state: for the steps' own tests. */
function StepHarness({
  Step,
  company,
  battle,
  newRuleset,
  showErrors,
  onDraft,
  ...start
}: StepHarnessProps) {
  const [draft, setDraft] = useState(start.draft);
  const plan = planAftermath(company, battle, draft, newRuleset);
  return (
    <Step
      company={company}
      battle={battle}
      draft={draft}
      plan={plan}
      errors={showErrors ? stepErrors(draft.step, draft, plan) : {}}
      newRuleset={newRuleset}
      onChange={(next) => {
        setDraft(next);
        onDraft(next);
      }}
    />
  );
}

/**
 * Renders a step of the veterans' ended battle (or the company and battle given) with its
 * draft in state. Answers every draft the step made, the last one, and the checks the
 * frame and Submit would run on it.
 */
export function renderStep(
  Step: ComponentType<AftermathStepProps>,
  draft: AftermathDraft,
  options: Partial<StepSetting> = {},
) {
  const company = options.company ?? veterans();
  const setting: StepSetting = {
    company,
    battle: options.battle ?? endedBattle(company),
    newRuleset: options.newRuleset ?? false,
    showErrors: options.showErrors ?? false,
  };
  const drafts: AftermathDraft[] = [];
  const last = () => drafts.at(-1) ?? draft;
  const view = render(
    <AppProviders queryClient={new QueryClient()} env="test">
      <StepHarness Step={Step} draft={draft} {...setting} onDraft={(next) => drafts.push(next)} />
    </AppProviders>,
  );
  const checked = () => {
    const current = last();
    const plan = planAftermath(company, setting.battle, current, setting.newRuleset);
    return {
      errors: stepErrors(current.step, current, plan),
      input: () => toAftermathInput(setting.battle, current, plan),
    };
  };
  return { ...view, drafts, last, checked };
}
