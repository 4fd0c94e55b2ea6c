import {
  BATTLE_RESULT_LABELS,
  INJURY_RESULT_LABELS,
  nextPhase,
  PHASE_LABELS,
  WARRIOR_LEVEL_UP_LABELS,
  type LiveRoll,
} from '@warband/rules';
import type { LiveBattleState, LiveLogEntry } from '@warband/schemas';

// The battle's log in words: who did what on which side, and the dice of each side's War's
// Aftermath with who threw them (docs/adr/new-live-battle-record.md).

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

const COUNTER_NAMES = { might: 'Might', will: 'Will', fate: 'Fate' } as const;

const STATE_WORDS = {
  fighting: 'fights on',
  outOfAction: 'is taken out of action',
  fled: 'flees the battle',
} as const;

/** A roll and who threw it: "7 (rolled by the app)". */
function rolled(roll: LiveRoll): string {
  return `${roll.total} (${roll.rolledBy === 'app' ? 'rolled by the app' : 'rolled at the table'})`;
}

/** One line of the log: what happened, and for an aftermath, a line per warrior under it. */
export interface LogLine {
  seq: number;
  at: string;
  text: string;
  details: string[];
}

/** The names the log uses: a side's company, a warrior of it (by its name when the battle began). */
function namesOf(battle: LiveBattleState, entry: LiveLogEntry) {
  const side = entry.side === null ? null : battle.sides[entry.side];
  return {
    side: side?.name ?? 'The campaign',
    warrior: (id: string) => side?.warriors[id]?.name ?? 'A warrior',
  };
}

/** What the entry says, in words. */
export function logLine(battle: LiveBattleState, entry: LiveLogEntry): LogLine {
  const names = namesOf(battle, entry);
  const { action } = entry;
  const line = (text: string, details: string[] = []): LogLine => ({
    seq: entry.seq,
    at: entry.at,
    text,
    details,
  });
  switch (action.kind) {
    case 'wound':
      return line(
        action.delta > 0
          ? `${names.warrior(action.warriorId)} takes ${plural(action.delta, 'wound')}`
          : `${names.warrior(action.warriorId)}: ${plural(-action.delta, 'wound')} taken back`,
      );
    case 'inflicted':
      return line(
        action.delta > 0
          ? `${names.warrior(action.warriorId)} inflicts ${plural(action.delta, 'wound')}`
          : `${names.warrior(action.warriorId)}: ${plural(-action.delta, 'wound')} inflicted taken back`,
      );
    case 'might':
    case 'will':
    case 'fate':
      return line(
        action.delta > 0
          ? `${names.warrior(action.warriorId)} spends ${action.delta} ${COUNTER_NAMES[action.kind]}`
          : `${names.warrior(action.warriorId)}: ${-action.delta} ${COUNTER_NAMES[action.kind]} given back`,
      );
    case 'state':
      return line(`${names.warrior(action.warriorId)} ${STATE_WORDS[action.state]}`);
    case 'broken':
      return line(`${names.side} ${action.value ? 'is broken' : 'is no longer broken'}`);
    case 'quartered':
      return line(`${names.side} ${action.value ? 'is quartered' : 'is no longer quartered'}`);
    case 'phase': {
      const next = nextPhase({ turn: action.turn, phase: action.phase });
      return line(`${names.side}: on to turn ${next.turn}, ${PHASE_LABELS[next.phase]} phase`);
    }
    case 'end':
      return line(`${names.side} ends the battle`);
    case 'confirm':
      return line(`${names.side} confirms the result`);
    case 'dispute':
      return line(`${names.side} disputes the result: “${action.note}”`);
    case 'settle':
      return line(action.note ? `The match is settled: “${action.note}”` : 'The match is settled');
    case 'aftermath':
      return line(
        `${names.side}'s War's Aftermath: ${BATTLE_RESULT_LABELS[action.result]}, ${plural(action.influence, 'influence', 'influence')} gained`,
        action.warriors.flatMap((warrior) => aftermathDetails(warrior)),
      );
  }
}

type AftermathWarrior = Extract<LiveLogEntry['action'], { kind: 'aftermath' }>['warriors'][number];

/** What the aftermath rolled and decided for one warrior, a line each. */
function aftermathDetails(warrior: AftermathWarrior): string[] {
  const { name, injury } = warrior;
  const lines: string[] = [];
  if (injury) {
    const result = INJURY_RESULT_LABELS[injury.result];
    lines.push(
      injury.roll
        ? `${name}: injury roll ${rolled(injury.roll)}: ${result}`
        : `${name}: injury ${result} (chosen, no roll)`,
    );
    if (injury.influence) lines.push(`${name}: D6 influence ${rolled(injury.influence)}`);
  }
  if (warrior.diedWithOwner) lines.push(`${name} dies with its owner`);
  if (warrior.experienceAfter !== warrior.experienceBefore) {
    lines.push(`${name}: experience ${warrior.experienceBefore} → ${warrior.experienceAfter}`);
  }
  for (const levelUp of warrior.levelUps) {
    if (levelUp.kind === 'hero') {
      lines.push(`${name} levels up`);
      continue;
    }
    const result = WARRIOR_LEVEL_UP_LABELS[levelUp.result];
    lines.push(
      levelUp.roll
        ? `${name}: level-up roll ${rolled(levelUp.roll)}: ${result}`
        : `${name}: level-up ${result} (chosen, no roll)`,
    );
  }
  return lines;
}
