import { Alert, Button } from '@mantine/core';
import type { LibraryPack } from '@warband/schemas';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { useExportLibrary } from '../../api/library';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { downloadJson, libraryFileName } from './download';
import { ImportLibraryDialog } from './ImportLibraryDialog';
import { readPackFile } from './pack-file';
import classes from './LibraryPackTools.module.css';

interface ChosenPack {
  fileName: string;
  pack: LibraryPack;
  token: number;
}

interface PackTools {
  /** 'Export library' and 'Import library', for the screen's toolbar. */
  buttons: ReactNode;
  /** Why a chosen file was refused, for a line under the toolbar; null when all is well. */
  message: ReactNode;
  /** The import preview, while a file is being imported. */
  dialog: ReactNode;
}

/**
 * 'Export library' saves all four libraries as one file; 'Import library' reads such a file
 * (a friend's armoury, say) and adds its entries after showing what would change. A file
 * that is too large, not JSON or not a library pack is refused here, before any request.
 */
export function useLibraryPackTools(): PackTools {
  const alerts = useAlerts();
  const exporting = useExportLibrary();
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ChosenPack | null>(null);
  const [reading, setReading] = useState(false);
  const [nextToken, setNextToken] = useState(1);

  async function exportPack() {
    try {
      const pack = await exporting.mutateAsync();
      downloadJson(libraryFileName(), pack);
    } catch (error) {
      alerts.danger(error instanceof Error ? error.message : 'The library could not be exported.');
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Clear the input so choosing the same file again is seen as a change.
    input.value = '';
    if (!file) return;
    setReading(true);
    const result = await readPackFile(file);
    setReading(false);
    if (!result.ok) {
      setFileError(result.message);
      return;
    }
    setFileError(null);
    setChosen({ fileName: file.name, pack: result.pack, token: nextToken });
    setNextToken(nextToken + 1);
  }

  const describedBy = fileError ? errorId : undefined;
  const buttons = (
    <>
      <Button variant="default" onClick={() => void exportPack()} loading={exporting.isPending}>
        Export library
      </Button>
      <Button
        variant="default"
        onClick={() => inputRef.current?.click()}
        loading={reading}
        aria-describedby={describedBy}
      >
        Import library
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept=".json,application/json"
        aria-label="Library file"
        aria-describedby={describedBy}
        tabIndex={-1}
        className={classes.fileInput}
        onChange={(event) => void choose(event)}
      />
    </>
  );

  const message = fileError && (
    <Alert
      id={errorId}
      // A refusal the player caused and can fix: polite, and not the app's alerts banner.
      role="status"
      color="red"
      variant="light"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => setFileError(null)}
    >
      {fileError}
    </Alert>
  );

  const dialog = chosen && (
    <ImportLibraryDialog
      key={chosen.token}
      fileName={chosen.fileName}
      pack={chosen.pack}
      token={chosen.token}
      onClose={() => setChosen(null)}
    />
  );

  return { buttons, message, dialog };
}
