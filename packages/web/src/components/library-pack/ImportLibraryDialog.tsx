import { Button, Group, Loader, Modal, Radio, Stack, Table, Text } from '@mantine/core';
import { isOneOf } from '@warband/rules';
import { DuplicateStrategy, LIBRARY_KINDS, LIBRARY_REGISTRY } from '@warband/schemas';
import type { ImportLibraryResult, LibraryKind, LibraryPack, PackCounts } from '@warband/schemas';
import { useState } from 'react';
import { ApiRequestError } from '../../api/client';
import { useImportLibrary, useImportPreview } from '../../api/library';
import { useAlerts } from '../alerts/AlertsProvider';
import { MODAL_STYLES } from '../dialogs/modal-styles';
import { describeEntry } from './pack-file';

/** The rows of the preview, named as the header navigation names the libraries. */
const ROW_LABELS: Record<LibraryKind, string> = {
  wargear: 'Armoury',
  rule: 'Rules',
  spell: 'Spells',
  heroicAction: 'Heroic Actions',
};
// Profiles travel in the same file and are counted with the rest.
const LIBRARIES: { key: keyof PackCounts; label: string }[] = [
  ...LIBRARY_KINDS.map((kind) => ({
    key: LIBRARY_REGISTRY[kind].packKey,
    label: ROW_LABELS[kind],
  })),
  { key: 'profiles', label: 'Profiles' },
];

const sum = (counts: PackCounts) => LIBRARIES.reduce((total, { key }) => total + counts[key], 0);

/** Entries that end up in the library; `added` already counts the renamed copies. */
export function entriesAdded(result: ImportLibraryResult): number {
  return sum(result.added);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function importedMessage(result: ImportLibraryResult): string {
  const added = entriesAdded(result);
  const skipped = sum(result.skipped);
  return `Library imported: ${plural(added, 'entry', 'entries')} added${
    skipped > 0 ? `, ${skipped} skipped` : ''
  }`;
}

function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 413) return 'This library file is too large for the server.';
    // Problems with one entry come keyed 'pack.wargear.0.adjustmentStat'.
    const [path, problem] = Object.entries(error.fields)[0] ?? [];
    if (path && problem) {
      const parts = path.split('.').slice(path.startsWith('pack.') ? 1 : 0);
      const steps = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      return `This library file has a problem: ${describeEntry(steps)}: ${problem}`;
    }
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}

interface ImportLibraryDialogProps {
  fileName: string;
  pack: LibraryPack;
  /** Names one chosen file; a new choice of the same file asks the server again. */
  token: number;
  onClose: () => void;
  /** After the library was imported, before the dialog closes. */
  onImported?: () => void;
}

/** Shows what an import would add or skip (a dry run), then imports on 'Import'. */
export function ImportLibraryDialog({
  fileName,
  pack,
  token,
  onClose,
  onImported,
}: ImportLibraryDialogProps) {
  const alerts = useAlerts();
  const [onDuplicate, setOnDuplicate] = useState<DuplicateStrategy>('skip');
  const preview = useImportPreview(pack, onDuplicate, token);
  const importing = useImportLibrary();
  const [importError, setImportError] = useState<string | null>(null);

  async function runImport() {
    if (importing.isPending) return;
    setImportError(null);
    try {
      const result = await importing.mutateAsync({ pack, onDuplicate, dryRun: false });
      alerts.success(importedMessage(result));
      onImported?.();
      onClose();
    } catch (error) {
      setImportError(errorText(error));
    }
  }

  const result = preview.data;
  const nothingToAdd = result !== undefined && entriesAdded(result) === 0;
  // A preview, before anything is imported: what will happen, not what did.
  const existingHeader = onDuplicate === 'skip' ? 'To skip' : 'As copies';
  const existing = (counts: ImportLibraryResult, key: keyof PackCounts) =>
    onDuplicate === 'skip' ? counts.skipped[key] : counts.renamed[key];

  return (
    <Modal
      opened
      onClose={() => !importing.isPending && onClose()}
      title="Import library"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={MODAL_STYLES}
    >
      <Stack gap="md">
        <Text size="sm">
          Entries from <strong>{fileName}</strong> are added to your own libraries. Nothing of yours
          is changed or removed.
        </Text>
        <Radio.Group
          label="If an entry already exists"
          description="An entry exists when one of yours has the same name."
          value={onDuplicate}
          onChange={(value) => isOneOf(DuplicateStrategy.options, value) && setOnDuplicate(value)}
        >
          <Group mt="xs" gap="lg">
            <Radio value="skip" label="Skip it" disabled={importing.isPending} />
            <Radio value="copy" label="Add a copy" disabled={importing.isPending} />
          </Group>
        </Radio.Group>

        {preview.isPending && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">Checking the file…</Text>
          </Group>
        )}
        {preview.isError && (
          <Text size="sm" c="red">
            {errorText(preview.error)}
          </Text>
        )}
        {result && (
          <Table.ScrollContainer minWidth={280}>
            <Table striped withTableBorder aria-label="What will be imported">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Library</Table.Th>
                  <Table.Th ta="right">In file</Table.Th>
                  <Table.Th ta="right">To add</Table.Th>
                  <Table.Th ta="right">{existingHeader}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {LIBRARIES.map(({ key, label }) => (
                  <Table.Tr key={key}>
                    <Table.Td>{label}</Table.Td>
                    <Table.Td ta="right">{pack[key].length}</Table.Td>
                    <Table.Td ta="right">{result.added[key]}</Table.Td>
                    <Table.Td ta="right">{existing(result, key)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {nothingToAdd && (
          <Text size="sm">Every entry in this file is already in your library.</Text>
        )}
        {importError && (
          <Text size="sm" c="red">
            {importError}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={importing.isPending}>
            Cancel
          </Button>
          <Button
            onClick={() => void runImport()}
            loading={importing.isPending}
            disabled={!result || nothingToAdd}
          >
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
