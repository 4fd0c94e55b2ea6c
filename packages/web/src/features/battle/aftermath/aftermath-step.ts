import type { Company } from '@warband/schemas';
import type { SavedBattle } from '../battle-state';
import type { AftermathDraft } from './aftermath-draft';
import type { StepErrors } from './aftermath-check';
import type { AftermathPlan } from './aftermath-plan';

/** What every step of the War's Aftermath is given. */
export interface AftermathStepProps {
  company: Company;
  battle: SavedBattle;
  draft: AftermathDraft;
  /** The draft worked out (aftermath-plan.ts). */
  plan: AftermathPlan;
  /** This step's errors, once the player has tried to move on; empty before. */
  errors: StepErrors;
  newRuleset: boolean;
  /** Keeps the changed draft (on the device, at once). */
  onChange: (draft: AftermathDraft) => void;
}
