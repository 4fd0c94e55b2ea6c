import { Alert, Button } from '@mantine/core';
import { lazy, Suspense, useRef } from 'react';
import classes from './LibraryPackTools.module.css';
import type { LibraryPackState } from './useLibraryPack';

// Its code loads the first time a file is chosen.
const ImportLibraryDialog = lazy(() =>
  import('./ImportLibraryDialog').then((module) => ({ default: module.ImportLibraryDialog })),
);

interface PackProps {
  pack: LibraryPackState;
  /** Ties the buttons to the refusal message that describes them. */
  errorId: string;
}

/**
 * 'Export library', 'Import library' and 'Add starter library' (the one shipped with the app,
 * through the same preview), for a library screen's toolbar.
 */
export function PackButtons({ pack, errorId }: PackProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const describedBy = pack.fileError ? errorId : undefined;
  return (
    <>
      <Button variant="default" onClick={() => void pack.exportPack()} loading={pack.exporting}>
        Export library
      </Button>
      <Button
        variant="default"
        onClick={() => fileInput.current?.click()}
        loading={pack.reading}
        aria-describedby={describedBy}
      >
        Import library
      </Button>
      <Button variant="default" onClick={() => void pack.chooseStarter()} loading={pack.reading}>
        Add starter library
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        aria-label="Library file"
        aria-describedby={describedBy}
        tabIndex={-1}
        className={classes.fileInput}
        onChange={(event) => void pack.choose(event)}
      />
    </>
  );
}

/** Why a chosen file was refused, under the toolbar; nothing when all is well. */
export function PackFileError({ pack, errorId }: PackProps) {
  if (!pack.fileError) return null;
  return (
    <Alert
      id={errorId}
      // A refusal the player caused and can fix: polite, and not the app's alerts banner.
      role="status"
      color="red"
      variant="light"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={pack.dismissFileError}
    >
      {pack.fileError}
    </Alert>
  );
}

/** The import preview, while a chosen file is being imported. */
export function PackImport({
  pack,
  onImported,
}: {
  pack: LibraryPackState;
  onImported?: () => void;
}) {
  const { chosen } = pack;
  if (!chosen) return null;
  return (
    // A modal: nothing on the page moves while its code loads.
    <Suspense fallback={null}>
      <ImportLibraryDialog
        key={chosen.token}
        fileName={chosen.fileName}
        pack={chosen.pack}
        token={chosen.token}
        onClose={pack.closeImport}
        onImported={onImported}
      />
    </Suspense>
  );
}
