import {
  Backup,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  COMPANY_FILE_FORMAT,
  COMPANY_FILE_VERSION,
  CompanyFile,
  type Company,
  type LibraryPack,
} from '@warband/schemas';

/**
 * A company as 'Export company' writes it, from the company the app holds: its details and
 * warriors. Its battle history and event log are the server's (not kept on the device), so
 * the backup carries none; 'Export company' on the company page carries them.
 */
export function companyFile(company: Company, exportedAt: string): CompanyFile {
  return CompanyFile.parse({
    format: COMPANY_FILE_FORMAT,
    version: COMPANY_FILE_VERSION,
    exportedAt,
    company: {
      name: company.name,
      race: company.race,
      backstory: company.backstory,
      influence: company.influence,
      retired: company.retired,
      rating: company.rating,
      currentRating: company.currentRating,
    },
    // The file's schema keeps what an import reads and leaves out library ids and dates.
    warriors: Object.values(company.warriors),
    battles: [],
    events: [],
  });
}

/** Everything of the player's in one file: the library file and a file per company. */
export function buildBackup(companies: Company[], library: LibraryPack, now = new Date()): Backup {
  const exportedAt = now.toISOString();
  return Backup.parse({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt,
    library: { ...library, exportedAt },
    companies: companies.map((company) => companyFile(company, exportedAt)),
  });
}

export function backupFileName(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `warband-ledger-backup-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}
