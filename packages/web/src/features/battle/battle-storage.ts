import { fieldOf } from '@warband/rules';
import { battleStorageKey } from '../../components/battle-start/battle-key';
import { battleStore } from '../../api/offline/battle-store';
import { StoredBattle } from './battle-schema';
import type { SavedBattle } from './battle-state';

export { battleStorageKey };

function parse(text: string | null): SavedBattle | null {
  if (text === null) return null;
  try {
    const parsed = StoredBattle.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readBattle(playerId: string, companyId: string): SavedBattle | null {
  try {
    return parse(battleStore.getItem(battleStorageKey(playerId, companyId)));
  } catch {
    return null;
  }
}

/**
 * Whether the stored battle is the one this tab last wrote. Only its id and revision are read:
 * checking the whole battle on every tap would cost more than the tap itself on a slow phone.
 */
function inStep(stored: string | null, battle: SavedBattle): boolean {
  if (stored === null) return false;
  try {
    const parsed: unknown = JSON.parse(stored);
    return (
      fieldOf(parsed, 'battleId') === battle.battleId &&
      fieldOf(parsed, 'revision') === battle.revision
    );
  } catch {
    return false;
  }
}

export type WriteResult =
  | { status: 'saved'; battle: SavedBattle }
  /** Another tab wrote first: its battle, or null when it quit or discarded it. */
  | { status: 'conflict'; newer: SavedBattle | null }
  /** The device refused to keep it (storage full, or turned off in a private window). */
  | { status: 'unsaved'; battle: SavedBattle };

/**
 * Keeps the battle, one revision on from the one it was read at, unless the stored copy has
 * moved on since: then nothing is written and the newer one is handed back
 * (docs/adr/0060-a-second-tab-does-not-silently-overwrite-the-battle.md). A battle at revision 0 is
 * new and may only be written where none is kept.
 */
export function writeBattle(battle: SavedBattle): WriteResult {
  const key = battleStorageKey(battle.playerId, battle.companyId);
  const next = { ...battle, revision: battle.revision + 1 };
  try {
    const stored = battleStore.getItem(key);
    const fresh = battle.revision === 0 && stored === null;
    if (!fresh && !inStep(stored, battle)) return { status: 'conflict', newer: parse(stored) };
    battleStore.setItem(key, JSON.stringify(next));
    return { status: 'saved', battle: next };
  } catch {
    return { status: 'unsaved', battle: next };
  }
}

/**
 * Puts the kept battle in place of `current` (the battle this tab holds, or null when it holds
 * none), under the same rule as writeBattle: nothing is written when another tab has moved the
 * stored battle on. Its revision goes past both, so a tab holding either one notices.
 */
export function replaceBattle(current: SavedBattle | null, replacement: SavedBattle): WriteResult {
  const key = battleStorageKey(replacement.playerId, replacement.companyId);
  const revision = Math.max(current?.revision ?? 0, replacement.revision) + 1;
  const next = { ...replacement, revision };
  try {
    const stored = battleStore.getItem(key);
    const inPlace = current === null ? stored === null : inStep(stored, current);
    if (!inPlace) return { status: 'conflict', newer: parse(stored) };
    battleStore.setItem(key, JSON.stringify(next));
    return { status: 'saved', battle: next };
  } catch {
    return { status: 'unsaved', battle: next };
  }
}

/** Where a discarded battle waits, restorable, until the next battle begins. */
export function discardedStorageKey(playerId: string, companyId: string): string {
  return `battle-discarded:${playerId}:${companyId}`;
}

export function readDiscarded(playerId: string, companyId: string): SavedBattle | null {
  try {
    return parse(battleStore.getItem(discardedStorageKey(playerId, companyId)));
  } catch {
    return null;
  }
}

/** Keeps a discarded battle aside; false when the device refused to keep it. */
export function putAside(battle: SavedBattle): boolean {
  try {
    const key = discardedStorageKey(battle.playerId, battle.companyId);
    battleStore.setItem(key, JSON.stringify(battle));
    return true;
  } catch {
    return false;
  }
}

export function forgetDiscarded(playerId: string, companyId: string): void {
  try {
    battleStore.removeItem(discardedStorageKey(playerId, companyId));
  } catch {
    // Nothing could be kept either, so there is nothing to remove.
  }
}

export function removeBattle(playerId: string, companyId: string): void {
  try {
    battleStore.removeItem(battleStorageKey(playerId, companyId));
  } catch {
    // Nothing could be kept either, so there is nothing to remove.
  }
}

/**
 * Calls back when another tab or window changes this battle (never for this tab's own
 * writes), with the battle now kept or null when it was removed.
 */
export function watchBattle(
  playerId: string,
  companyId: string,
  onChange: (stored: SavedBattle | null) => void,
): () => void {
  const key = battleStorageKey(playerId, companyId);
  return battleStore.watch((changed, text) => {
    if (changed === key || changed === null) onChange(parse(text));
  });
}

/**
 * The seam for the War's Aftermath: the ended battle it resolves, or null when the battle is
 * still being fought or there is none. The aftermath removes it (removeBattle) once the
 * server has applied the result.
 */
export function battleForAftermath(playerId: string, companyId: string): SavedBattle | null {
  const battle = readBattle(playerId, companyId);
  return battle?.stage === 'ended' ? battle : null;
}
