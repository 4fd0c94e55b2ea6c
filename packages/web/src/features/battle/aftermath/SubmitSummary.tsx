import { List, Stack, Text, Title } from '@mantine/core';
import { HEALABLE_WOUND_LABELS, INJURY_RESULT_LABELS } from '@warband/rules';
import { useLibraryList } from '../../../api/library';
import { NEW_ITEM, type AftermathDraft } from './aftermath-draft';
import type { AftermathPlan } from './aftermath-plan';
import { AFTERMATH_TEXTS as T, summaryLines } from './aftermath-texts';

interface SubmitSummaryProps {
  plan: AftermathPlan;
  draft: AftermathDraft;
}

/**
 * What Submit will change, so the player can check it before sending: everything the server
 * applies, the healed wounds and the bonus item among it.
 */
export function SubmitSummary({ plan, draft }: SubmitSummaryProps) {
  const died = [
    ...plan.wounded.filter(({ choice }) => choice.result === 'dead'),
    ...plan.diedWithOwner,
  ].map(({ warrior }) => warrior.name);
  const injured = plan.wounded
    .filter(({ choice }) => choice.result && choice.result !== 'dead')
    .map(({ warrior, choice }) => `${warrior.name}, ${INJURY_RESULT_LABELS[choice.result!]}`);
  // Only a whole choice heals: the server refuses the others, and so does the plan.
  const healed = plan.wounded
    .filter(({ choice, errors }) => choice.heal && Object.keys(errors).length === 0)
    .map(({ warrior, choice }) => `${warrior.name}, ${HEALABLE_WOUND_LABELS[choice.heal!]}`);
  const bonusItem = useBonusItemLine(plan, draft);
  const levelUps = plan.experience
    .filter((row) => row.levelUps > 0)
    .map((row) => `${row.warrior.name} ×${row.levelUps}`);
  const madeHero = plan.experience.filter((row) => row.madeHero).map((row) => row.warrior.name);
  const gaining = plan.experience.filter((row) => row.gain.total > 0).length;

  const lines = [
    died.length > 0 && summaryLines.died(died),
    injured.length > 0 && summaryLines.injured(injured),
    healed.length > 0 && summaryLines.healed(healed),
    levelUps.length > 0 && summaryLines.levelUps(levelUps),
    madeHero.length > 0 && summaryLines.madeHero(madeHero),
    gaining > 0 && summaryLines.experience(gaining),
    bonusItem,
  ].filter((line): line is string => typeof line === 'string');

  return (
    <Stack gap="xs" component="section" aria-labelledby="aftermath-summary">
      <Title order={3} size="h4" id="aftermath-summary">
        {T.summary}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm">{T.nothingElse}</Text>
      ) : (
        <List size="sm" aria-label={T.summary}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** The bonus item and who gets it, once both are chosen; null otherwise. */
function useBonusItemLine(plan: AftermathPlan, draft: AftermathDraft): string | null {
  const { item } = draft.rewards;
  const fromArmoury = item.on && item.source !== null && item.source !== NEW_ITEM;
  // The armoury is read only for an item taken from it (the Experience step read it already).
  const armoury = useLibraryList('wargear', { enabled: fromArmoury });
  if (!item.on || item.source === null) return null;
  const taker = plan.roster.find(({ warrior }) => warrior.id === item.warriorId)?.warrior;
  if (!taker) return null;
  const name =
    item.source === NEW_ITEM
      ? item.newItem.name.trim()
      : armoury.data?.find((entry) => entry.id === item.source)?.name;
  return summaryLines.bonusItem(name || T.armouryItem, taker.name);
}
