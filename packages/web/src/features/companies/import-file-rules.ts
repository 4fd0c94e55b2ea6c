/**
 * The sizes and the backup check a chosen company file is read with, loaded when a file is
 * chosen (ImportCompanyButton.tsx).
 */
export { BACKUP_MAX_BYTES, COMPANY_FILE_MAX_BYTES, isBackup } from '@warband/schemas';
