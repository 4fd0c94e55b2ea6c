import { describe, expect, it } from 'vitest';
import { newNamedRow, toNamedRows, toNamedTexts } from './named-rows';

describe('named rows', () => {
  it('give each row its own key and drop the keys again for the API', () => {
    const rows = toNamedRows([
      { name: 'Elven-made', description: 'Re-roll a 1.' },
      { name: 'Elven-made', description: '' },
    ]);
    expect(rows[0]!.key).not.toBe(rows[1]!.key);
    expect(toNamedTexts(rows)).toEqual([
      { name: 'Elven-made', description: 'Re-roll a 1.' },
      { name: 'Elven-made', description: '' },
    ]);
  });

  it('start a new row empty', () => {
    expect(newNamedRow()).toEqual({ key: expect.any(String), name: '', description: '' });
    expect(toNamedRows(undefined)).toEqual([]);
  });
});
