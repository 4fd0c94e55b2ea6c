import { Button, Text } from '@mantine/core';
import type { Company } from '@warband/schemas';
import { memo, useCallback, useState } from 'react';
import { WarriorProfileSheet } from '../../components/warrior-card/WarriorProfileSheet';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { battleBanner, companyBonus, takingPart, type SavedBattle } from './battle-state';
import type { BreakState } from '@warband/rules';
import type { BattleAction } from './battle-reducer';
import classes from './Battle.module.css';
import { Counter } from './Counter';
import { bannerText, BATTLE_TEXTS as T } from './texts';
import { liveStats, WarriorRow } from './WarriorRow';

interface BattleStepProps {
  battle: SavedBattle;
  dispatch: (action: BattleAction) => void;
  /** The company's warriors as saved, for the profiles; the battle keeps only its counters. */
  warriors: Company['warriors'];
  newRuleset: boolean;
}

interface CasualtyBannerProps {
  text: string;
  status: BreakState['status'];
  casualties: number;
  eligible: number;
}

/**
 * Casualties and how many more to break: drawn again only when a warrior falls or returns, in
 * plain elements (a tap that wounds a warrior pays for this redraw inside its frame).
 */
const CasualtyBanner = memo(function CasualtyBanner({
  text,
  status,
  casualties,
  eligible,
}: CasualtyBannerProps) {
  return (
    <div
      className={classes.banner}
      data-status={status ?? undefined}
      role="status"
      aria-label="Casualties"
    >
      {text}
      <span className={classes.bannerCount}>
        {casualties} of {eligible} down
      </span>
    </div>
  );
});

interface BattleActionsProps {
  canUndo: boolean;
  rerollsLeft: number;
  bonus: number;
  dispatch: (action: BattleAction) => void;
}

/** Undo and the company's re-rolls, under the thumb: drawn again only when they change. */
const BattleActions = memo(function BattleActions({
  canUndo,
  rerollsLeft,
  bonus,
  dispatch,
}: BattleActionsProps) {
  return (
    <div className={classes.actionBar}>
      <Button
        className={classes.target}
        variant="default"
        disabled={!canUndo}
        onClick={() => dispatch({ type: 'undo' })}
      >
        {T.undo}
      </Button>
      {bonus > 0 && (
        <div style={{ width: 160 }}>
          <Counter
            label={T.rerolls}
            warriorName="the company"
            value={rerollsLeft}
            max={bonus}
            onStep={(by) => dispatch({ type: 'stepRerolls', by })}
          />
        </div>
      )}
    </div>
  );
});

/**
 * The battle itself: the banner, a row per warrior taking part, and Undo under the thumb.
 * Drawn on every tap, so its parts are memoised: a tap redraws the row it changed, and the
 * banner or the action bar only when what they show has changed.
 */
export function BattleStep({ battle, dispatch, warriors: profiles, newRuleset }: BattleStepProps) {
  const { state, toGo } = battleBanner(battle);
  const bonus = companyBonus(battle);
  const warriors = takingPart(battle);
  // The sheet sits over the battle, which stays mounted: closing it returns to the same place.
  const [shownId, setShownId] = useState<string | null>(null);
  const focus = useReturnFocus();
  const { remember } = focus;
  // Stable, so a tap on one row still redraws only that row.
  const showProfile = useCallback(
    (warriorId: string) => {
      remember();
      setShownId(warriorId);
    },
    [remember],
  );
  const shown = warriors.find((warrior) => warrior.id === shownId);
  const shownProfile = shown && profiles[shown.id];
  return (
    <>
      <CasualtyBanner
        text={bannerText(toGo.toBreak, toGo.toQuarter, state.status)}
        status={state.status}
        casualties={state.casualties}
        eligible={state.eligible}
      />
      {warriors.length === 0 && <Text>{T.noWarriors}</Text>}
      <ul className={classes.rows} aria-label="Warriors in battle">
        {warriors.map((warrior) => (
          <WarriorRow
            key={warrior.id}
            warrior={warrior}
            profile={profiles[warrior.id]}
            newRuleset={newRuleset}
            dispatch={dispatch}
            onProfile={showProfile}
          />
        ))}
      </ul>
      <BattleActions
        canUndo={battle.undo.length > 0}
        rerollsLeft={battle.rerollsLeft}
        bonus={bonus}
        dispatch={dispatch}
      />
      {shown && shownProfile && (
        <WarriorProfileSheet
          warrior={shownProfile}
          newRuleset={newRuleset}
          totalStats={liveStats(shownProfile, shown)}
          onClose={() => {
            setShownId(null);
            focus.restore();
          }}
        />
      )}
    </>
  );
}
