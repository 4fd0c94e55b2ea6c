import type { Company, HeroicAction, Rule, Spell } from '@warband/schemas';
import { mockApi } from '../../../app/test-utils';
import type { AftermathDraft } from './aftermath-draft';
import { ExperienceStep } from './ExperienceStep';
import { renderStep } from './StepHarness';

interface RenderOptions {
  draft: AftermathDraft;
  company?: Company;
  newRuleset?: boolean;
  showErrors?: boolean;
  library?: { rule?: Rule[]; heroicAction?: HeroicAction[]; spell?: Spell[] };
}

/**
 * The Experience step with the player's libraries as given (the perk pickers read them).
 * `draft()` is the draft as the step last left it.
 */
export function renderExperience({ draft, library = {}, ...setting }: RenderOptions) {
  mockApi({
    'GET /rule': { body: library.rule ?? [] },
    'GET /heroicAction': { body: library.heroicAction ?? [] },
    'GET /spell': { body: library.spell ?? [] },
  });
  const view = renderStep(ExperienceStep, { ...draft, step: 'experience' }, setting);
  return { ...view, draft: view.last };
}
