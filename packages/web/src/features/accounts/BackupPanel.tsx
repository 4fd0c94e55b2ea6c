import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { readBackupSources } from '../../api/backup';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { downloadJson } from '../../components/library-pack/download';
import { i18n } from '../../i18n/i18n';
import { AccountPanel } from './AccountPanel';

// The backup's schemas (every company's, the library's) come when a backup is made, not with
// the account page, which shares its chunk with the companies' pages.
const backupFile = () => import('./backup-file');

/**
 * Back up everything: one file of the player's companies, warriors, libraries and profiles,
 * made on the device from what it holds, so it works without a signal too.
 */
export function BackupPanel() {
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const [{ companies, library }, { backupFileName, buildBackup }] = await Promise.all([
        readBackupSources(),
        backupFile(),
      ]);
      downloadJson(backupFileName(), buildBackup(companies, library));
    } catch {
      alerts.danger(i18n._('The backup could not be made: nothing is kept on this device yet.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AccountPanel title={i18n._('Back up everything')}>
      <Text size="sm">
        {i18n._(
          "One file with all your companies and their warriors, your libraries and your profiles, made on this device (it works offline). Import it with Import company on My Companies and Import library on a library page. Battle histories are in each company's own export.",
        )}
      </Text>
      <Button mih={44} loading={busy} onClick={() => void save()} style={{ alignSelf: 'start' }}>
        {i18n._('Download backup')}
      </Button>
    </AccountPanel>
  );
}
