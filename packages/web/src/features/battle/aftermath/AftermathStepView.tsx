import type { AftermathStep } from './aftermath-draft';
import type { AftermathStepProps } from './aftermath-step';
import { ExperienceStep } from './ExperienceStep';
import { InfluenceStep } from './InfluenceStep';
import { InjuriesStep } from './InjuriesStep';
import { ResultStep } from './ResultStep';

/** The step the player is on. */
export function AftermathStepView({
  step,
  ...props
}: AftermathStepProps & { step: AftermathStep }) {
  switch (step) {
    case 'result':
      return <ResultStep {...props} />;
    case 'injuries':
      return <InjuriesStep {...props} />;
    case 'experience':
      return <ExperienceStep {...props} />;
    case 'influence':
      return <InfluenceStep {...props} />;
  }
}
