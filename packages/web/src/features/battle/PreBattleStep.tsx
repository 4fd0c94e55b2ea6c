import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { WARRIOR_STATUS_LABELS } from '@warband/rules';
import { useState } from 'react';
import type { BattleAction } from './battle-reducer';
import { oldWoundsPending, type SavedBattle } from './battle-state';
import classes from './Battle.module.css';
import { OldWoundRow } from './OldWoundRow';
import { BATTLE_TEXTS as T } from './texts';

interface PreBattleStepProps {
  battle: SavedBattle;
  dispatch: (action: BattleAction) => void;
}

/** Who sits this battle out, and the heroes' Old Battle Wounds rolls. */
export function PreBattleStep({ battle, dispatch }: PreBattleStepProps) {
  const [tried, setTried] = useState(false);
  const facing = battle.roster.filter((warrior) => warrior.facesOldWounds);
  const sittingOut = battle.roster.filter(
    (warrior) => warrior.counters.preBattleInjury && !warrior.facesOldWounds,
  );
  const pending = oldWoundsPending(battle).length > 0;
  // With no roll to make the step is only a list of who sits out; its button says where it goes.
  const nothingToRoll = facing.length === 0;
  return (
    <Stack gap="md">
      <Title order={2}>{T.preBattleTitle}</Title>
      {nothingToRoll ? (
        <Text fw={700}>{T.noOldWounds}</Text>
      ) : (
        <ul className={classes.rows} aria-label={T.preBattleTitle}>
          {facing.map((warrior) => (
            <OldWoundRow
              key={warrior.id}
              warrior={warrior}
              record={battle.oldWounds[warrior.id]}
              onRecord={(outcome, rolls, rolledBy) =>
                dispatch({
                  type: 'recordOldWound',
                  warriorId: warrior.id,
                  outcome,
                  rolls,
                  rolledBy,
                })
              }
            />
          ))}
        </ul>
      )}
      {sittingOut.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h4">
            {T.tookNoPart}
          </Title>
          <ul aria-label={T.tookNoPart} style={{ margin: 0 }}>
            {sittingOut.map((warrior) => (
              <li key={warrior.id}>
                {warrior.name} ({WARRIOR_STATUS_LABELS[warrior.status]})
              </li>
            ))}
          </ul>
        </Stack>
      )}
      {tried && pending && (
        <Text c="red" role="alert">
          {T.oldWoundsPending}
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          className={classes.target}
          onClick={() => {
            setTried(true);
            dispatch({ type: 'toAgainstTheOdds' });
          }}
        >
          {nothingToRoll ? T.nextToOdds : T.next}
        </Button>
      </Group>
    </Stack>
  );
}
