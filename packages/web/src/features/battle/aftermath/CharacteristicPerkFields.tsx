import { NativeSelect, Text } from '@mantine/core';
import {
  FATE_FULL_WITH_WARGEAR,
  FATE_MAX,
  isOneOf,
  STAT_KEYS,
  type StatKey,
  statKeysFor,
} from '@warband/rules';
import type { Warrior } from '@warband/schemas';
import classes from '../Battle.module.css';
import { EXPERIENCE_TEXTS as T } from './experience-texts';
import { characteristicOptions, lowerIsBetterStats } from './perk-picks';

interface CharacteristicPerkFieldsProps {
  warrior: Warrior;
  stat: StatKey | null;
  newRuleset: boolean;
  error: string | undefined;
  onStat: (stat: StatKey | null) => void;
}

/** Characteristic +1: the characteristics the hero may raise, each with its new value. */
export function CharacteristicPerkFields(props: CharacteristicPerkFieldsProps) {
  const { warrior, stat, newRuleset, error, onStat } = props;
  const options = characteristicOptions(warrior, newRuleset);
  const lower = lowerIsBetterStats(options, newRuleset);
  // Fate is left out by the rules once the card's Fate, wargear counted, is 3: say why.
  const fateFull =
    statKeysFor(newRuleset).includes('fate') && !options.some(({ value }) => value === 'fate');
  const fateNote =
    warrior.baseStats.fate + warrior.modifyStats.fate < FATE_MAX
      ? FATE_FULL_WITH_WARGEAR
      : T.fateFull;
  return (
    <div>
      <NativeSelect
        label={T.characteristic}
        data={[{ value: '', label: T.characteristicPlaceholder, disabled: true }, ...options]}
        value={stat ?? ''}
        error={error}
        classNames={{ input: classes.target }}
        onChange={(event) => {
          const { value } = event.currentTarget;
          onStat(isOneOf(STAT_KEYS, value) ? value : null);
        }}
      />
      {lower.length > 0 && (
        <Text size="sm" c="dimmed" mt={4}>
          {T.lowerIsBetter(lower)}
        </Text>
      )}
      {fateFull && (
        <Text size="sm" c="dimmed" mt={4}>
          {fateNote}
        </Text>
      )}
    </div>
  );
}
