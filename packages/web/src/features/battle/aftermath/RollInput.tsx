import { Box, Button, Group, Stack, TextInput } from '@mantine/core';
import type { DiceRoller } from '@warband/schemas';
import { useState } from 'react';
import classes from '../Battle.module.css';
import { parseWhole } from './injury-choice';

interface RollInputProps {
  /** The app's button, e.g. 'Roll 2D6 for me'. */
  rollLabel: string;
  /** The field for the roll made at the table. */
  typedLabel: string;
  useLabel: string;
  min: number;
  max: number;
  /** Shown when the typed roll is not a whole number from min to max. */
  typedError: string;
  /** The step's error for this roll, once the player has tried to move on. */
  error?: string | undefined;
  /** The app's dice: the faces thrown. */
  throwDice: () => number[];
  onRoll: (total: number, rolledBy: DiceRoller, dice: number[] | null) => void;
}

/**
 * A roll asked of the player (docs/product/battle.md#where-the-wizard-asks-for-a-roll-and-where-it-asks-for-the-result-0065):
 * the app throws it from crypto random, or the player types the roll made at the table; either way
 * who rolled it is recorded.
 */
export function RollInput(props: RollInputProps) {
  const { rollLabel, typedLabel, useLabel, min, max, typedError, error, throwDice, onRoll } = props;
  const [typed, setTyped] = useState('');
  const [typedWrong, setTypedWrong] = useState(false);
  const applyTyped = () => {
    const total = parseWhole(typed, min, max);
    setTypedWrong(total === null);
    if (total !== null) onRoll(total, 'player', null);
  };
  const roll = () => {
    const dice = throwDice();
    // The app's roll replaces one typed before: the field no longer shows a roll not used.
    setTyped('');
    setTypedWrong(false);
    onRoll(
      dice.reduce((sum, face) => sum + face, 0),
      'app',
      dice,
    );
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button className={classes.target} variant="light" onClick={roll}>
        {rollLabel}
      </Button>
      <TextInput
        label={typedLabel}
        inputMode="numeric"
        w="100%"
        maw={320}
        classNames={{ input: classes.target }}
        value={typed}
        error={typedWrong ? typedError : error}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applyTyped();
        }}
        // The button sits beside the field, under its label and above its error.
        inputContainer={(field) => (
          <Group gap="xs" wrap="nowrap">
            <Box flex={1}>{field}</Box>
            <Button className={classes.target} variant="default" onClick={applyTyped}>
              {useLabel}
            </Button>
          </Group>
        )}
      />
    </Stack>
  );
}
