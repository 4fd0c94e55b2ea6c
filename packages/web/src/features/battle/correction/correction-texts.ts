/** The texts of correcting the last battle's War's Aftermath. */
export const CORRECTION_TEXTS = {
  title: (company: string) => `Correct the last battle of ${company}`,
  pageTitle: 'Correct battle',
  hint: 'Every choice and roll of this battle is filled in as it was applied. Change what was wrong and submit: the battle is applied again with your changes, as if they had been made the first time.',
  cancel: 'Cancel correction',
  plural: 'battle choices',
  corrected:
    'Battle corrected. The company and its warriors are as the corrected choices make them.',
  correctAnywayTitle: 'Correct battle and discard changes',
};
