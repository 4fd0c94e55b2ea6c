import { Button, Text } from '@mantine/core';
import { battleBanner, companyBonus, takingPart, type SavedBattle } from './battle-state';
import type { BattleAction } from './battle-reducer';
import classes from './Battle.module.css';
import { Counter } from './Counter';
import { bannerText, BATTLE_TEXTS as T } from './texts';
import { WarriorRow } from './WarriorRow';

interface BattleStepProps {
  battle: SavedBattle;
  dispatch: (action: BattleAction) => void;
}

/** The battle itself: the banner, a row per warrior taking part, and Undo under the thumb. */
export function BattleStep({ battle, dispatch }: BattleStepProps) {
  const { state, toGo } = battleBanner(battle);
  const bonus = companyBonus(battle);
  const warriors = takingPart(battle);
  return (
    <>
      <div
        className={classes.banner}
        data-status={state.status ?? undefined}
        role="status"
        aria-label="Casualties"
      >
        {bannerText(toGo.toBreak, toGo.toQuarter, state.status)}
        <Text size="xs" fw={400} c="inherit">
          {state.casualties} of {state.eligible} down
        </Text>
      </div>
      {warriors.length === 0 && <Text>{T.noWarriors}</Text>}
      <ul className={classes.rows} aria-label="Warriors in battle">
        {warriors.map((warrior) => (
          <WarriorRow key={warrior.id} warrior={warrior} dispatch={dispatch} />
        ))}
      </ul>
      <div className={classes.actionBar}>
        <Button
          className={classes.target}
          variant="default"
          disabled={battle.undo.length === 0}
          onClick={() => dispatch({ type: 'undo' })}
        >
          {T.undo}
        </Button>
        {bonus > 0 && (
          <div style={{ width: 160 }}>
            <Counter
              label={T.rerolls}
              warriorName="the company"
              value={battle.rerollsLeft}
              max={bonus}
              onStep={(by) => dispatch({ type: 'stepRerolls', by })}
            />
          </div>
        )}
      </div>
    </>
  );
}
