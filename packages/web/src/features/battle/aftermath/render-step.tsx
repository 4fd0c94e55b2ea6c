import type { Company, HeroicAction, Rule, Spell } from '@warband/schemas';
import { useState, type ComponentType } from 'react';
import { mockApi, PLAYER, renderComponent } from '../../../app/test-utils';
import type { SavedBattle } from '../battle-state';
import { stepErrors, toAftermathInput } from './aftermath-check';
import type { AftermathDraft } from './aftermath-draft';
import { endedBattle, veterans } from './aftermath-fixtures';
import { planAftermath } from './aftermath-plan';
import type { AftermathStepProps } from './aftermath-step';
import { ExperienceStep } from './ExperienceStep';

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
  const view = renderComponent(
    <StepHarness Step={Step} draft={draft} {...setting} onDraft={(next) => drafts.push(next)} />,
    { user: { ...PLAYER, newRuleset: setting.newRuleset } },
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

interface ExperienceOptions extends Partial<Omit<StepSetting, 'battle'>> {
  draft: AftermathDraft;
  library?: { rule?: Rule[]; heroicAction?: HeroicAction[]; spell?: Spell[] };
}

/**
 * The Experience step with the player's libraries as given (the perk pickers read them).
 * `draft()` is the draft as the step last left it.
 */
export function renderExperience({ draft, library = {}, ...setting }: ExperienceOptions) {
  mockApi({
    'GET /rule': { body: library.rule ?? [] },
    'GET /heroicAction': { body: library.heroicAction ?? [] },
    'GET /spell': { body: library.spell ?? [] },
  });
  const view = renderStep(ExperienceStep, { ...draft, step: 'experience' }, setting);
  return { ...view, draft: view.last };
}
