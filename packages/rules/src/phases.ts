/**
 * The phases of a turn, in the order they are played (docs/rules.md#turn-phases). Rules,
 * heroic actions and spells may name the phases they matter in; battle mode reminds the player
 * of them as each phase comes.
 */
export const PHASES = ['priority', 'move', 'shoot', 'fight', 'end'] as const;
export type Phase = (typeof PHASES)[number];

export const PHASE_LABELS: Record<Phase, string> = {
  priority: 'Priority',
  move: 'Move',
  shoot: 'Shoot',
  fight: 'Fight',
  end: 'End',
};

/** Where a battle stands: a turn (from 1) and one of its phases. */
export interface TurnPhase {
  turn: number;
  phase: Phase;
}

/** Every battle starts here. */
export const FIRST_TURN_PHASE: TurnPhase = { turn: 1, phase: 'priority' };

/** Turns beyond this are certainly a mis-tap: no game runs that long. */
export const TURN_MAX = 99;

export function isPhase(value: unknown): value is Phase {
  return PHASES.some((phase) => phase === value);
}

/** A phase list in the order of the turn, each phase once, unknown names dropped. */
export function orderedPhases(phases: readonly unknown[] | null | undefined): Phase[] {
  if (!phases) return [];
  return PHASES.filter((phase) => phases.includes(phase));
}

function phaseIndex(phase: Phase): number {
  return PHASES.indexOf(phase);
}

/** The phase after this one: after End comes the next turn's Priority (up to TURN_MAX). */
export function nextPhase({ turn, phase }: TurnPhase): TurnPhase {
  const index = phaseIndex(phase);
  const next = PHASES[index + 1];
  if (next) return { turn, phase: next };
  if (turn >= TURN_MAX) return { turn, phase };
  return { turn: turn + 1, phase: 'priority' };
}

/** One step back: before a turn's Priority is the previous turn's End; turn 1's is the start. */
export function previousPhase({ turn, phase }: TurnPhase): TurnPhase {
  const index = phaseIndex(phase);
  const previous = PHASES[index - 1];
  if (previous) return { turn, phase: previous };
  if (turn <= 1) return { turn: 1, phase };
  return { turn: turn - 1, phase: 'end' };
}

/** Whether a step back is possible (false only at turn 1's Priority). */
export function canGoBack(at: TurnPhase): boolean {
  return at.turn > 1 || at.phase !== 'priority';
}

/** The kinds of entry a reminder can be, in the order battle mode lists them. */
export const REMINDER_KINDS = ['heroicAction', 'spell', 'rule'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** An entry as a warrior carries it: only what a reminder needs. */
export interface PhasedEntry {
  name: string;
  description: string;
  phases?: readonly Phase[] | null;
}

/** A warrior as the reminders read it. */
export interface PhasedWarrior {
  id: string;
  name: string;
  specialRules?: readonly PhasedEntry[];
  heroicActions?: readonly PhasedEntry[];
  spells?: readonly PhasedEntry[];
}

/** One entry to remember in a phase, with the warriors who have it. */
export interface Reminder {
  /** Unique within a phase's reminders: the kind and the name as compared. */
  key: string;
  kind: ReminderKind;
  name: string;
  /** The first non-empty description among the warriors' copies. */
  description: string;
  warriors: { id: string; name: string }[];
}

const LISTS: Record<ReminderKind, 'heroicActions' | 'spells' | 'specialRules'> = {
  heroicAction: 'heroicActions',
  spell: 'spells',
  rule: 'specialRules',
};

/** Copies of one entry on several warriors are one reminder: the same kind and name. */
function sameNameKey(kind: ReminderKind, name: string): string {
  return `${kind}:${name.trim().toLocaleLowerCase('en')}`;
}

/**
 * The reminders of one phase: every rule, heroic action and spell of the given warriors that
 * names the phase, one per kind and name (whatever the case or spacing of the name), listing the
 * warriors who have it in the order given. Heroic actions first, then spells, then rules, each
 * by name. The caller passes the warriors on the table.
 */
export function remindersForPhase(warriors: readonly PhasedWarrior[], phase: Phase): Reminder[] {
  const byKey = new Map<string, Reminder>();
  for (const kind of REMINDER_KINDS) {
    for (const warrior of warriors) {
      for (const entry of warrior[LISTS[kind]] ?? []) {
        if (!entry.phases?.includes(phase)) continue;
        const key = sameNameKey(kind, entry.name);
        const found = byKey.get(key);
        const reminder = found ?? {
          key,
          kind,
          name: entry.name.trim(),
          description: '',
          warriors: [],
        };
        if (!found) byKey.set(key, reminder);
        if (reminder.description === '') reminder.description = entry.description;
        if (!reminder.warriors.some((w) => w.id === warrior.id)) {
          reminder.warriors.push({ id: warrior.id, name: warrior.name });
        }
      }
    }
  }
  const kindOrder = (kind: ReminderKind) => REMINDER_KINDS.indexOf(kind);
  return [...byKey.values()].sort(
    (a, b) => kindOrder(a.kind) - kindOrder(b.kind) || a.name.localeCompare(b.name, 'en'),
  );
}
