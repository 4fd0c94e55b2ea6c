import { Button, Group, Title } from '@mantine/core';
import { memo } from 'react';
import classes from './Battle.module.css';
import { BATTLE_TEXTS as T } from './texts';

interface BattleHeaderProps {
  companyName: string;
  /** End Battle is offered once the battle itself has begun. */
  canEnd: boolean;
  onQuit: () => void;
  onTools: () => void;
  onEnd: () => void;
}

/** The battle header: Quit, Tools, End Battle. Memoised: a counter's tap leaves it as it is. */
export const BattleHeader = memo(function BattleHeader({
  companyName,
  canEnd,
  onQuit,
  onTools,
  onEnd,
}: BattleHeaderProps) {
  return (
    <Group justify="space-between" align="center" gap="xs">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {T.title}: {companyName}
      </Title>
      <Group gap="xs">
        <Button className={classes.target} variant="default" onClick={onQuit}>
          {T.quit}
        </Button>
        <Button className={classes.target} variant="light" onClick={onTools}>
          {T.tools}
        </Button>
        {canEnd && (
          <Button className={classes.target} color="red.9" onClick={onEnd}>
            {T.endBattle}
          </Button>
        )}
      </Group>
    </Group>
  );
});
