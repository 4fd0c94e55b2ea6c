import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BattleCorrectionSource,
  BattleHistory,
  Company,
  type AftermathInput,
  type BattleCorrectionInput,
  type ErrorCode,
} from '@warband/schemas';
import { api, ApiRequestError } from './client';
import { offlineWrites, storeCompany } from './companies';
import type { WriteOutcome } from './offline/offline-write';
import { QUERY_ROOTS } from './query-keys';
import type { DomainEvent } from './refresh';

// Plain calls: a company's battles: the aftermath, sent as the battle and its choices
// (docs/adr/0137-the-wars-aftermath-is-sent-as-the-battle-and-the-choices.md), applied once
// and undone (docs/adr/0138-a-battle-is-applied-once-by-a-unique-battle-id.md).

const battlePath = (companyId: string) => `/company/${encodeURIComponent(companyId)}`;

/** Applies the War's Aftermath; the same battleId twice answers the first result. */
export function submitAftermath(companyId: string, input: AftermathInput): Promise<Company> {
  return api.put(`${battlePath(companyId)}/battle`, input, Company);
}

/**
 * The aftermath, or, when the server cannot be reached, the aftermath kept in the outbox and
 * the company (as the player sees it) with the aftermath applied as the server will, until it
 * is. Its battle id is what makes a replay apply once.
 */
export async function submitAftermathOrQueue(
  company: Company,
  input: AftermathInput,
): Promise<WriteOutcome<Company>> {
  const { sendOrQueue, WRITES } = await offlineWrites();
  return sendOrQueue(WRITES.aftermath, { companyId: company.id, aftermath: input }, company);
}

export function listBattles(companyId: string): Promise<BattleHistory> {
  return api.get(`${battlePath(companyId)}/battles`, BattleHistory, { keep: true });
}

/**
 * The server's refusal of an undo or a correction when the company changed after the battle
 * (code CHANGED_SINCE_BATTLE): its question, and the company's state it was asked about, which
 * a yes sends back, so that changes made since are asked about again
 * (docs/adr/0168-a-confirmed-undo-discards-only-what-it-asked-about.md). Null for any other error.
 */
export function changedSinceBattle(error: unknown): { message: string; seen: string } | null {
  const code: ErrorCode = 'CHANGED_SINCE_BATTLE';
  if (!(error instanceof ApiRequestError) || error.code !== code) return null;
  return typeof error.current === 'string' ? { message: error.message, seen: error.current } : null;
}

/**
 * Undoes the company's last battle. Without `seen` it answers 409 when anything changed after
 * the battle, so the player can be asked before those edits are lost; with the state that
 * refusal named, it discards them, unless the company changed again since.
 */
export function undoBattle(
  companyId: string,
  battleId: string,
  seen: string | null,
): Promise<Company> {
  return api.post(
    `${battlePath(companyId)}/battles/${encodeURIComponent(battleId)}/undo`,
    seen === null ? { discardEdits: false } : { discardEdits: true, seen },
    Company,
  );
}

const correctionPath = (companyId: string, battleId: string) =>
  `${battlePath(companyId)}/battles/${encodeURIComponent(battleId)}/correction`;

/** The last battle's choices as applied, and the company as it was just before them. */
export function getCorrectionSource(
  companyId: string,
  battleId: string,
): Promise<BattleCorrectionSource> {
  return api.get(correctionPath(companyId, battleId), BattleCorrectionSource);
}

/**
 * Replaces the last battle's aftermath with corrected choices; the same correctionId twice
 * answers the first result. Without `confirm` and `seen` it answers 409 when the company
 * changed after the battle, as the undo does.
 */
export function correctBattle(companyId: string, input: BattleCorrectionInput): Promise<Company> {
  return api.put(correctionPath(companyId, input.battleId), input, Company);
}

// Query keys and options: every key of battles comes from here.

export const battleQueries = {
  all: () => QUERY_ROOTS.battles,
  history: (companyId: string) =>
    queryOptions({
      queryKey: [...battleQueries.all(), 'history', companyId] as const,
      queryFn: () => listBattles(companyId),
    }),
  correctionSource: (companyId: string, battleId: string) =>
    queryOptions({
      queryKey: [...battleQueries.all(), 'correction', companyId, battleId] as const,
      queryFn: () => getCorrectionSource(companyId, battleId),
      // Read once as the correction opens: the wizard keeps the player's changes from then on.
      staleTime: Infinity,
      gcTime: 0,
    }),
};

// Hooks: what components use.

export function useBattleHistory(companyId: string) {
  return useQuery(battleQueries.history(companyId));
}

/**
 * After a battle is applied, corrected or undone the company, its warriors and its history
 * change, and so do the league tables, matches and feeds of the campaigns it plays in.
 */
function useBattleWrite<V>(mutationFn: (variables: V) => Promise<Company>, event: DomainEvent) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (saved) => storeCompany(client, saved, event) });
}

export function useSubmitAftermath() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ company, input }: { company: Company; input: AftermathInput }) =>
      submitAftermathOrQueue(company, input),
    onSuccess: ({ result }) => storeCompany(client, result, 'battleApplied'),
  });
}

export function useCorrectionSource(companyId: string, battleId: string) {
  return useQuery(battleQueries.correctionSource(companyId, battleId));
}

export function useCorrectBattle() {
  return useBattleWrite(
    ({ companyId, input }: { companyId: string; input: BattleCorrectionInput }) =>
      correctBattle(companyId, input),
    'battleCorrected',
  );
}

export function useUndoBattle() {
  return useBattleWrite(
    ({ companyId, battleId, seen }: { companyId: string; battleId: string; seen: string | null }) =>
      undoBattle(companyId, battleId, seen),
    'battleUndone',
  );
}
