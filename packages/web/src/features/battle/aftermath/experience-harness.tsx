import type { Company, HeroicAction, Rule, Spell } from '@warband/schemas';
import { useEffect, useMemo, useState } from 'react';
import { mockApi, PLAYER, renderApp } from '../../../app/test-utils';
import { stepErrors, toAftermathInput } from './aftermath-check';
import type { AftermathDraft } from './aftermath-draft';
import { endedBattle, veterans } from './aftermath-fixtures';
import { planAftermath } from './aftermath-plan';
import { ExperienceStep } from './ExperienceStep';

interface HarnessProps {
  company: Company;
  initial: AftermathDraft;
  newRuleset: boolean;
  /** As the frame does once the player has pressed Next. */
  showErrors: boolean;
  onDraft: (draft: AftermathDraft) => void;
}

/** The step with its draft in state, as the wizard's frame keeps it. */
function Harness({ company, initial, newRuleset, showErrors, onDraft }: HarnessProps) {
  const [draft, setDraft] = useState(initial);
  const battle = useMemo(() => endedBattle(company), [company]);
  const plan = planAftermath(company, battle, draft, newRuleset);
  useEffect(() => onDraft(draft), [draft, onDraft]);
  return (
    <ExperienceStep
      company={company}
      battle={battle}
      draft={draft}
      plan={plan}
      errors={showErrors ? stepErrors('experience', draft, plan) : {}}
      newRuleset={newRuleset}
      onChange={setDraft}
    />
  );
}

interface RenderOptions {
  draft: AftermathDraft;
  company?: Company;
  newRuleset?: boolean;
  showErrors?: boolean;
  library?: { rule?: Rule[]; heroicAction?: HeroicAction[]; spell?: Spell[] };
}

/**
 * The Experience step in the app, for the veterans' ended battle, with the player's
 * libraries as given. Returns the draft as the step last left it and its checks.
 */
export function renderExperience(options: RenderOptions) {
  const company = options.company ?? veterans();
  const newRuleset = options.newRuleset ?? false;
  const { library = {} } = options;
  mockApi({
    'GET /rule': { body: library.rule ?? [] },
    'GET /heroicAction': { body: library.heroicAction ?? [] },
    'GET /spell': { body: library.spell ?? [] },
  });
  let latest = options.draft;
  const onDraft = (draft: AftermathDraft) => {
    latest = draft;
  };
  const view = renderApp('/experience', {
    user: { ...PLAYER, newRuleset },
    playerRoutes: [
      {
        path: '/experience',
        element: (
          <Harness
            company={company}
            initial={options.draft}
            newRuleset={newRuleset}
            showErrors={options.showErrors ?? false}
            onDraft={onDraft}
          />
        ),
      },
    ],
  });
  /** The step's errors for the draft as it stands, and what Submit would send. */
  const checked = () => {
    const battle = endedBattle(company);
    const plan = planAftermath(company, battle, latest, newRuleset);
    return {
      errors: stepErrors('experience', latest, plan),
      input: () => toAftermathInput(battle, latest, plan),
    };
  };
  return { ...view, draft: () => latest, checked };
}
