import { Button, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import {
  isOneOf,
  OLD_BATTLE_WOUND_OUTCOMES,
  oldBattleWoundOutcome,
  type OldBattleWoundOutcome,
  parseD6,
} from '@warband/rules';
import type { DiceRoller } from '@warband/schemas';
import { useState } from 'react';
import { rollD6s } from '../../components/dice/roll-d6';
import type { BattleWarrior, OldWoundRecord } from './battle-state';
import classes from './Battle.module.css';
import { BATTLE_TEXTS as T, oldWoundCount } from './texts';

interface OldWoundRowProps {
  warrior: BattleWarrior;
  record: OldWoundRecord | undefined;
  onRecord: (outcome: OldBattleWoundOutcome, rolls: number[], rolledBy: DiceRoller | null) => void;
}

/**
 * One hero's Old Battle Wounds: the app rolls a D6 per wound, or the player types the lowest
 * die rolled at the table, or taps Ready or Injured
 * (docs/adr/0061-old-battle-wounds-a-d6-per-wound-out-on-a-1.md).
 */
export function OldWoundRow({ warrior, record, onRecord }: OldWoundRowProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const applyTyped = () => {
    const roll = parseD6(typed);
    if (roll === null) {
      setError('Type a roll from 1 to 6');
      return;
    }
    setError(null);
    onRecord(oldBattleWoundOutcome([roll]), [roll], 'player');
  };
  const roll = () => {
    const rolls = rollD6s(warrior.oldWound);
    onRecord(oldBattleWoundOutcome(rolls), rolls, 'app');
  };
  return (
    <li className={classes.row} aria-label={warrior.name}>
      <Text fw={700}>{warrior.name}</Text>
      <Text size="sm" c="dimmed" mb="xs">
        {warrior.rank} · {oldWoundCount(warrior.oldWound)}: out of this battle on a 1
      </Text>
      <SegmentedControl
        aria-label={`Old Battle Wounds of ${warrior.name}`}
        data={['Ready', 'Injured']}
        value={record?.outcome ?? ''}
        onChange={(value) => isOneOf(OLD_BATTLE_WOUND_OUTCOMES, value) && onRecord(value, [], null)}
        size="md"
        mb="xs"
        classNames={{ label: classes.segment }}
      />
      <Group gap="xs" align="flex-end">
        <Button className={classes.target} variant="light" onClick={roll}>
          {T.rollForMe}
        </Button>
        <TextInput
          label="Lowest roll at the table"
          inputMode="numeric"
          w={170}
          classNames={{ input: classes.target }}
          value={typed}
          error={error}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyTyped();
          }}
        />
        <Button className={classes.target} variant="default" onClick={applyTyped}>
          Use roll
        </Button>
      </Group>
      {record && record.rolls.length > 0 && (
        <Text size="sm" mt="xs" role="status">
          Rolled {record.rolls.join(', ')}: {record.outcome}
        </Text>
      )}
    </li>
  );
}
