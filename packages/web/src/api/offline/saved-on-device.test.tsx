import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { Company } from '@warband/schemas';
import type * as OfflineWriteModule from './offline-write';
import type { WriteDefinition } from './writes';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { storedWarrior } from '../../app/test-stored-entities';
import { findEditor, typeInto } from '../../app/test-editor';
import { company } from '../../components/warrior-card/fixtures';

// A warrior or a company saved while the server cannot be reached: the outbox keeps the write
// and the app shows the record as it will be (docs/adr/0162-device-store-and-outbox.md), and
// the alert says where the save is, not that the server took it.
const kept = vi.hoisted(() => [] as { name: string; input: unknown }[]);
vi.mock('./offline-write', async (importOriginal) => ({
  ...(await importOriginal<typeof OfflineWriteModule>()),
  sendOrQueue: async <I, R>(definition: WriteDefinition<I, R>, input: I, company: Company) => {
    kept.push({ name: definition.name, input });
    const shown = definition.apply(company, input, { armouryEntry: () => null });
    return { result: definition.replyFrom(shown, input), queued: true };
  },
}));

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  kept.length = 0;
  vi.unstubAllGlobals();
});

it('a warrior saved without a signal says it is kept on this device, not that it was updated', async () => {
  const hama = storedWarrior('hama', { name: 'Hama', rank: 'Sergeant' });
  mockApi({
    'GET /companies': { body: [company('riders', { name: 'Riders', race: 'Rohan' }, [hama])] },
    'GET /profile': { body: [] },
  });
  renderApp('/company/riders', { user: PLAYER });
  await userEvent.click(await screen.findByRole('article', { name: 'Hama' }));
  const dialog = await findEditor('Edit Warrior');
  await typeInto(dialog, 'Name', 'Háma');
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'Háma saved on this device: it will sync when you are back online.',
  );
  expect(alert).not.toHaveTextContent('updated');
  expect(kept).toMatchObject([
    { name: 'warrior', input: { warriorId: 'hama', warrior: { name: 'Háma' } } },
  ]);
});

it('a company saved without a signal says it is kept on this device, not that it was updated', async () => {
  mockApi({
    'GET /companies': { body: [company('riders', { name: 'Riders', race: 'Rohan' })] },
  });
  renderApp('/company/riders', { user: PLAYER });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Company' }));
  await userEvent.clear(dialog.getByLabelText('Name'));
  await userEvent.type(dialog.getByLabelText('Name'), 'Riders of the Mark');
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'Riders of the Mark saved on this device: it will sync when you are back online.',
  );
  expect(alert).not.toHaveTextContent('updated');
  expect(kept).toMatchObject([
    { name: 'company', input: { companyId: 'riders', company: { name: 'Riders of the Mark' } } },
  ]);
});
