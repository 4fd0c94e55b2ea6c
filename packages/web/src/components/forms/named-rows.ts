import { randomId } from '@mantine/hooks';
import type { NamedText } from '@warband/schemas';

/** A row of NamedRowsField: a named text with a key for React's lists. */
export interface NamedRow extends NamedText {
  /** Only for React's list keys; toNamedTexts drops it. */
  key: string;
}

export function newNamedRow(): NamedRow {
  return { key: randomId(), name: '', description: '' };
}

/** Saved rows as form rows. */
export function toNamedRows(list: readonly NamedText[] | undefined): NamedRow[] {
  return (list ?? []).map(({ name, description }) => ({ key: randomId(), name, description }));
}

/** Form rows as the API takes them. */
export function toNamedTexts(rows: readonly NamedRow[]): NamedText[] {
  return rows.map(({ name, description }) => ({ name, description }));
}
