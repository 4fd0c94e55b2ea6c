import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  AGAINST_THE_ODDS_MAX,
  AGAINST_THE_ODDS_STEP,
  againstTheOddsWorking,
  parseRating,
} from '@warband/rules';
import { useState } from 'react';
import { NO_OPPONENT_DRAFT, rememberOpponent } from './battle-opponent';
import type { BattleAction } from './battle-reducer';
import { OpponentFields } from './OpponentFields';
import { canBegin, type SavedBattle } from './battle-state';
import classes from './Battle.module.css';
import { BATTLE_TEXTS as T } from './texts';

const NONE_LEFT_ID = 'battle-none-left';

interface AgainstTheOddsStepProps {
  battle: SavedBattle;
  dispatch: (action: BattleAction) => void;
}

/** The arithmetic, spelled out so no one at the table has to check it in their head. */
function Working({ battle }: { battle: SavedBattle }) {
  const { companyRating: mine, opponentRating: theirs } = battle;
  const { difference, quotient, steps, capped, side, bonus } = againstTheOddsWorking(mine, theirs);
  const receiver =
    side === 'company' ? 'your company' : side === 'opponent' ? 'your opponent' : null;
  return (
    <Stack gap={4} aria-label="Against the Odds working" role="group">
      <Text>
        Ratings: opponent {theirs}, your company {mine}. Difference {difference}.
      </Text>
      <Text>
        {difference} ÷ {AGAINST_THE_ODDS_STEP} ={' '}
        {difference % AGAINST_THE_ODDS_STEP === 0
          ? steps
          : `${quotient.toFixed(2)}, rounded down to ${steps}`}
        {capped ? `, capped at ${AGAINST_THE_ODDS_MAX}` : ''}.
      </Text>
      <Text fw={700}>
        {receiver
          ? `${bonus} bonus re-roll${bonus === 1 ? '' : 's'} and ${bonus} bonus influence for ${receiver}, the weaker side.`
          : 'No bonus: neither side is weaker by a full 15 points.'}
      </Text>
    </Stack>
  );
}

/**
 * The opponent's rating against this company's current rating, or both as a campaign match
 * recorded them (docs/rules.md#against-the-odds).
 */
export function AgainstTheOddsStep({ battle, dispatch }: AgainstTheOddsStepProps) {
  const [typed, setTyped] = useState(String(battle.opponentRating));
  const ready = canBegin(battle);
  return (
    <Stack gap="md">
      <Title order={2}>{T.oddsTitle}</Title>
      <TextInput
        label={T.opponentRating}
        // A match was recorded with both ratings: its battle is fought at them.
        readOnly={battle.match !== undefined}
        variant={battle.match ? 'filled' : 'default'}
        description={battle.match ? T.matchRating : undefined}
        inputMode="numeric"
        maw={220}
        classNames={{ input: classes.target }}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          dispatch({ type: 'setOpponentRating', rating: parseRating(event.currentTarget.value) });
        }}
      />
      <Working battle={battle} />
      <OpponentFields
        opponent={battle.opponent ?? NO_OPPONENT_DRAFT}
        onChange={(patch) => {
          const opponent = { ...NO_OPPONENT_DRAFT, ...battle.opponent, ...patch };
          rememberOpponent(battle.companyId, opponent);
          dispatch({ type: 'setOpponent', patch });
        }}
      />
      {!ready && (
        <Text fw={700} id={NONE_LEFT_ID}>
          {T.noneLeft}
        </Text>
      )}
      <Group justify="space-between">
        <Button
          className={classes.target}
          variant="default"
          onClick={() => dispatch({ type: 'backToPreBattle' })}
        >
          {T.back}
        </Button>
        <Button
          className={classes.target}
          disabled={!ready}
          aria-describedby={ready ? undefined : NONE_LEFT_ID}
          onClick={() => dispatch({ type: 'beginBattle' })}
        >
          {T.beginBattle}
        </Button>
      </Group>
    </Stack>
  );
}
