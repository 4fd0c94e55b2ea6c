import { Radio, Stack, Text } from '@mantine/core';
import {
  FATE_MAX,
  HEALABLE_WOUND_LABELS,
  HEALABLE_WOUNDS,
  type HealableWound,
  healableWounds,
  type InjuryTarget,
  isOneOf,
  offersHealing,
  WOUNDS_INFLUENCE_MAX,
  WOUNDS_INFLUENCE_MIN,
} from '@warband/rules';
import { rollD6s } from '../../../components/dice/roll-d6';
import classes from '../Battle.module.css';
import type { InjuryDraft } from './aftermath-draft';
import { RollInput } from './RollInput';
import { INJURY_TEXTS as T, influenceText, protectedText } from './injury-texts';

/** The radio value of healing nothing (no wound is called this). */
const NOTHING = 'none';

interface InjuryHealingProps {
  warrior: InjuryTarget & { name: string };
  injury: InjuryDraft;
  errors: { heal?: string | undefined; influence?: string | undefined };
  onChange: (injury: InjuryDraft) => void;
}

/**
 * What Full Recovery, Wounds of a Hero and Protected bring besides: one existing wound to
 * heal (the rules' first preselected), Wounds of a Hero's D6 influence, Protected's Fate.
 */
export function InjuryHealing({ warrior, injury, errors, onChange }: InjuryHealingProps) {
  const { result } = injury;
  if (!result || !offersHealing(result)) return null;
  const wounds = healableWounds(warrior, result);
  const fate = warrior.baseStats.fate + warrior.modifyStats.fate;
  return (
    <Stack gap="xs" mt="xs">
      {wounds.length > 0 ? (
        <Radio.Group
          label={T.heal}
          value={injury.heal ?? NOTHING}
          error={errors.heal}
          onChange={(value) =>
            onChange({ ...injury, heal: isOneOf(HEALABLE_WOUNDS, value) ? value : null })
          }
        >
          <Stack gap={0}>
            {[...wounds, NOTHING].map((wound) => (
              <Radio
                key={wound}
                value={wound}
                label={
                  wound === NOTHING ? T.healNothing : HEALABLE_WOUND_LABELS[wound as HealableWound]
                }
                classNames={{ body: classes.checkBody, label: classes.checkLabel }}
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm">{T.nothingToHeal}</Text>
      )}
      {result === 'protected' && <Text size="sm">{protectedText(fate, FATE_MAX)}</Text>}
      {result === 'woundsOfAHero' && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {T.influenceTitle}
          </Text>
          <RollInput
            rollLabel={T.influenceRollForMe}
            typedLabel={T.typedInfluence}
            useLabel={T.useInfluence}
            min={WOUNDS_INFLUENCE_MIN}
            max={WOUNDS_INFLUENCE_MAX}
            typedError={T.typedInfluenceError}
            error={errors.influence}
            throwDice={() => rollD6s(1)}
            onRoll={(total, rolledBy) => onChange({ ...injury, influence: { total, rolledBy } })}
          />
          {injury.influence && (
            <Text size="sm" role="status">
              {influenceText(injury.influence.total, injury.influence.rolledBy)}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
