import { fieldOf } from '@warband/rules';
import {
  BACKUP_MAX_BYTES,
  isBackup,
  LIBRARY_KINDS,
  LIBRARY_PACK_MAX_BYTES,
  LIBRARY_REGISTRY,
  LibraryPack,
} from '@warband/schemas';
import { jsonBytes } from '../../api/client';

export type PackFileResult = { ok: true; pack: LibraryPack } | { ok: false; message: string };

const MAX_MB = LIBRARY_PACK_MAX_BYTES / (1024 * 1024);

export const PACK_TOO_LARGE = `This file is too large for a library file (at most ${MAX_MB} MB).`;
export const PACK_IN_BACKUP_TOO_LARGE = `The library in this backup is too large to import (at most ${MAX_MB} MB).`;
export const PACK_NOT_JSON =
  'This file is not valid JSON, so it could not be read as a library file.';

/** A library's name in messages, by its key in a pack: 'heroicActions' → 'heroic actions'. */
const LIBRARY_NAMES: Record<string, string> = Object.fromEntries(
  LIBRARY_KINDS.map((kind) => [LIBRARY_REGISTRY[kind].packKey, LIBRARY_REGISTRY[kind].label]),
);

/** 'wargear entry 3, name' for an issue at ['wargear', 2, 'name']. */
export function describeEntry(path: readonly PropertyKey[]): string {
  const [library, index, ...rest] = path;
  const where =
    typeof index === 'number'
      ? `${LIBRARY_NAMES[String(library)] ?? String(library)} entry ${index + 1}`
      : String(library);
  return [where, ...rest.map(String)].join(', ');
}

/**
 * Checks a chosen file before anything is sent: its size, that it is JSON, and that it is a
 * library pack this app reads. The message says what is wrong in the player's words.
 */
export async function readPackFile(file: File): Promise<PackFileResult> {
  if (file.size > BACKUP_MAX_BYTES) return { ok: false, message: PACK_TOO_LARGE };
  let data: unknown;
  try {
    data = JSON.parse(await file.text());
  } catch {
    // Past a library file's size only a backup is read: anything else is refused as too large.
    return {
      ok: false,
      message: file.size > LIBRARY_PACK_MAX_BYTES ? PACK_TOO_LARGE : PACK_NOT_JSON,
    };
  }
  // A backup ('Back up everything') holds a library file: that is what is read, and sent, of it.
  if (isBackup(data)) {
    data = fieldOf(data, 'library');
    if (jsonBytes(data) > LIBRARY_PACK_MAX_BYTES) {
      return { ok: false, message: PACK_IN_BACKUP_TOO_LARGE };
    }
  } else if (file.size > LIBRARY_PACK_MAX_BYTES) return { ok: false, message: PACK_TOO_LARGE };
  const parsed = LibraryPack.safeParse(data);
  if (parsed.success) return { ok: true, pack: parsed.data };
  const issue = parsed.error.issues[0];
  if (!issue || issue.path.length === 0 || issue.path[0] === 'format') {
    return { ok: false, message: 'This is not a Warband Ledger library file.' };
  }
  if (issue.path[0] === 'version') return { ok: false, message: issue.message };
  return {
    ok: false,
    message: `This library file could not be read: ${describeEntry(issue.path)}: ${issue.message}`,
  };
}
