import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveBattleState } from '@warband/schemas';
import { useEffect, useRef, useState } from 'react';
import { liveQueries } from '../../api/live';
import classes from './Live.module.css';
import { logLine } from './live-log-texts';
import { LIVE_SCREEN_TEXTS as T } from './texts';

/**
 * The battle's log, newest first, for the two players and those who follow the battle: each
 * side's actions in words, and each side's War's Aftermath with its dice
 * (docs/adr/new-live-battle-record.md). Read when opened, and again as the battle moves on.
 */
export function BattleLog({ battle }: { battle: LiveBattleState }) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const log = useQuery({ ...liveQueries.log(battle.matchId), enabled: open });
  // Each new event of the battle (its seq) adds a line: the log is read again when shown.
  const { matchId, seq } = battle;
  const seen = useRef(seq);
  useEffect(() => {
    if (seen.current === seq) return;
    seen.current = seq;
    void client.invalidateQueries({ queryKey: liveQueries.log(matchId).queryKey });
  }, [client, matchId, seq]);
  const lines = (log.data ?? []).map((entry) => logLine(battle, entry)).reverse();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="live-log">
      <Stack gap="xs">
        <Title order={2} size="h4" id="live-log">
          {T.logTitle}
        </Title>
        <Button
          variant="default"
          mih={44}
          aria-expanded={open}
          aria-controls="live-log-lines"
          onClick={() => setOpen((was) => !was)}
          style={{ alignSelf: 'flex-start' }}
        >
          {open ? T.logHide : T.logShow}
        </Button>
        {open && (
          <div id="live-log-lines">
            {log.isPending ? (
              <Text size="sm" c="dimmed">
                {T.logLoading}
              </Text>
            ) : log.error ? (
              <Text size="sm" c="red" role="alert">
                {log.error.message}
              </Text>
            ) : lines.length === 0 ? (
              <Text size="sm" c="dimmed">
                {T.logEmpty}
              </Text>
            ) : (
              <ol className={classes.log} aria-label={T.logTitle}>
                {lines.map((line) => (
                  <li key={line.seq} className={classes.logLine}>
                    <Text size="xs" c="dimmed" component="span" className={classes.logTime}>
                      {T.logAt(line.at)}
                    </Text>
                    <div>
                      <Text size="sm" fw={line.details.length > 0 ? 700 : undefined}>
                        {line.text}
                      </Text>
                      {line.details.length > 0 && (
                        <ul className={classes.list}>
                          {line.details.map((detail) => (
                            <li key={detail}>
                              <Text size="sm">{detail}</Text>
                            </li>
                          ))}
                        </ul>
                      )}
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </div>
        )}
      </Stack>
    </Paper>
  );
}
