import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type * as OfflineWriteModule from '../../api/offline/offline-write';
import type { OfflineWrite } from '../../api/offline/offline-write';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company } from '../../components/warrior-card/fixtures';

// The device's outbox, as it answers when the server cannot be reached: the write is kept
// and the company shown as it will be (docs/adr/0162-device-store-and-outbox.md).
const kept = vi.hoisted(() => [] as OfflineWrite<unknown>[]);
vi.mock('../../api/offline/offline-write', async (importOriginal) => ({
  ...(await importOriginal<typeof OfflineWriteModule>()),
  sendOrQueue: async (write: OfflineWrite<unknown>) => {
    kept.push(write);
    return { result: write.preview, queued: true };
  },
}));

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
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
    { kind: 'company', targetId: 'riders', body: { name: 'Riders of the Mark' } },
  ]);
});
