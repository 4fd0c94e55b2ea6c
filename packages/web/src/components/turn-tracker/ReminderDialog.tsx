import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import type { Reminder } from '@warband/rules';
import { MODAL_STYLES } from '../dialogs/modal-styles';
import classes from './TurnTracker.module.css';
import { TURN_TEXTS as T } from './texts';

/** A reminder's full text: what it is, what it says, and who has it; closed by its thumb-sized X. */
export function ReminderDialog({ reminder, onClose }: { reminder: Reminder; onClose: () => void }) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={reminder.name}
      closeButtonProps={{ 'aria-label': T.close, size: 'xl' }}
      styles={MODAL_STYLES}
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light">{T.kinds[reminder.kind]}</Badge>
        </Group>
        <Text className={classes.description}>{reminder.description || T.noDescription}</Text>
        <div>
          <Text size="sm" fw={600}>
            {T.whoHasIt}
          </Text>
          <Text size="sm">{reminder.warriors.map((warrior) => warrior.name).join(', ')}</Text>
        </div>
      </Stack>
    </Modal>
  );
}
