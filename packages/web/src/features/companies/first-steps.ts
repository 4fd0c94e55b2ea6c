import type { Company } from '@warband/schemas';

export interface FirstStepsProgress {
  hasCompany: boolean;
  hasWarrior: boolean;
  hasBattle: boolean;
}

/**
 * How far the player is through the walkthrough, from what they have: a company, a warrior in
 * one, and a battle (started on this device, or fought: only a battle records a rating).
 */
export function firstStepsProgress(
  companies: readonly Company[],
  battleKeptFor: (companyId: string) => boolean,
): FirstStepsProgress {
  return {
    hasCompany: companies.length > 0,
    hasWarrior: companies.some((company) => Object.keys(company.warriors).length > 0),
    hasBattle: companies.some((company) => company.rating > 0 || battleKeptFor(company.id)),
  };
}

export const FIRST_STEPS_TEXTS = {
  title: 'Your first company',
  intro: 'Three steps to your first game. Each is ticked as you do it.',
  steps: {
    hasCompany: {
      label: 'Create a company',
      hint: 'Tap New Company below, give it a name and choose its race.',
    },
    hasWarrior: {
      label: 'Recruit from a profile',
      hint: 'Open your company, tap New Warrior and choose a profile under Load Profile.',
    },
    hasBattle: {
      label: 'Start a battle',
      hint: 'On the company’s page, tap Start Battle to track wounds and casualties as you play.',
    },
  },
  done: 'Done',
  todo: 'To do',
  dismiss: 'Hide these steps',
  offerTitle: 'New to the game?',
  offer:
    'The starter library holds common wargear and mounts with their points, and five example profiles to recruit from. Everything it adds is yours to change or delete.',
  offerButton: 'Start with the starter library',
} as const;
