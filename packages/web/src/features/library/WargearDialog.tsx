import {
  Accordion,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import {
  ADJUSTMENT_VALUE_MAX,
  ADJUSTMENT_VALUE_MIN,
  adjustmentStatsFor,
  MAX_ITEM_SPECIAL_ATTACKS,
  MAX_ITEM_SPECIAL_RULES,
  MOUNT,
  MOUNT_STAT_KEYS,
  mountStatKeysFor,
  STAT_LABELS,
} from '@warband/rules';
import type { MountStatKey, StatKey } from '@warband/rules';
import { WargearInput } from '@warband/schemas';
import type { Wargear } from '@warband/schemas';
import { useState } from 'react';
import { useSession } from '../../hooks/useSession';
import { EntryDialog } from './EntryDialog';
import { schemaValidator, toNumber } from '../../components/forms/form-errors';
import { WARGEAR_TEXTS } from './texts';
import type { WargearSection } from './texts';
import { useEntryEditor } from './useEntryEditor';
import { WholeNumberInput } from './WholeNumberInput';

type NumberField = number | string;
const NONE = 'none';

interface NamedRow {
  /** Only for React's list keys; the schema drops it. */
  key: string;
  name: string;
  description: string;
}

type WargearValues = {
  name: string;
  description: string;
  pointsLow: NumberField;
  pointsHigh: NumberField;
  influence: NumberField;
  adjustmentStat: string;
  adjustmentValue: NumberField;
  specialRules: NamedRow[];
  specialAttacks: NamedRow[];
} & Record<MountStatKey, NumberField>;

type ListField = 'specialRules' | 'specialAttacks';

const POINTS_MAX = 1000;
const MOUNT_STAT_MAX = 20;

function toRows(list: Wargear['specialRules'] | undefined): NamedRow[] {
  return (list ?? []).map((row) => ({ key: randomId(), ...row }));
}

function initialValues(entry: Wargear | null): WargearValues {
  const stats = Object.fromEntries(
    MOUNT_STAT_KEYS.map((key) => [key, entry?.[key] ?? 0]),
  ) as Record<MountStatKey, number>;
  return {
    name: entry?.name ?? '',
    description: entry?.description ?? '',
    pointsLow: entry?.pointsLow ?? 0,
    pointsHigh: entry?.pointsHigh ?? 0,
    influence: entry?.influence ?? 0,
    adjustmentStat: entry?.adjustmentStat ?? NONE,
    adjustmentValue: entry?.adjustmentValue ?? 0,
    ...stats,
    specialRules: toRows(entry?.specialRules),
    specialAttacks: toRows(entry?.specialAttacks),
  };
}

/** The form's values as the API wants them; the schema then checks every field. */
function toInput(values: WargearValues, mount: 0 | 1) {
  const stat = values.adjustmentStat === NONE ? null : values.adjustmentStat;
  const stats = Object.fromEntries(MOUNT_STAT_KEYS.map((key) => [key, toNumber(values[key])]));
  return {
    name: values.name,
    description: values.description,
    pointsLow: toNumber(values.pointsLow),
    pointsHigh: toNumber(values.pointsHigh),
    influence: toNumber(values.influence),
    mount,
    adjustmentStat: stat,
    // An adjustment value means nothing without a characteristic to adjust.
    adjustmentValue: stat === null ? 0 : toNumber(values.adjustmentValue),
    ...stats,
    specialRules: values.specialRules.map(({ name, description }) => ({ name, description })),
    specialAttacks: values.specialAttacks.map(({ name, description }) => ({ name, description })),
  };
}

const DETAILS_FIELDS = new Set(['name', 'description', 'pointsLow', 'pointsHigh', 'influence']);

/** The accordion section that holds a field, so a section with an error can be opened. */
export function sectionOf(path: string): string {
  const top = path.split('.')[0] ?? '';
  if (DETAILS_FIELDS.has(top)) return 'details';
  if ((MOUNT_STAT_KEYS as readonly string[]).includes(top)) return 'characteristics';
  if (top === 'adjustmentStat' || top === 'adjustmentValue') return 'adjustment';
  if (top === 'specialRules' || top === 'specialAttacks') return top;
  return 'details';
}

interface WargearDialogProps {
  section: WargearSection;
  entry: Wargear | null;
  onClose: () => void;
}

/** Create or edit an item or a mount of the armoury. */
export function WargearDialog({ section, entry, onClose }: WargearDialogProps) {
  const user = useSession();
  const newRuleset = user?.newRuleset ?? false;
  const texts = WARGEAR_TEXTS[section];
  const mount = section === 'mount' ? MOUNT.mount : MOUNT.item;
  const parse = (values: WargearValues) => WargearInput.safeParse(toInput(values, mount));
  const form = useForm<WargearValues>({
    initialValues: initialValues(entry),
    validate: schemaValidator(parse),
  });
  const [sections, setSections] = useState<string[]>(['details']);
  const openSectionsFor = (paths: string[]) =>
    setSections((open) => [...new Set([...open, ...paths.map(sectionOf)])]);
  const editor = useEntryEditor({
    kind: 'wargear',
    entry,
    form,
    parse,
    texts,
    onClose,
    onErrors: openSectionsFor,
  });

  const statOptions = adjustmentStatsFor(newRuleset).map((key) => ({
    value: key,
    label: STAT_LABELS[key],
  }));
  // An entry saved under the other ruleset keeps its stat visible, so the player sees it.
  const saved = entry?.adjustmentStat;
  if (saved && !statOptions.some((option) => option.value === saved)) {
    statOptions.push({ value: saved, label: `${STAT_LABELS[saved as StatKey]} (2024 ruleset)` });
  }
  const noAdjustment = form.values.adjustmentStat === NONE;

  return (
    <EntryDialog
      title={`${entry ? 'Edit' : 'Create'} ${texts.entity}`}
      editing={entry !== null}
      submitting={editor.submitting}
      deleting={editor.deleting}
      onSubmit={editor.handleSubmit}
      onRequestClose={editor.requestClose}
      onRequestDelete={editor.requestDelete}
    >
      <Accordion multiple value={sections} onChange={setSections} variant="separated">
        <Accordion.Item value="details">
          <Accordion.Control>Details</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <TextInput
                label="Name"
                data-autofocus
                maxLength={100}
                {...form.getInputProps('name')}
              />
              <Textarea
                label="Description"
                autosize
                minRows={2}
                maxRows={10}
                {...form.getInputProps('description')}
              />
              <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
                <WholeNumberInput
                  label="Points Low"
                  min={0}
                  max={POINTS_MAX}
                  {...form.getInputProps('pointsLow')}
                />
                <WholeNumberInput
                  label="Points High"
                  min={0}
                  max={POINTS_MAX}
                  {...form.getInputProps('pointsHigh')}
                />
                <WholeNumberInput
                  label="Influence"
                  min={0}
                  max={POINTS_MAX}
                  {...form.getInputProps('influence')}
                />
              </SimpleGrid>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>

        {mount === MOUNT.mount && (
          <Accordion.Item value="characteristics">
            <Accordion.Control>Characteristics</Accordion.Control>
            <Accordion.Panel>
              <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
                {mountStatKeysFor(newRuleset).map((key) => (
                  <WholeNumberInput
                    key={key}
                    label={STAT_LABELS[key]}
                    min={0}
                    max={MOUNT_STAT_MAX}
                    {...form.getInputProps(key)}
                  />
                ))}
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
        )}

        <Accordion.Item value="adjustment">
          <Accordion.Control>Adjustment</Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Select
                label="Adjustment Stat"
                data={[{ value: NONE, label: 'None' }, ...statOptions]}
                allowDeselect={false}
                {...form.getInputProps('adjustmentStat')}
              />
              <WholeNumberInput
                label="Adjustment Value"
                min={ADJUSTMENT_VALUE_MIN}
                max={ADJUSTMENT_VALUE_MAX}
                disabled={noAdjustment}
                description={noAdjustment ? 'Choose a characteristic first' : undefined}
                {...form.getInputProps('adjustmentValue')}
              />
            </SimpleGrid>
          </Accordion.Panel>
        </Accordion.Item>

        <NamedRowsSection
          form={form}
          field="specialRules"
          title="Special Rules"
          singular="Special rule"
          max={MAX_ITEM_SPECIAL_RULES}
        />
        <NamedRowsSection
          form={form}
          field="specialAttacks"
          title="Special Attacks"
          singular="Special attack"
          max={MAX_ITEM_SPECIAL_ATTACKS}
        />
      </Accordion>
    </EntryDialog>
  );
}

interface NamedRowsSectionProps {
  form: ReturnType<typeof useForm<WargearValues>>;
  field: ListField;
  title: string;
  singular: string;
  max: number;
}

/** Up to `max` rows of a name and a description, added and removed by the player. */
function NamedRowsSection({ form, field, title, singular, max }: NamedRowsSectionProps) {
  const rows = form.values[field];
  const listError = form.errors[field];
  const lower = singular.toLowerCase();
  return (
    <Accordion.Item value={field}>
      <Accordion.Control>
        {title}
        {rows.length > 0 ? ` (${rows.length})` : ''}
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          {rows.length === 0 && (
            <Text size="sm" c="dimmed">
              None yet.
            </Text>
          )}
          {rows.map((row, index) => (
            <Paper key={row.key} withBorder p="sm">
              <Stack gap="xs">
                <TextInput
                  label={`${singular} ${index + 1} name`}
                  maxLength={100}
                  {...form.getInputProps(`${field}.${index}.name`)}
                />
                <Textarea
                  label={`${singular} ${index + 1} description`}
                  autosize
                  minRows={2}
                  maxRows={8}
                  {...form.getInputProps(`${field}.${index}.description`)}
                />
                <Group justify="flex-end">
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => form.removeListItem(field, index)}
                  >
                    Remove {lower} {index + 1}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
          {listError && (
            <Text size="sm" c="red">
              {listError}
            </Text>
          )}
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {rows.length} of {max}
            </Text>
            <Button
              variant="light"
              size="xs"
              disabled={rows.length >= max}
              onClick={() =>
                form.insertListItem(field, { key: randomId(), name: '', description: '' })
              }
            >
              Add {lower}
            </Button>
          </Group>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
