import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { battleBanner, type SavedBattle } from './battle-state';
import classes from './Battle.module.css';
import { BATTLE_TEXTS as T } from './texts';

/** After End Battle: the battle waits on the device for the War's Aftermath. */
export function BattleEnded({ battle }: { battle: SavedBattle }) {
  const { state } = battleBanner(battle);
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={2}>{T.endedTitle}</Title>
      <Text>
        {state.casualties} of {state.eligible} down{state.status ? `: ${state.status}` : ''}.
      </Text>
      <Text>{T.endedText}</Text>
      <Button
        component={Link}
        to={`/company/${battle.companyId}`}
        variant="default"
        className={classes.target}
      >
        {T.backToCompany}
      </Button>
    </Stack>
  );
}
