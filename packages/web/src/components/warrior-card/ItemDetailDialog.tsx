import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import {
  formatCastingValue,
  orderedPhases,
  PHASE_LABELS,
  STAT_ABBREVIATIONS,
  STAT_KEYS,
  STAT_LABELS,
  type StatKey,
} from '@warband/rules';
import type { WarriorWargear } from '@warband/schemas';
import { formatPoints } from '../wargear/wargear-fields';
import type { CardItem } from './card-content';

const LIST_NAMES: Record<CardItem['list'], string> = {
  wargear: 'Wargear',
  specialRules: 'Special rule',
  heroicActions: 'Heroic action',
  spells: 'Spell',
};

const TYPE_NAMES: Record<string, string> = {
  base: 'Base',
  armoury: 'Armoury',
  progression: 'Progression',
  wargear: 'From wargear',
};

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** The facts under the name: what the entry is and its values at the table. */
export function itemFacts(item: CardItem): string[] {
  const facts = [LIST_NAMES[item.list], TYPE_NAMES[item.entry.type] ?? item.entry.type];
  switch (item.list) {
    case 'wargear': {
      const { entry } = item;
      facts.push(formatPoints(entry));
      if (entry.mount === 1) facts.push('Mount');
      if (entry.influence !== 0) facts.push(`Influence ${signed(entry.influence)}`);
      if (entry.adjustmentStat && entry.adjustmentValue !== 0) {
        facts.push(`${STAT_LABELS[entry.adjustmentStat]} ${signed(entry.adjustmentValue)}`);
      }
      break;
    }
    case 'heroicActions':
      if (item.entry.modifyCastingValue !== 0) {
        facts.push(`Modifier ${signed(item.entry.modifyCastingValue)}`);
      }
      break;
    case 'spells':
      facts.push(
        `Casting value ${formatCastingValue(item.entry.baseCastingValue, item.entry.modifyCastingValue)}`,
      );
      break;
    case 'specialRules':
      break;
  }
  // When battle mode reminds of it (docs/rules.md#turn-phases).
  const phases = item.list === 'wargear' ? [] : orderedPhases(item.entry.phases);
  if (phases.length > 0) facts.push(`Phases ${phases.map((p) => PHASE_LABELS[p]).join(', ')}`);
  return facts;
}

/** A mount's (or an item's own) characteristics, as the card's line prints them. */
function ItemProfile({ item }: { item: WarriorWargear }) {
  const keys = STAT_KEYS.filter((key): key is StatKey & keyof WarriorWargear => key in item);
  // An item without characteristics of its own (most but mounts) shows no line of zeros.
  if (keys.every((key) => item[key] === 0)) return null;
  return (
    <Text size="sm" aria-label="Characteristics">
      {keys.map((key) => `${STAT_ABBREVIATIONS[key]} ${item[key]}`).join(' · ')}
    </Text>
  );
}

function NamedTexts({
  title,
  entries,
}: {
  title: string;
  entries: WarriorWargear['specialRules'];
}) {
  if (entries.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={2}>
        {entries.map((entry) => (
          <List.Item key={entry.name}>
            <strong>{entry.name}</strong>
            {entry.description && `: ${entry.description}`}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * One entry of a warrior's card, read only: its name, what it is, its values and its words.
 * A labelled modal: focus stays inside it, Escape closes it and focus returns to the entry.
 */
export function ItemDetailDialog({ item, onClose }: { item: CardItem; onClose: () => void }) {
  const { entry } = item;
  return (
    <Modal
      opened
      onClose={onClose}
      title={entry.name}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {itemFacts(item).join(' · ')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {entry.description || 'No description.'}
        </Text>
        {item.list === 'wargear' && (
          <>
            {item.entry.statEnabled && <ItemProfile item={item.entry} />}
            <NamedTexts title="Special rules" entries={item.entry.specialRules} />
            <NamedTexts title="Special attacks" entries={item.entry.specialAttacks} />
          </>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} miw={44} mih={44}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
