import type { Company } from '@warband/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { randomId } from '../../components/warrior-editor/ids';
import { battleReducer, type BattleAction } from './battle-reducer';
import { newBattle, type SavedBattle } from './battle-state';
import { readBattle, removeBattle, watchBattle, writeBattle } from './battle-storage';

/** A newer copy of the battle in another tab, or its removal there (BM3). */
export interface BattleConflict {
  newer: SavedBattle | null;
}

/**
 * The player's battle for one company, kept on the device on every change. Once another tab
 * has changed it, this one stops writing and says so until the player takes the newer copy.
 */
export function useSavedBattle(playerId: string, companyId: string) {
  const [battle, setBattle] = useState(() => readBattle(playerId, companyId));
  const [conflict, setConflict] = useState<BattleConflict | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  // The reducer runs on the latest battle even when taps come faster than renders.
  const current = useRef(battle);
  const blocked = useRef(false);

  const keep = useCallback((next: SavedBattle) => {
    const result = writeBattle(next);
    if (result.status === 'conflict') {
      blocked.current = true;
      setConflict({ newer: result.newer });
      return;
    }
    current.current = result.battle;
    setBattle(result.battle);
    setUnsaved(result.status === 'unsaved');
  }, []);

  const dispatch = useCallback(
    (action: BattleAction) => {
      const before = current.current;
      if (!before || blocked.current) return;
      const next = battleReducer(before, action);
      if (next !== before) keep(next);
    },
    [keep],
  );

  const start = useCallback(
    (company: Company) => {
      if (current.current || blocked.current) return;
      keep(newBattle(company, playerId, randomId(), new Date()));
    },
    [keep, playerId],
  );

  const discard = useCallback(() => {
    removeBattle(playerId, companyId);
    current.current = null;
    blocked.current = false;
    setConflict(null);
    setBattle(null);
  }, [playerId, companyId]);

  const takeNewer = useCallback(() => {
    const newer = readBattle(playerId, companyId);
    current.current = newer;
    blocked.current = false;
    setConflict(null);
    setBattle(newer);
  }, [playerId, companyId]);

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

  return { battle, conflict, unsaved, dispatch, start, discard, takeNewer };
}
