import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Company } from '@warband/schemas';
import { useState, type ComponentType } from 'react';
import { AppProviders } from '../../../app/AppProviders';
import type { SavedBattle } from '../battle-state';
import { stepErrors } from './aftermath-check';
import type { AftermathDraft } from './aftermath-draft';
import { endedBattle, veterans } from './aftermath-fixtures';
import { planAftermath } from './aftermath-plan';
import type { AftermathStepProps } from './aftermath-step';

interface StepHarnessProps {
  Step: ComponentType<AftermathStepProps>;
  draft: AftermathDraft;
  company: Company;
  battle: SavedBattle;
  /** Shows the step's errors, as the frame does once Next has been pressed on it. */
  checked: boolean;
  onDraft: (draft: AftermathDraft) => void;
}

/** One step as the frame shows it, its draft kept in state: for the steps' own tests. */
function StepHarness({ Step, company, battle, checked, onDraft, ...start }: StepHarnessProps) {
  const [draft, setDraft] = useState(start.draft);
  const plan = planAftermath(company, battle, draft, false);
  return (
    <Step
      company={company}
      battle={battle}
      draft={draft}
      plan={plan}
      errors={checked ? stepErrors(draft.step, draft, plan) : {}}
      newRuleset={false}
      onChange={(next) => {
        setDraft(next);
        onDraft(next);
      }}
    />
  );
}

/** Renders a step with the veterans' ended battle; `drafts` receives every change. */
export function renderStep(
  Step: ComponentType<AftermathStepProps>,
  draft: AftermathDraft,
  options: { checked?: boolean; company?: Company; battle?: SavedBattle } = {},
) {
  const drafts: AftermathDraft[] = [];
  const company = options.company ?? veterans();
  const view = render(
    <AppProviders queryClient={new QueryClient()} env="test">
      <StepHarness
        Step={Step}
        draft={draft}
        company={company}
        battle={options.battle ?? endedBattle(company)}
        checked={options.checked ?? false}
        onDraft={(next) => drafts.push(next)}
      />
    </AppProviders>,
  );
  return { ...view, drafts, last: () => drafts.at(-1)! };
}
