import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME } from '../../hooks/usePageTitle';
import { i18n } from '../../i18n/i18n';

/** The donation appeal: a labelled modal (focus kept inside, Escape closes). */
export function SupportUsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={i18n._('Support us')} centered className="wl-no-print">
      <Stack gap="sm">
        <Text>
          {i18n._(
            '{appName} is free to use. Adverts and donations from players like you pay for keeping it running.',
            { appName: APP_NAME },
          )}
        </Text>
        <Text>
          {i18n._(
            'A donation of at least £2 removes the adverts from your account. We do this by hand, so allow about 24 hours.',
          )}
        </Text>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {i18n._('Not now')}
          </Button>
          <Button component={Link} to="/about" onClick={onClose}>
            {i18n._('Support us')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
