import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { readBackupSources } from '../../api/backup';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { downloadJson } from '../../components/library-pack/download';

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
      alerts.danger('The backup could not be made: nothing is kept on this device yet.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="backup-heading">
      <Stack gap="md">
        <Title order={2} id="backup-heading">
          Back up everything
        </Title>
        <Text size="sm">
          One file with all your companies and their warriors, your libraries and your profiles,
          made on this device (it works offline). Import it with Import company on My Companies and
          Import library on a library page. Battle histories are in each company&apos;s own export.
        </Text>
        <Button mih={44} loading={busy} onClick={() => void save()} style={{ alignSelf: 'start' }}>
          Download backup
        </Button>
      </Stack>
    </Paper>
  );
}
