import { Accordion, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { BATTLE_NOT_IMAGED, type BattleHistoryEntry, type BattleRecord } from '@warband/schemas';
import { Link } from 'react-router';
import { battleDate, casualties, influenceParts, warriorChanges } from './battle-summary';
import classes from './BattleHistory.module.css';
import {
  HISTORY_TEXTS as T,
  opponentWho,
  opponentWords,
  RESULT_WORDS,
  signed,
} from './history-texts';
import { UndoBattleButton } from './UndoBattleButton';

const RESULT_COLORS = { win: 'green', draw: 'gray', loss: 'red' } as const;

/** A battle's line in the timeline: its date, its result, the opponent and the influence. */
export function BattleEntryControl({ battle }: { battle: BattleHistoryEntry }) {
  return (
    <Accordion.Control>
      <Group style={{ columnGap: 'var(--mantine-spacing-xs)', rowGap: 4 }}>
        <Text fw={600}>{battleDate(battle.appliedAt)}</Text>
        <Badge color={RESULT_COLORS[battle.result]} variant="light">
          {RESULT_WORDS[battle.result]}
        </Badge>
        {battle.correctedAt && (
          <Badge color="blue" variant="outline">
            {T.corrected}
          </Badge>
        )}
        {opponentWho(battle.opponent) && (
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {opponentWho(battle.opponent)}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {opponentWords(battle.opponentRating)}
        </Text>
        <Text size="sm">
          {signed(battle.influence.total)} {T.influence.toLowerCase()}
        </Text>
      </Group>
    </Accordion.Control>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function InfluenceLine({ influence }: { influence: BattleRecord['influence'] }) {
  const parts = influenceParts(influence)
    .map((part) => `${part.label} ${signed(part.value)}`)
    .join(', ');
  return (
    <Text size="sm">
      {signed(influence.total)}
      {parts && ` (${parts})`}, {influence.before} → {influence.after}
    </Text>
  );
}

/** What the battle did: influence earned, casualties, and the warriors' gains. */
export function BattleEntryPanel({
  battle,
  companyId,
  last,
}: {
  battle: BattleHistoryEntry;
  companyId: string;
  /** The newest battle of a company that is not retired: the one that can be put right. */
  last: boolean;
}) {
  const fallen = casualties(battle);
  const changes = warriorChanges(battle);
  const { scenario = '', note = '' } = battle.opponent ?? {};
  return (
    <Stack gap="sm" className={classes.wrap}>
      {scenario && (
        <Part title={T.scenario}>
          <Text size="sm">{scenario}</Text>
        </Part>
      )}
      {note && (
        <Part title={T.note}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {note}
          </Text>
        </Part>
      )}
      <Part title={T.influence}>
        <InfluenceLine influence={battle.influence} />
      </Part>
      <Part title={T.casualties}>
        {fallen.length === 0 ? (
          <Text size="sm">{T.noCasualties}</Text>
        ) : (
          <List size="sm" spacing={2}>
            {fallen.map((entry) => (
              <List.Item key={entry.warriorId}>
                <strong>{entry.name}</strong>: {entry.words}
              </List.Item>
            ))}
          </List>
        )}
      </Part>
      <Part title={T.changes}>
        {changes.length === 0 ? (
          <Text size="sm">{T.noChanges}</Text>
        ) : (
          <List size="sm" spacing={2}>
            {changes.map((change) => (
              <List.Item key={change.warriorId}>
                <strong>{change.name}</strong>: {change.lines.join('; ')}
              </List.Item>
            ))}
          </List>
        )}
      </Part>
      {last && !battle.undoable && (
        // Offered only where the server can do it; otherwise the player hears why not.
        <Text size="sm" c="dimmed">
          {BATTLE_NOT_IMAGED}
        </Text>
      )}
      {last && battle.undoable && (
        <Group justify="flex-end">
          {battle.correctable && (
            <Button
              component={Link}
              to={`/company/${companyId}/battles/${battle.battleId}/correct`}
              variant="default"
              className={classes.undo}
            >
              {T.correct}
            </Button>
          )}
          <UndoBattleButton companyId={companyId} battleId={battle.battleId} />
        </Group>
      )}
    </Stack>
  );
}
