import { Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { NamedText, Wargear } from '@warband/schemas';
import { useSession } from '../../hooks/useSession';
import { formatAdjustment, formatPoints } from './format';
import { MODAL_STYLES } from '../../components/dialogs/modal-styles';
import { MountProfile } from './MountProfile';

interface WargearDetailsProps {
  item: Wargear;
  onClose: () => void;
  onEdit: () => void;
}

/** The wargear detail popup: everything about one item or mount, read-only. */
export function WargearDetails({ item, onClose, onEdit }: WargearDetailsProps) {
  const newRuleset = useSession()?.newRuleset ?? false;
  const isMount = item.mount === 1;
  return (
    <Modal
      opened
      onClose={onClose}
      title={item.name}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={MODAL_STYLES}
    >
      <Stack gap="md">
        {item.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {item.description}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
          <Fact label="Type" value={isMount ? 'Mount' : 'Item'} />
          <Fact label="Points" value={formatPoints(item)} />
          <Fact label="Influence" value={String(item.influence)} />
          <Fact
            label="Adjustment"
            value={formatAdjustment(item.adjustmentStat, item.adjustmentValue) ?? 'None'}
          />
        </SimpleGrid>
        {isMount && (
          <section aria-label="Characteristics">
            <Title order={3} size="h5" mb={4}>
              Characteristics
            </Title>
            <MountProfile mount={item} newRuleset={newRuleset} />
          </section>
        )}
        <NamedList title="Special Rules" rows={item.specialRules} />
        <NamedList title="Special Attacks" rows={item.specialAttacks} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onEdit}>
            Edit
          </Button>
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}

function NamedList({ title, rows }: { title: string; rows: NamedText[] }) {
  return (
    <section aria-label={title}>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <Stack gap={6}>
          {rows.map((row, index) => (
            <div key={index}>
              <Text size="sm" fw={600}>
                {row.name}
              </Text>
              {row.description && (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                  {row.description}
                </Text>
              )}
            </div>
          ))}
        </Stack>
      )}
    </section>
  );
}
