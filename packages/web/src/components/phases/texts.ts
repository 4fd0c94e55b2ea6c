/**
 * What players read about turn phases, in one place
 * (docs/adr/0145-player-facing-texts-are-kept-as-players-know-them.md).
 */
export const PHASE_TEXTS = {
  fieldLabel: 'Phases',
  fieldDescription: 'Battle mode reminds you of it in these phases of each turn.',
  badgesLabel: (labels: string[]) => `Phases: ${labels.join(', ')}`,
};
