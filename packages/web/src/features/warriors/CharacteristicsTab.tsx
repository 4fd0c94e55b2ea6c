import { Group, Stack, Text } from '@mantine/core';
import { FATE_MAX, formatProfileStat, STAT_LABELS, visibleStatKeys } from '@warband/rules';
import type { StatKey } from '@warband/rules';
import { WARRIOR_LIMITS } from '@warband/schemas';
import { WholeNumberInput } from '../../components/forms/WholeNumberInput';
import type { EditorMode } from './editor-form';
import { useEditorFormContext } from './editor-form';
import { liveFigures } from './editor-derive';
import classes from './CharacteristicsTab.module.css';

function bounds(key: StatKey) {
  const { stat, modifier } = WARRIOR_LIMITS;
  return key === 'fate'
    ? { base: { min: 0, max: FATE_MAX }, modifier: { min: -FATE_MAX, max: FATE_MAX } }
    : { base: stat, modifier };
}

interface CharacteristicsTabProps {
  mode: EditorMode;
  newRuleset: boolean;
}

/**
 * Base and modifier tables with the totals beside them and the points under them, worked out
 * as the player types by the rules the server uses
 * (docs/adr/0025-derived-values-are-computed-at-read-time.md). Might, Will and Fate show for the
 * ranks that have them, Intelligence under the 2024 ruleset only (docs/rules.md#rulesets).
 */
export function CharacteristicsTab({ mode, newRuleset }: CharacteristicsTabProps) {
  const form = useEditorFormContext();
  const { values } = form;
  const figures = liveFigures(mode, values, newRuleset);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Modifiers are improvements: +1 Shoot turns 4+ into 3+
        {newRuleset ? ', as it does for Courage and Intelligence' : ''}. Totals include wargear
        {mode === 'profile' ? '' : ' and injuries'}.
      </Text>
      <div className={classes.grid} role="group" aria-label="Characteristics">
        {/* The rows name themselves; the first column needs no head. */}
        <span />
        <span className={classes.head}>Base</span>
        <span className={classes.head}>Modifier</span>
        <span className={`${classes.head} ${classes.headTotal}`}>Total</span>
        {visibleStatKeys(values.rank, newRuleset).map((key) => {
          const label = STAT_LABELS[key];
          const range = bounds(key);
          return (
            <div key={key} style={{ display: 'contents' }} data-stat={key}>
              <span className={classes.name}>{label}</span>
              <WholeNumberInput
                aria-label={`${label} base`}
                size="sm"
                hideControls
                {...range.base}
                {...form.getInputProps(`baseStats.${key}`)}
              />
              <WholeNumberInput
                aria-label={`${label} modifier`}
                size="sm"
                hideControls
                {...range.modifier}
                {...form.getInputProps(`modifyStats.${key}`)}
              />
              <output className={classes.total} aria-label={`${label} total`}>
                {formatProfileStat(key, figures.totalStats[key], newRuleset)}
              </output>
            </div>
          );
        })}
      </div>
      <Group gap="lg" aria-live="polite" role="group" aria-label="Points">
        <Text>
          Points <strong data-testid="live-points">{figures.totalPoints}</strong>
        </Text>
        <Text size="sm" c="dimmed">
          {mode === 'profile' ? 'base' : 'own'} {figures.points} + wargear {figures.wargearPoints}
        </Text>
      </Group>
    </Stack>
  );
}
