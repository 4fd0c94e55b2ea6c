import { PHASE_LABELS, type Phase, type ReminderKind, type TurnPhase } from '@warband/rules';

/**
 * What players read in the turn tracker, in one place
 * (docs/adr/0145-player-facing-texts-are-kept-as-players-know-them.md).
 */
export const TURN_TEXTS = {
  trackerLabel: 'Turn and phase',
  turn: (turn: number) => `Turn ${turn}`,
  at: ({ turn, phase }: TurnPhase) => `Turn ${turn} · ${PHASE_LABELS[phase]}`,
  back: 'Back',
  backTo: (to: TurnPhase) => `Back to ${TURN_TEXTS.at(to)}`,
  next: (to: TurnPhase, from: TurnPhase) =>
    to.turn === from.turn ? `Next: ${PHASE_LABELS[to.phase]}` : `Next: Turn ${to.turn}`,
  nextLabel: (to: TurnPhase) => `On to ${TURN_TEXTS.at(to)}`,
  reminders: (phase: Phase) => `Reminders for the ${PHASE_LABELS[phase]} phase`,
  noReminders: (phase: Phase) =>
    `Nothing of your company's names the ${PHASE_LABELS[phase]} phase.`,
  openReminder: (name: string) => `${name}: read in full`,
  kinds: { heroicAction: 'Heroic action', spell: 'Spell', rule: 'Rule' } satisfies Record<
    ReminderKind,
    string
  >,
  whoHasIt: 'Who has it',
  noDescription: 'No description.',
  close: 'Close',
};
