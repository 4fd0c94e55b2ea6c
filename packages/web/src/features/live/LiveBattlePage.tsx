import { Alert, Button, Group, Paper, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { nextPhase } from '@warband/rules';
import type {
  LiveActionInput,
  LiveBattleState,
  LiveEvent,
  LivePresencePair,
  LiveSide,
} from '@warband/schemas';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useCompanies } from '../../api/companies';
import { liveQueries, takeLiveAction } from '../../api/live';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { LoadingLine } from '../../components/lists/ListStatus';
import { Page } from '../../components/Page';
import { useSyncState } from '../../components/sync/useSyncState';
import { AftermathEntry } from './AftermathEntry';
import { BattleLog } from './BattleLog';
import { OpponentList, OwnSide } from './LiveSides';
import { PresenceDot } from './PresenceLine';
import { LIVE_SCREEN_TEXTS as T } from './texts';
import classes from './Live.module.css';
import { useLiveStream, type LiveConnection } from './useLiveStream';
import { usePresenceBeats } from './usePresenceBeats';
import { waitingActionCount, withSentAction, withWaitingActions } from './waiting-actions';

/**
 * /match/{matchId}/live: one player's phone in a live battle
 * (docs/adr/new-live-battle-screen.md). The battle as the server has it, with this phone's
 * actions still waiting in the outbox laid on top; the other phone's actions arrive on the
 * event stream and read the battle again.
 */
export function LiveBattlePage() {
  const { matchId = '' } = useParams();
  const client = useQueryClient();
  const battle = useQuery(liveQueries.battle(matchId));
  const [lastOther, setLastOther] = useState<LiveEvent | null>(null);
  // What the stream last told of each side's phone; until it tells, what the battle's read said.
  const [toldPresence, setToldPresence] = useState<LivePresencePair | null>(null);
  const connection = useLiveStream(
    matchId,
    battle.data?.seq,
    (event) => {
      if (battle.data && event.side !== battle.data.mySide) setLastOther(event);
      void client.invalidateQueries({ queryKey: liveQueries.battle(matchId).queryKey });
    },
    setToldPresence,
  );
  usePresenceBeats(
    matchId,
    connection === 'live' && battle.data !== undefined && battle.data.mySide !== null,
  );
  return (
    <Page title={T.title} maw={900}>
      {battle.isPending ? (
        <LoadingLine text={T.loading} />
      ) : battle.error ? (
        <Alert color="red" role="alert">
          {battle.error.message}
        </Alert>
      ) : (
        <LiveBattle
          battle={battle.data}
          connection={connection}
          lastOther={lastOther}
          presence={toldPresence ?? battle.data.presence}
        />
      )}
    </Page>
  );
}

interface LiveBattleProps {
  battle: LiveBattleState;
  connection: LiveConnection;
  lastOther: LiveEvent | null;
  presence: LivePresencePair;
}

function LiveBattle({ battle: server, connection, lastOther, presence }: LiveBattleProps) {
  const { entries } = useSyncState();
  const client = useQueryClient();
  const alerts = useAlerts();
  const companies = useCompanies();
  const battle = withWaitingActions(server, entries);
  const waiting = waitingActionCount(battle.matchId, entries);
  const mine = battle.mySide === null ? null : battle.sides[battle.mySide];
  const theirIndex = battle.mySide === 0 ? 1 : 0;
  const theirs = battle.mySide === null ? null : battle.sides[theirIndex];

  const act = async (action: LiveActionInput) => {
    if (!mine?.companyId) return;
    const companyId = mine.companyId;
    const company = companies.data?.find((each) => each.id === companyId);
    const key = liveQueries.battle(battle.matchId).queryKey;
    try {
      const { result, queued } = await takeLiveAction(
        { companyId, matchId: battle.matchId, action },
        company,
      );
      const { seq } = result;
      if (!queued && seq !== null) {
        client.setQueryData(
          key,
          (kept: LiveBattleState | undefined) => kept && withSentAction(kept, action, seq),
        );
      }
    } catch (error) {
      alerts.failed(error);
    }
    await client.invalidateQueries({ queryKey: key });
  };

  const bothEnded = battle.sides.every((side) => side.ended);
  return (
    <Stack gap="md">
      <div className={classes.status} aria-live="polite">
        <Text size="sm">{T.connection[connection]}</Text>
        <Text size="sm" c="dimmed">
          {waiting > 0
            ? T.waiting(waiting)
            : lastOther && theirs
              ? T.lastSeen(theirs.name, lastOther.at)
              : '\u00a0'}
        </Text>
      </div>
      <Paper withBorder p="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} aria-label="Turn and phase">
            {T.turnPhase(battle.turn, T.phases[battle.phase])}
          </Text>
          {battle.mySide !== null && !bothEnded && (
            <Button
              mih={44}
              onClick={() => void act({ kind: 'phase', turn: battle.turn, phase: battle.phase })}
              aria-label={`${T.nextPhase}: ${T.phases[nextPhase({ turn: battle.turn, phase: battle.phase }).phase]}`}
            >
              {T.nextPhase}
            </Button>
          )}
        </Group>
      </Paper>
      {mine && theirs ? (
        <Tabs defaultValue="mine">
          <Tabs.List grow>
            <Tabs.Tab value="mine" mih={44}>
              {T.yourSide}
            </Tabs.Tab>
            <Tabs.Tab
              value="theirs"
              mih={44}
              rightSection={<PresenceDot connected={presence[theirIndex].connected} />}
            >
              {theirs.name}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="mine" pt="sm">
            <OwnSide side={mine} onAction={(action) => void act(action)} />
          </Tabs.Panel>
          <Tabs.Panel value="theirs" pt="sm">
            <OpponentList side={theirs} presence={presence[theirIndex]} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Stack gap="md">
          <Text c="dimmed">{T.readerNote}</Text>
          {battle.sides.map((side, index) => (
            <OpponentList key={index} side={side} presence={presence[index]} />
          ))}
        </Stack>
      )}
      {mine && theirs && (
        <Ending
          mine={mine}
          theirs={theirs}
          battle={battle}
          onAction={(action) => void act(action)}
        />
      )}
      <AftermathEntry battle={battle} />
      <BattleLog battle={battle} />
    </Stack>
  );
}

interface EndingProps {
  battle: LiveBattleState;
  mine: LiveSide;
  theirs: LiveSide;
  onAction: (action: LiveActionInput) => void;
}

/** Ending the player's side, then, once both ended, confirming or disputing the result. */
function Ending({ battle, mine, theirs, onAction }: EndingProps) {
  const [note, setNote] = useState('');
  const [ending, setEnding] = useState(false);
  if (!mine.ended) {
    return ending ? (
      <Alert color="red" title={T.reallyEnd}>
        <Group gap="xs">
          <Button color="red" mih={44} onClick={() => onAction({ kind: 'end' })}>
            {T.endBattle}
          </Button>
          <Button variant="default" mih={44} onClick={() => setEnding(false)}>
            {T.keepPlaying}
          </Button>
        </Group>
      </Alert>
    ) : (
      <Button variant="light" color="red" mih={44} onClick={() => setEnding(true)}>
        {T.endBattle}
      </Button>
    );
  }
  if (!theirs.ended) {
    return (
      <Alert color="gray">
        {T.ended} {T.waitingForOpponent(theirs.name)}
      </Alert>
    );
  }
  const answered = mine.confirmed || mine.dispute !== null;
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Text fw={700} role="status">
          {T.confirmation[battle.confirmation]}
        </Text>
        {answered ? (
          battle.confirmation === 'waiting' && <Text size="sm">{T.answered}</Text>
        ) : (
          <>
            <Button mih={44} onClick={() => onAction({ kind: 'confirm' })}>
              {T.confirm}
            </Button>
            <Textarea
              label={T.disputeNote}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={1000}
              autosize
              minRows={2}
            />
            <Button
              mih={44}
              variant="light"
              color="red"
              disabled={note.trim() === ''}
              onClick={() => onAction({ kind: 'dispute', note: note.trim() })}
            >
              {T.dispute}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
