import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  LIBRARY_PACK_FORMAT,
  LIBRARY_PACK_MAX_BYTES,
  LIBRARY_PACK_VERSION,
} from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wargearInput } from './fixtures';
import {
  PACK_IN_BACKUP_TOO_LARGE,
  PACK_NOT_JSON,
  PACK_TOO_LARGE,
} from '../../components/library-pack/pack-file';
import { apiError, mockApi, PLAYER, renderApp } from '../../app/test-utils';

// Dialogs with many Mantine inputs are slow to drive in jsdom, more so on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const counts = (wargear = 0, rules = 0, spells = 0, heroicActions = 0, profiles = 0) => ({
  wargear,
  rules,
  spells,
  heroicActions,
  profiles,
});

const validPack = {
  format: LIBRARY_PACK_FORMAT,
  version: LIBRARY_PACK_VERSION,
  exportedAt: '2025-03-01T10:00:00.000Z',
  // As the server exports an item: every field, the mount's profile at zero.
  wargear: [wargearInput('Dwarf Axe', { pointsLow: 3, pointsHigh: 6 })],
  rules: [{ name: 'Unyielding', description: '', phases: ['fight'] }],
  spells: [],
  heroicActions: [],
  profiles: [],
};

const jsonFile = (content: string, name = 'library.json') =>
  new File([content], name, { type: 'application/json' });

async function choose(file: File) {
  await userEvent.upload(await screen.findByLabelText('Library file'), file);
}

describe('Import library', () => {
  it.each([
    ['not JSON', jsonFile('{ not json'), PACK_NOT_JSON],
    [
      'not a library file',
      jsonFile(JSON.stringify({ format: 'someone-elses-app', version: 1 })),
      'This is not a Warband Ledger library file.',
    ],
    [
      'a newer version',
      jsonFile(JSON.stringify({ format: LIBRARY_PACK_FORMAT, version: 99 })),
      'Unsupported library file version (this app reads version 1)',
    ],
    [
      'an entry without a name',
      jsonFile(JSON.stringify({ ...validPack, wargear: [{ ...validPack.wargear[0], name: '' }] })),
      'This library file could not be read: wargear entry 1, name: Please enter a name',
    ],
    ['too large', jsonFile(' '.repeat(LIBRARY_PACK_MAX_BYTES + 1)), PACK_TOO_LARGE],
    [
      'a backup whose library is too large',
      jsonFile(
        JSON.stringify({
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          library: {
            ...validPack,
            rules: [{ name: 'Unyielding', description: 'x'.repeat(LIBRARY_PACK_MAX_BYTES) }],
          },
          companies: [],
        }),
      ),
      PACK_IN_BACKUP_TOO_LARGE,
    ],
  ])('refuses a file that is %s, without sending it', async (_case, file, message) => {
    const { calls } = mockApi({ 'GET /rule': { body: [] } });
    renderApp('/rules', { user: PLAYER });
    await choose(file);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/library'))).toEqual([]);
  });

  it('counts and shows the profiles a file carries, with the other entries', async () => {
    const profile = {
      name: 'Rider of Rohan',
      race: ['Rohan'],
      rank: 'Warrior',
      baseClass: 'Rider',
      basePoints: 8,
      baseStats: {
        move: 6,
        fight: 3,
        shoot: 4,
        strength: 3,
        defence: 5,
        attacks: 1,
        wounds: 1,
        courage: 3,
        intelligence: 3,
      },
      modifyStats: {},
      wargear: [],
      specialRules: [],
    };
    mockApi({
      'GET /rule': { body: [] },
      'POST /library/import': ({ body }) => {
        const { dryRun } = body as { dryRun: boolean };
        return {
          body: { dryRun, added: counts(1, 1, 0, 0, 3), skipped: counts(), renamed: counts() },
        };
      },
    });
    renderApp('/rules', { user: PLAYER });
    await choose(jsonFile(JSON.stringify({ ...validPack, profiles: [profile, profile, profile] })));
    const dialog = await screen.findByRole('dialog', { name: 'Import library' });
    const table = await within(dialog).findByRole('table', { name: 'What will be imported' });
    // Nothing is added yet: the heads say what the import will do.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Library', 'In file', 'To add', 'To skip']);
    expect(
      within(within(table).getByRole('row', { name: /Profiles/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Profiles', '3', '3', '0']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Library imported: 5 entries added');
  });

  it('shows what a dry run would do, then imports and says how much was added', async () => {
    let rules: unknown[] = [];
    const { calls } = mockApi({
      'GET /rule': () => ({ body: rules }),
      'POST /library/import': ({ body }) => {
        const { dryRun, onDuplicate } = body as { dryRun: boolean; onDuplicate: string };
        if (!dryRun)
          rules = [
            { id: 'r1', name: 'Unyielding', description: '', createdAt: 'a', updatedAt: 'a' },
          ];
        return onDuplicate === 'skip'
          ? { body: { dryRun, added: counts(1, 0), skipped: counts(0, 1), renamed: counts() } }
          : { body: { dryRun, added: counts(1, 1), skipped: counts(), renamed: counts(0, 1) } };
      },
    });
    renderApp('/rules', { user: PLAYER });
    expect(await screen.findByText(/No rules yet/)).toBeVisible();
    await choose(jsonFile(JSON.stringify(validPack), 'friends-armoury.json'));

    const dialog = await screen.findByRole('dialog', { name: 'Import library' });
    expect(dialog).toHaveTextContent('friends-armoury.json');
    const table = await within(dialog).findByRole('table', { name: 'What will be imported' });
    // Nothing is added yet: the heads say what the import will do.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Library', 'In file', 'To add', 'To skip']);
    const armoury = within(table).getByRole('row', { name: /Armoury/ });
    expect(
      within(armoury)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Armoury', '1', '1', '0']);
    const rulesRow = within(table).getByRole('row', { name: /Rules/ });
    expect(
      within(rulesRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Rules', '1', '0', '1']);
    expect(within(dialog).getByRole('radio', { name: 'Skip it' })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Add a copy' }));
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('row', { name: /Rules/ })).getAllByRole('cell')[2],
      ).toHaveTextContent('1'),
    );
    expect(within(dialog).getByRole('columnheader', { name: 'As copies' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Library imported: 2 entries added');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Edit Unyielding' })).toBeVisible();

    const imports = calls.filter((call) => call.path === '/library/import');
    expect(imports.map((call) => call.body as Record<string, unknown>)).toMatchObject([
      { dryRun: true, onDuplicate: 'skip' },
      { dryRun: true, onDuplicate: 'copy' },
      { dryRun: false, onDuplicate: 'copy' },
    ]);
    expect((imports[2]!.body as { pack: unknown }).pack).toMatchObject({
      format: LIBRARY_PACK_FORMAT,
      wargear: [{ name: 'Dwarf Axe' }],
    });
  });

  it("shows the server's refusal in the dialog", async () => {
    mockApi({
      'GET /rule': { body: [] },
      'POST /library/import': apiError(413, 'Payload too large'),
    });
    renderApp('/rules', { user: PLAYER });
    await choose(jsonFile(JSON.stringify(validPack)));
    const dialog = await screen.findByRole('dialog', { name: 'Import library' });
    expect(
      await within(dialog).findByText('This library file is too large for the server.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});

it('names the entry the server refused', async () => {
  mockApi({
    'GET /rule': { body: [] },
    'POST /library/import': apiError(400, 'Please check the highlighted fields.', {
      'pack.wargear.0.adjustmentStat': 'Intelligence needs the 2024 ruleset',
    }),
  });
  renderApp('/rules', { user: PLAYER });
  await choose(jsonFile(JSON.stringify(validPack)));
  const dialog = await screen.findByRole('dialog', { name: 'Import library' });
  expect(
    await within(dialog).findByText(
      'This library file has a problem: wargear entry 1, adjustmentStat: Intelligence needs the 2024 ruleset',
    ),
  ).toBeVisible();
});

describe('My Profiles', () => {
  it('has the library file buttons, and shows the imported profiles at once', async () => {
    let profileReads = 0;
    const { calls } = mockApi({
      'GET /profile': () => {
        profileReads += 1;
        return { body: [] };
      },
      'POST /library/import': ({ body }) => {
        const { dryRun } = body as { dryRun: boolean };
        return { body: { dryRun, added: counts(1, 1), skipped: counts(), renamed: counts() } };
      },
    });
    renderApp('/profiles', { user: PLAYER });
    expect(await screen.findByRole('button', { name: 'Export library' })).toBeVisible();
    await waitFor(() => expect(profileReads).toBe(1));
    await choose(jsonFile(JSON.stringify(validPack)));
    const dialog = await screen.findByRole('dialog', { name: 'Import library' });
    await within(dialog).findByRole('table', { name: 'What will be imported' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Library imported: 2 entries added');
    // The file may carry profiles: the list is read again.
    await waitFor(() => expect(profileReads).toBe(2));
    expect(calls.filter((call) => call.path === '/library/import')).toHaveLength(2);
  });
});

describe('Export library', () => {
  it('downloads the pack as warband-ledger-library-YYYY-MM-DD.json', async () => {
    const { calls } = mockApi({
      'GET /wargear': { body: [] },
      'GET /library/export': { body: validPack },
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:library');
    // jsdom has no object URLs; this file's window gets its own stand-ins.
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    renderApp('/armoury', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Export library' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toMatch(/^warband-ledger-library-\d{4}-\d{2}-\d{2}\.json$/);
    expect(clicked[0]!.href).toBe('blob:library');
    const blob = createObjectURL.mock.calls[0]![0];
    // As sent, not indented: the file is then never larger than the import accepts.
    expect(await blob.text()).toBe(JSON.stringify(validPack));
    expect(calls.some((call) => call.path === '/library/export')).toBe(true);
  });
});
