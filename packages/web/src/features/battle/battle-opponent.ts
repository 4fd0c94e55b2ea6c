import { fieldOf } from '@warband/rules';
import type { BattleOpponent } from '@warband/schemas';
import { readStored, writeStored } from '../../hooks/useStoredValue';

/** What a battle records of its opponent, all optional; the note is this battle's alone. */
export type OpponentDraft = BattleOpponent;
export const NO_OPPONENT_DRAFT: OpponentDraft = { name: '', company: '', scenario: '', note: '' };

/** The fields the device remembers for the company's next battle: whom it often plays, and how. */
const REMEMBERED = ['name', 'company', 'scenario'] as const;
type Remembered = Pick<OpponentDraft, (typeof REMEMBERED)[number]>;

export const opponentKey = (companyId: string) => `battle-opponent:${companyId}`;

function isRemembered(value: unknown): value is Remembered {
  if (typeof value !== 'object' || value === null) return false;
  return REMEMBERED.every((field) => typeof fieldOf(value, field) === 'string');
}

/** The opponent a new battle of this company starts with: the last one typed for it here. */
export function rememberedOpponent(companyId: string): OpponentDraft {
  const remembered = readStored(opponentKey(companyId), isRemembered, null);
  return remembered ? { ...NO_OPPONENT_DRAFT, ...pick(remembered) } : NO_OPPONENT_DRAFT;
}

export function rememberOpponent(companyId: string, opponent: OpponentDraft): void {
  writeStored(opponentKey(companyId), pick(opponent));
}

function pick(opponent: Remembered): Remembered {
  return { name: opponent.name, company: opponent.company, scenario: opponent.scenario };
}
