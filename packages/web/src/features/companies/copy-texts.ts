import { companyText, sortByRank, type TextFormat } from '@warband/rules';
import type { Company } from '@warband/schemas';

/** The menus' names of the text formats, in the order they are offered. */
export const TEXT_FORMAT_LABELS: Record<TextFormat, string> = {
  plain: 'Copy as text',
  markdown: 'Copy as Markdown',
  tts: 'Copy for Tabletop Simulator',
};

export const COPY_TEXTS = {
  menu: 'Export',
  download: 'Download company file',
  copyHeading: 'Copy for chats and forums',
  copied: 'Copied to the clipboard.',
  copyFailed: 'The browser did not let the page copy. Please try again.',
  downloadFailed: 'The company file could not be made. Please try again.',
  warriorMenu: (name: string) => `Duplicate or copy ${name}`,
  duplicate: 'Duplicate',
  importButton: 'Import company',
  imported: (name: string) => `${name} imported.`,
  notJson: 'This file is not valid JSON, so it could not be read as a company file.',
  notRead: 'The file could not be read. Please try again.',
  tooLarge: 'This file is too large for a company file (at most 2 MB).',
  backupTooLarge: (name: string) =>
    `${name} in this backup is too large for a company file (at most 2 MB), so nothing was imported.`,
  backupImported: (count: number) =>
    `${count} compan${count === 1 ? 'y' : 'ies'} imported from the backup.`,
  backupStopped: (done: number, total: number, problem: string) =>
    `${done} of ${total} companies imported from the backup; the next could not be: ${problem}`,
};

/** The company as text: its living warriors in rank order, as the page shows them. */
export function companyAsText(company: Company, format: TextFormat, newRuleset: boolean): string {
  const warriors = sortByRank(Object.values(company.warriors));
  return companyText({ ...company, warriors }, format, newRuleset);
}
