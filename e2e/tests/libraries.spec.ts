import { expect, test, type Locator, type Page } from '@playwright/test';
import { LibraryPage } from '../pages/LibraryPage';
import { newUser, registerViaApi, signInAs } from '../support/users';

interface LibraryCase {
  path: string;
  heading: string;
  newCard: string;
  kind: string;
  deleted: string;
  confirmation: string;
  /** Extra fields a new entry needs besides its name. */
  fillRequired?: (dialog: Locator, page: Page) => Promise<void>;
}

const textLibraries: LibraryCase[] = [
  {
    path: '/rules',
    heading: 'My Rules',
    newCard: 'New Rule',
    kind: 'Rule',
    deleted: 'Rule deleted successfully',
    confirmation: 'Are you sure you want to delete this rule? This action cannot be undone.',
  },
  {
    path: '/heroics',
    heading: 'My Heroic Actions',
    newCard: 'New Heroic Action',
    kind: 'HeroicAction',
    deleted: 'HeroicAction deleted successfully',
    confirmation:
      'Are you sure you want to delete this Heroic Action? This action cannot be undone.',
  },
  {
    path: '/spells',
    heading: 'My Spells',
    newCard: 'New Spell',
    kind: 'Spell',
    deleted: 'Spell deleted successfully',
    confirmation: 'Are you sure you want to delete this spell? This action cannot be undone.',
    fillRequired: async (dialog, page) => {
      await dialog.getByRole('textbox', { name: 'Casting Value' }).click();
      await page.getByRole('option', { name: '4+', exact: true }).click();
    },
  },
];

for (const library of textLibraries) {
  test(`${library.heading}: create, edit and delete an entry`, async ({ page, request }) => {
    const user = newUser();
    await registerViaApi(request, user);
    await signInAs(page, user, library.path);
    const screen = new LibraryPage(page, library.path);
    await expect(page.getByRole('heading', { name: library.heading })).toBeVisible();
    await expect(page.getByRole('main').getByText(/ yet/)).toBeVisible();

    // A blank name is refused on the field.
    let dialog = await screen.openNew(library.newCard, `Create ${library.kind}`);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Please enter a name')).toBeVisible();

    await dialog.getByLabel('Name').fill('Fury of the Deep');
    await library.fillRequired?.(dialog, page);
    await dialog.getByLabel('Description').fill('Strikes twice when the tide turns.');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(screen.alert().getByText('Fury of the Deep created successfully')).toBeVisible();
    await expect(screen.card('Fury of the Deep')).toBeVisible();

    dialog = await screen.openExisting('Fury of the Deep', `Edit ${library.kind}`);
    await dialog.getByLabel('Name').fill('Fury of the Shallows');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      screen.alert().getByText('Fury of the Shallows updated successfully'),
    ).toBeVisible();
    await page.reload();
    await expect(screen.card('Fury of the Shallows')).toBeVisible();

    dialog = await screen.openExisting('Fury of the Shallows', `Edit ${library.kind}`);
    await screen.confirmDelete(dialog, library.confirmation);
    await expect(screen.alert().getByText(library.deleted)).toBeVisible();
    await expect(screen.card('Fury of the Shallows')).toHaveCount(0);
  });
}

test('My Armoury: items and mounts, the detail popup and unsaved changes', async ({
  page,
  request,
}) => {
  const user = newUser('smith');
  await registerViaApi(request, user);
  await signInAs(page, user, '/armoury');
  const screen = new LibraryPage(page, '/armoury');
  await expect(page.getByRole('heading', { name: 'My Armoury' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Items' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mounts' })).toBeVisible();

  let dialog = await screen.openNew('New Item', 'Create Item');
  await dialog.getByLabel('Name').fill('Elven Blade');
  await dialog.getByLabel('Points Low', { exact: true }).fill('5');
  await dialog.getByLabel('Points High', { exact: true }).fill('10');
  await dialog.getByRole('button', { name: 'Adjustment' }).click();
  await dialog.getByRole('textbox', { name: 'Adjustment Stat' }).click();
  await page.getByRole('option', { name: 'Fight', exact: true }).click();
  await dialog.getByLabel('Adjustment Value', { exact: true }).fill('1');
  await dialog.getByRole('button', { name: 'Special Rules' }).click();
  await dialog.getByRole('button', { name: 'Add special rule' }).click();
  await dialog.getByLabel('Special rule 1 name').fill('Elven-made');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(screen.alert().getByText('Elven Blade created successfully')).toBeVisible();

  await screen.card('Elven Blade').getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'Elven Blade' });
  await expect(details.getByText('Elven-made')).toBeVisible();
  await expect(details.getByText(/Fight \+1/)).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).first().click();

  dialog = await screen.openNew('New Mount', 'Create Mount');
  await dialog.getByLabel('Name').fill('Horse');
  await dialog.getByLabel('Points Low', { exact: true }).fill('10');
  await dialog.getByLabel('Points High', { exact: true }).fill('10');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(screen.alert().getByText('Horse created successfully')).toBeVisible();

  // Closing a dialog with edits asks first; cancelling the question keeps the edits.
  dialog = await screen.openExisting('Horse', 'Edit Mount');
  await dialog.getByLabel('Name').fill('Warhorse');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const unsaved = page
    .getByRole('dialog')
    .filter({ hasText: 'You have unsaved changes, all unsaved changes will be lost.' });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Confirm' }).click();
  await expect(screen.card('Horse')).toBeVisible();
  await expect(screen.card('Warhorse')).toHaveCount(0);

  dialog = await screen.openExisting('Elven Blade', 'Edit Item');
  await dialog.getByLabel('Points High', { exact: true }).fill('15');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(screen.alert().getByText('Elven Blade updated successfully')).toBeVisible();
  await expect(screen.card('Elven Blade').getByText('5/15 pts')).toBeVisible();

  dialog = await screen.openExisting('Elven Blade', 'Edit Item');
  await screen.confirmDelete(
    dialog,
    'Are you sure you want to delete this item? This action cannot be undone.',
  );
  await expect(screen.alert().getByText('Item deleted successfully')).toBeVisible();
});

test('the sort choice is kept across a reload', async ({ page, request }) => {
  const user = newUser('sorter');
  await registerViaApi(request, user);
  const auth = await request.post('/api/users/authenticate', {
    data: { email: user.email, password: user.password },
  });
  const { token } = await auth.json();
  for (const name of ['Banner of Arnor', 'Unyielding', 'Monstrous Charge']) {
    const created = await request.post('/api/rule/create', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name, description: '' },
    });
    expect(created.status()).toBe(201);
  }
  await signInAs(page, user, '/rules');
  const screen = new LibraryPage(page, '/rules');
  await expect
    .poll(() => screen.cardNames())
    .toEqual(['Banner of Arnor', 'Monstrous Charge', 'Unyielding']);
  await screen.sortBy('Name Z–A');
  await expect
    .poll(() => screen.cardNames())
    .toEqual(['Unyielding', 'Monstrous Charge', 'Banner of Arnor']);
  await page.reload();
  await expect
    .poll(() => screen.cardNames())
    .toEqual(['Unyielding', 'Monstrous Charge', 'Banner of Arnor']);
});

test('a library exported by one player is imported by another', async ({ page, request }) => {
  const giver = newUser('giver');
  const receiver = newUser('receiver');
  await registerViaApi(request, giver);
  await registerViaApi(request, receiver);

  await signInAs(page, giver, '/armoury');
  const screen = new LibraryPage(page, '/armoury');
  const dialog = await screen.openNew('New Item', 'Create Item');
  await dialog.getByLabel('Name').fill('Dwarf Axe');
  await dialog.getByLabel('Points Low', { exact: true }).fill('3');
  await dialog.getByLabel('Points High', { exact: true }).fill('6');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(screen.alert().getByText('Dwarf Axe created successfully')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export library' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^warband-ledger-library-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();

  await signInAs(page, receiver, '/armoury');
  await expect(screen.card('Dwarf Axe')).toHaveCount(0);
  await page.getByLabel('Library file').setInputFiles(file);
  const preview = page.getByRole('dialog', { name: 'Import library' });
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(screen.alert().getByText(/Library imported: 1 entr/)).toBeVisible();
  await expect(screen.card('Dwarf Axe')).toBeVisible();

  // A broken file is refused with a message and nothing is sent.
  await page.getByLabel('Library file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ not json'),
  });
  await expect(page.getByText(/not a valid|could not be read|not JSON/i)).toBeVisible();
});
