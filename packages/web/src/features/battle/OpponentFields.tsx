import { Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { OPPONENT_LIMITS } from '@warband/schemas';
import type { OpponentDraft } from './battle-opponent';
import classes from './Battle.module.css';
import { BATTLE_TEXTS as T } from './texts';

interface OpponentFieldsProps {
  opponent: OpponentDraft;
  onChange: (patch: Partial<OpponentDraft>) => void;
}

/** Whom and what the battle is against, for its history; none of it is needed to fight. */
export function OpponentFields({ opponent, onChange }: OpponentFieldsProps) {
  const field = (name: 'name' | 'company' | 'scenario', label: string) => (
    <TextInput
      label={label}
      value={opponent[name]}
      maxLength={OPPONENT_LIMITS[name]}
      classNames={{ input: classes.target }}
      onChange={(event) => onChange({ [name]: event.currentTarget.value })}
    />
  );
  return (
    <Fieldset
      legend={T.aboutBattle}
      variant="unstyled"
      p={0}
      m={0}
      // Lined up with the rating above: no inset of the browser's own for a fieldset.
      styles={{ root: { border: 0, minWidth: 0 }, legend: { padding: 0, fontWeight: 600 } }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {field('name', T.opponentName)}
        {field('company', T.opponentCompany)}
        {field('scenario', T.scenario)}
      </SimpleGrid>
      <Textarea
        mt="xs"
        label={T.note}
        autosize
        minRows={2}
        maxLength={OPPONENT_LIMITS.note}
        value={opponent.note}
        onChange={(event) => onChange({ note: event.currentTarget.value })}
      />
    </Fieldset>
  );
}
