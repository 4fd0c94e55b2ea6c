import { NativeSelect, Stack, Text } from '@mantine/core';
import {
  INJURY_RESULT_LABELS,
  INJURY_RESULTS,
  type InjuryResult,
  injuryResultsFor,
  isOneOf,
  offersHeroInjuries,
} from '@warband/rules';
import { useState } from 'react';
import { rollD6s } from '../../../components/dice/roll-d6';
import classes from '../Battle.module.css';
import type { InjuryDraft } from './aftermath-draft';
import type { WoundedWarrior } from './aftermath-plan';
import {
  injuryTableOf,
  resultSummary,
  rolledIntoDead,
  TWO_D6_MAX,
  TWO_D6_MIN,
  withPicked,
  withRoll,
} from './injury-choice';
import { InjuryHealing } from './InjuryHealing';
import { InjuryTableReference } from './InjuryTableReference';
import { RollInput } from './RollInput';
import {
  INJURY_TEXTS as T,
  forcedDeadText,
  outcomeText,
  rollText,
  woundsText,
} from './injury-texts';

interface InjuryRowProps {
  wounded: WoundedWarrior;
  /** The step's errors of this warrior: result, heal, influence. */
  errors: { result?: string; heal?: string; influence?: string };
  onChange: (injury: InjuryDraft) => void;
}

/** One wounded warrior's injury: the 2D6 (the app's or the table's) or a result picked. */
export function InjuryRow({ wounded: { warrior, choice }, errors, onChange }: InjuryRowProps) {
  // The faces the app threw and a leg or arm result picked by hand that became Dead: shown
  // while the row is on screen; the draft keeps only what the server takes.
  const [dice, setDice] = useState<number[] | null>(null);
  const [pickedIntoDead, setPickedIntoDead] = useState<InjuryResult | null>(null);
  const hero = offersHeroInjuries(warrior);
  const tableTitle = hero ? T.heroTable : T.warriorTable;
  const forcedFrom = choice.roll ? rolledIntoDead(warrior, choice) : pickedIntoDead;
  const pick = (picked: InjuryResult) => {
    const next = withPicked(warrior, choice, picked);
    setPickedIntoDead(next.result !== picked ? picked : null);
    if (!next.roll) setDice(null);
    onChange(next);
  };
  return (
    <li className={classes.row} aria-label={warrior.name}>
      <Text fw={700}>{warrior.name}</Text>
      <Text size="sm" c="dimmed">
        {warrior.rank} · {tableTitle} · {woundsText(warrior)}
      </Text>
      <Stack gap="xs" mt="xs">
        <RollInput
          rollLabel={T.rollForMe}
          typedLabel={T.typedRoll}
          useLabel={T.useRoll}
          min={TWO_D6_MIN}
          max={TWO_D6_MAX}
          typedError={T.typedRollError}
          throwDice={() => rollD6s(2)}
          onRoll={(total, rolledBy, thrown) => {
            setDice(thrown);
            setPickedIntoDead(null);
            onChange(withRoll(warrior, choice, { total, rolledBy }));
          }}
        />
        {choice.roll && (
          <Text size="sm" role="status">
            {rollText(choice.roll.total, choice.roll.rolledBy, dice)}
          </Text>
        )}
        <NativeSelect
          label={T.result}
          classNames={{ input: classes.target }}
          value={choice.result ?? ''}
          error={errors.result}
          data={[
            { value: '', label: T.resultPlaceholder, disabled: true },
            ...injuryResultsFor(warrior).map((result) => ({
              value: result,
              label: INJURY_RESULT_LABELS[result],
            })),
          ]}
          onChange={(event) => {
            const { value } = event.currentTarget;
            if (isOneOf(INJURY_RESULTS, value)) pick(value);
          }}
        />
        {forcedFrom && (
          <Text size="sm" c="red.8" fw={600}>
            {forcedDeadText(warrior.name, forcedFrom)}
          </Text>
        )}
        {choice.result && (
          <Text size="sm">{outcomeText(choice.result, resultSummary(warrior, choice.result))}</Text>
        )}
      </Stack>
      <InjuryHealing warrior={warrior} injury={choice} errors={errors} onChange={onChange} />
      <Stack mt="xs">
        <InjuryTableReference title={tableTitle} table={injuryTableOf(warrior)} />
      </Stack>
    </li>
  );
}
