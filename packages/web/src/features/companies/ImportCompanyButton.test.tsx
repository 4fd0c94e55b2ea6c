import { fireEvent, screen } from '@testing-library/react';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  COMPANY_FILE_FORMAT,
  COMPANY_FILE_MAX_BYTES,
  COMPANY_FILE_VERSION,
} from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const companyFile = (name: string, backstory = '') => ({
  format: COMPANY_FILE_FORMAT,
  version: COMPANY_FILE_VERSION,
  company: { name, race: 'Rohan', influence: 0, backstory },
  warriors: [],
});
// Past the limit of a company file by its JSON alone, whatever the file around it.
const LONG_STORY = 'x'.repeat(COMPANY_FILE_MAX_BYTES);

async function importFile(content: object) {
  const { calls } = mockApi({ 'GET /companies': { body: [] } });
  renderApp('/companies', { user: PLAYER });
  await screen.findByRole('button', { name: 'Import company' });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  const file = new File([JSON.stringify(content)], 'company.json', { type: 'application/json' });
  fireEvent.change(input!, { target: { files: [file] } });
  return calls;
}

describe('Import company', () => {
  it.each([
    [
      'a company file past 2 MB',
      companyFile('Riders of the Mark', LONG_STORY),
      'This file is too large for a company file (at most 2 MB).',
    ],
    [
      'a backup with a company past 2 MB',
      {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        companies: [companyFile('Old Guard'), companyFile('Riders of the Mark', LONG_STORY)],
      },
      'Riders of the Mark in this backup is too large for a company file (at most 2 MB), so nothing was imported.',
    ],
  ])('refuses %s, naming the limit, and sends nothing', async (_case, content, message) => {
    const calls = await importFile(content);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls.filter((call) => call.path === '/company/import')).toEqual([]);
  });
});
