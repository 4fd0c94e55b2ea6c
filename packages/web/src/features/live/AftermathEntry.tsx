import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { LiveBattleState } from '@warband/schemas';
import { Link } from 'react-router';
import { LIVE_SCREEN_TEXTS as T } from './texts';

/**
 * Once the player's side has ended the live battle, its War's Aftermath, started from where
 * the side ended (docs/adr/new-live-battle-record.md); then that it is applied, and whether the
 * other side's is.
 */
export function AftermathEntry({ battle }: { battle: LiveBattleState }) {
  const { mySide, aftermathApplied } = battle;
  if (mySide === null) return null;
  const other = mySide === 0 ? 1 : 0;
  const mine = battle.sides[mySide];
  const theirs = battle.sides[other];
  if (!mine.ended && !aftermathApplied[other]) return null;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="live-aftermath">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="live-aftermath">
          {T.aftermathTitle}
        </Title>
        {mine.ended &&
          (aftermathApplied[mySide] ? (
            <Text size="sm">{T.aftermathApplied}</Text>
          ) : (
            mine.companyId && (
              <>
                <Text size="sm">{T.aftermathFor(mine.name)}</Text>
                <Button
                  component={Link}
                  to={`/company/${mine.companyId}/battle?live=${battle.matchId}`}
                  mih={44}
                >
                  {T.aftermathOpen}
                </Button>
              </>
            )
          ))}
        {aftermathApplied[other] && <Text size="sm">{T.theirAftermathApplied(theirs.name)}</Text>}
      </Stack>
    </Paper>
  );
}
