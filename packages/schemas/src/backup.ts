import { z } from 'zod';
import { fieldOf } from '@warband/rules';
import { text } from './common';
import { CompanyFile } from './company-file';
import { LibraryPack } from './library-pack';

/**
 * 'Back up everything' (the account page): one file holding a library file and a company file
 * per company, each exactly as 'Export library' and 'Export company' make them. 'Import
 * library' reads its library, 'Import company' each of its companies, through the same checks
 * as the single files (docs/adr/0162-device-store-and-outbox.md).
 */
export const BACKUP_FORMAT = 'warband-ledger-backup';
export const BACKUP_VERSION = 1;
/** A backup of a club's busiest player: every company file at its own largest. */
export const BACKUP_MAX_BYTES = 20 * 1024 * 1024;
export const BACKUP_MAX_COMPANIES = 100;

export const Backup = z.object({
  format: z.literal(BACKUP_FORMAT, { error: 'This is not a Warband Ledger backup' }),
  version: z.literal(BACKUP_VERSION, {
    error: `Unsupported backup version (this app reads version ${BACKUP_VERSION})`,
  }),
  exportedAt: text().max(100).optional(),
  library: LibraryPack,
  companies: z
    .array(CompanyFile)
    .max(BACKUP_MAX_COMPANIES, `At most ${BACKUP_MAX_COMPANIES} companies`)
    .default([]),
});
export type Backup = z.infer<typeof Backup>;

/** Whether parsed JSON says it is a backup (then its parts are read as the files they are). */
export function isBackup(data: unknown): data is { format: typeof BACKUP_FORMAT } {
  return fieldOf(data, 'format') === BACKUP_FORMAT;
}
