import { againstTheOdds } from '@warband/rules';
import type { MatchStart } from './battle-match';
import { NO_OPPONENT_DRAFT, rememberedOpponent } from './battle-opponent';
import type { Company } from '@warband/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { randomId } from '../../app/ids';
import { askToPersist } from '../../api/offline/sync';
import { battleReducer, type BattleAction } from './battle-reducer';
import { hasBegun, newBattle, type SavedBattle } from './battle-state';
import { battleFromLive } from './live-battle-start';
import {
  forgetDiscarded,
  putAside,
  readBattle,
  readDiscarded,
  removeBattle,
  replaceBattle,
  watchBattle,
  writeBattle,
  type WriteResult,
} from './battle-storage';

/**
 * A newer copy of the battle in another tab, or its removal there
 * (docs/adr/0060-a-second-tab-does-not-silently-overwrite-the-battle.md).
 */
export interface BattleConflict {
  newer: SavedBattle | null;
}

/** The taps at the table, many a minute: drawn at once, written just after they are painted. */
const TABLE_TAPS = new Set<BattleAction['type']>(['step', 'toggleFlee', 'stepRerolls', 'undo']);

/** How long a tap waits for an idle moment before it is kept anyway. */
const SAVE_WITHIN_MS = 500;

/**
 * Runs `save` once the frame showing a change is painted: in the browser's next idle moment,
 * or (Safari has no idle callback) in the task after the next frame. Returns its cancel.
 */
function afterPaint(save: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(save, { timeout: SAVE_WITHIN_MS });
    return () => cancelIdleCallback(id);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(save, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The player's battle for one company, kept on the device on every change. A tap at the table
 * is drawn first and written just after its frame is painted, the taps of that moment in one
 * write (docs/adr/0155-battle-taps-are-saved-after-paint.md); a write still waiting is made at
 * once when the page is hidden or left, or with any other change.
 * Once another tab has changed it, this one stops writing and says so until the player takes
 * the newer copy. A discarded battle is kept aside, restorable, until the next battle begins.
 */
export function useSavedBattle(playerId: string, companyId: string) {
  const [battle, setBattle] = useState(() => readBattle(playerId, companyId));
  const [discarded, setDiscarded] = useState(() => readDiscarded(playerId, companyId));
  const [conflict, setConflict] = useState<BattleConflict | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  // The reducer runs on the latest battle even when taps come faster than renders.
  const current = useRef(battle);
  const aside = useRef(discarded);
  const blocked = useRef(false);
  // The battle drawn but not yet written, and the cancel of its scheduled write.
  const unwritten = useRef<SavedBattle | null>(null);
  const cancelWrite = useRef<(() => void) | null>(null);

  const dropDiscarded = useCallback(() => {
    forgetDiscarded(playerId, companyId);
    aside.current = null;
    setDiscarded(null);
  }, [playerId, companyId]);

  const settle = useCallback((result: WriteResult): boolean => {
    if (result.status === 'conflict') {
      blocked.current = true;
      setConflict({ newer: result.newer });
      return false;
    }
    current.current = result.battle;
    setBattle(result.battle);
    setUnsaved(result.status === 'unsaved');
    return true;
  }, []);

  const keep = useCallback(
    (next: SavedBattle) => {
      if (!settle(writeBattle(next))) return;
      // Once the next battle begins, the discarded one is gone for good.
      if (hasBegun(next) && aside.current && aside.current.battleId !== next.battleId)
        dropDiscarded();
    },
    [settle, dropDiscarded],
  );

  /** Drops a write still waiting: the battle it would keep is being forgotten or replaced. */
  const dropUnwritten = useCallback(() => {
    cancelWrite.current?.();
    cancelWrite.current = null;
    unwritten.current = null;
  }, []);

  /** Makes the waiting write now, if there is one. */
  const flush = useCallback(() => {
    const next = unwritten.current;
    dropUnwritten();
    if (next && !blocked.current) keep(next);
  }, [keep, dropUnwritten]);

  const dispatch = useCallback(
    (action: BattleAction) => {
      const before = current.current;
      if (!before || blocked.current) return;
      const next = battleReducer(before, action);
      if (next === before) return;
      if (!TABLE_TAPS.has(action.type)) {
        // Any other change is rare and kept at once, with the taps before it.
        dropUnwritten();
        keep(next);
        return;
      }
      // Drawn now at the revision last written; writeBattle moves it on once it is kept.
      current.current = next;
      unwritten.current = next;
      setBattle(next);
      cancelWrite.current ??= afterPaint(flush);
    },
    [flush, keep, dropUnwritten],
  );

  // Nothing drawn is lost when the tab is closed, reloaded, put away or the page is left.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  const start = useCallback(
    (company: Company, fromMatch?: MatchStart) => {
      if (current.current || blocked.current) return;
      const battle = newBattle(company, playerId, randomId(), new Date());
      // A battle is fought where the signal may be gone: the browser is asked not to evict
      // the device's data (the companies kept, the outbox) under storage pressure.
      askToPersist();
      if (!fromMatch) {
        keep({ ...battle, opponent: rememberedOpponent(company.id) });
        return;
      }
      // Played live: the battle is over, as the live battle left the player's side.
      const { ended } = fromMatch;
      if (ended) {
        const now = new Date(battle.startedAt);
        keep(battleFromLive(company, { ...fromMatch, ended }, playerId, battle.battleId, now));
        return;
      }
      // A match knows its opponent, and the ratings it is fought at: Against the Odds is the
      // match's, whatever either company became since it was recorded.
      keep({
        ...battle,
        match: fromMatch.match,
        companyRating: fromMatch.rating,
        opponentRating: fromMatch.opponentRating,
        odds: againstTheOdds(fromMatch.rating, fromMatch.opponentRating),
        opponent: { ...NO_OPPONENT_DRAFT, ...fromMatch.opponent },
      });
    },
    [keep, playerId],
  );

  /** Removes the battle for good: Quit, or its aftermath applied by the server. */
  const forget = useCallback(() => {
    dropUnwritten();
    removeBattle(playerId, companyId);
    current.current = null;
    blocked.current = false;
    setConflict(null);
    setBattle(null);
  }, [playerId, companyId, dropUnwritten]);

  /**
   * Sets the battle aside, restorable until the next one begins. A battle not yet begun never
   * takes the place of a discarded one that had: that one holds the counters worth keeping.
   */
  const discard = useCallback(() => {
    const before = current.current;
    const keepOlder = aside.current !== null && hasBegun(aside.current);
    if (before && !(keepOlder && !hasBegun(before)) && putAside(before)) {
      aside.current = before;
      setDiscarded(before);
    }
    forget();
  }, [forget]);

  /** Puts the discarded battle back in place of the one started after it. */
  const restore = useCallback(() => {
    const back = aside.current;
    // The battle it replaces is written first, so the stored copy is the one this tab holds.
    flush();
    if (!back || blocked.current) return;
    if (settle(replaceBattle(current.current, back))) dropDiscarded();
  }, [flush, settle, dropDiscarded]);

  const takeNewer = useCallback(() => {
    dropUnwritten();
    const newer = readBattle(playerId, companyId);
    current.current = newer;
    blocked.current = false;
    setConflict(null);
    setBattle(newer);
  }, [playerId, companyId, dropUnwritten]);

  useEffect(
    () =>
      watchBattle(playerId, companyId, (stored) => {
        const mine = current.current;
        if (stored?.battleId === mine?.battleId && stored?.revision === mine?.revision) return;
        blocked.current = true;
        setConflict({ newer: stored });
      }),
    [playerId, companyId],
  );

  return {
    battle,
    discarded,
    conflict,
    unsaved,
    dispatch,
    start,
    discard,
    forget,
    restore,
    takeNewer,
  };
}
