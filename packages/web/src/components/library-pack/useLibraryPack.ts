import type { LibraryPack } from '@warband/schemas';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useExportLibrary } from '../../api/library';
import { useSession } from '../../hooks/useSession';
import { useAlerts } from '../alerts/AlertsProvider';
import { downloadJson, libraryFileName } from './download';
import type { PackFileResult } from './pack-file';

// Reading a file and the starter library check them with the library file's schema, which is
// built from every library's and the profiles' schemas: loaded when a player imports, not with
// the library pages (docs/adr/new-a-player-page-loads-its-own-code-before-its-first-paint.md).
const packFile = () => import('./pack-file');
const starterPack = () => import('../starter-library/starter-pack');

/** What a player is told when the code that reads a file could not be fetched. */
export const PACK_NOT_READ = 'The file could not be read. Please try again.';

export interface ChosenPack {
  fileName: string;
  pack: LibraryPack;
  /** Names one choice of a file, so choosing the same file again asks the server afresh. */
  token: number;
}

/**
 * 'Export library' saves all four libraries and the profiles as one file; 'Import library' reads such a file
 * (a friend's armoury, say) and adds its entries after showing what would change. A file
 * that is too large, not JSON or not a library pack is refused here, before any request.
 * The state and actions only: LibraryPackTools.tsx shows them, on every library screen and
 * on My Profiles.
 */
export function useLibraryPack() {
  const alerts = useAlerts();
  // Profiles and libraries belong to no company: they are of the account's ruleset.
  const newRuleset = useSession()?.newRuleset ?? false;
  const exporting = useExportLibrary();
  const [fileError, setFileError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ChosenPack | null>(null);
  const [reading, setReading] = useState(false);
  const [nextToken, setNextToken] = useState(1);

  async function exportPack() {
    try {
      const pack = await exporting.mutateAsync();
      downloadJson(libraryFileName(), pack);
    } catch (error) {
      alerts.failed(error, 'The library could not be exported.');
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Clear the input so choosing the same file again is seen as a change.
    input.value = '';
    if (!file) return;
    setReading(true);
    const result: PackFileResult = await packFile()
      .then(({ readPackFile }) => readPackFile(file))
      .catch(() => ({ ok: false, message: PACK_NOT_READ }));
    setReading(false);
    if (!result.ok) {
      setFileError(result.message);
      return;
    }
    setFileError(null);
    setChosen({ fileName: file.name, pack: result.pack, token: nextToken });
    setNextToken(nextToken + 1);
  }

  /** Opens the import preview on the starter library, as if it were a chosen file. */
  async function chooseStarter() {
    setReading(true);
    try {
      const { loadStarterPack, STARTER_LIBRARY_NAME } = await starterPack();
      const pack = await loadStarterPack(newRuleset);
      setFileError(null);
      setChosen({ fileName: STARTER_LIBRARY_NAME, pack, token: nextToken });
      setNextToken(nextToken + 1);
    } catch {
      alerts.danger('The starter library could not be loaded. Please try again.');
    } finally {
      setReading(false);
    }
  }

  return {
    exportPack,
    chooseStarter,
    exporting: exporting.isPending,
    /** For the file input's onChange. */
    choose,
    reading,
    /** Why a chosen file was refused; null when all is well. */
    fileError,
    dismissFileError: () => setFileError(null),
    /** The file being imported, while the import dialog is open. */
    chosen,
    closeImport: () => setChosen(null),
  };
}

export type LibraryPackState = ReturnType<typeof useLibraryPack>;
