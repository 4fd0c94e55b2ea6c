import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AftermathInput } from '@warband/schemas';
import { expect, it, vi } from 'vitest';
import { companyQueries } from '../../api/companies';
import { libraryQueries } from '../../api/library';
import type { OutboxEntry } from '../../api/offline/device-db';
import type * as SyncModule from '../../api/offline/sync';
import { renderComponent } from '../../app/test-utils';
import { company, warrior } from '../warrior-card/fixtures';
import { WriteReviewDialog } from './WriteReviewDialog';

// What the player chooses of an aftermath the server refused because a warrior who fought was
// deleted on another device meanwhile.
const resent = vi.hoisted(() => [] as { seq: number; input: unknown }[]);
const discarded = vi.hoisted(() => [] as number[]);
vi.mock('../../api/offline/sync', async (importOriginal) => ({
  ...(await importOriginal<typeof SyncModule>()),
  resendWrite: async (seq: number, input: unknown) => void resent.push({ seq, input }),
  discardWrite: async (seq: number) => void discarded.push(seq),
}));

const HAMA = '6f1c1d2e-0000-4000-8000-00000000a001';
const HALDIR = '6f1c1d2e-0000-4000-8000-00000000a002';
const riders = company('riders', { name: 'Riders' }, [
  warrior(HAMA, { name: 'Háma', rank: 'Leader' }),
]);

const refused: OutboxEntry = {
  seq: 7,
  operationId: 'op-1',
  name: 'aftermath',
  companyId: 'riders',
  input: {
    companyId: 'riders',
    aftermath: AftermathInput.parse({
      battleId: '6f1c1d2e-0000-4000-8000-00000000b001',
      result: 'win',
      participants: [{ warriorId: HAMA }, { warriorId: HALDIR }],
      rewards: { influence: 2 },
    }),
  },
  about: {
    title: "War's Aftermath of 7 Dec",
    companyName: 'Riders',
    names: { [HAMA]: 'Háma', [HALDIR]: 'Haldir' },
    seen: {},
  },
  state: 'refused',
  refusal: {
    code: 'VALIDATION',
    message: 'Please check the highlighted fields',
    fields: { 'participants.1.warriorId': 'That warrior is not in this company' },
    at: '2026-12-07T20:14:00.000Z',
  },
  createdAt: '2026-12-07T20:00:00.000Z',
};

function renderDialog() {
  renderComponent(
    <WriteReviewDialog
      entry={refused}
      applied={[{ title: 'the changes to Gamling', merged: 0 }]}
      onChosen={() => undefined}
      onClose={() => undefined}
    />,
    {
      staleTime: Infinity,
      seedCache: (client) => {
        client.setQueryData(companyQueries.list().queryKey, [riders]);
        client.setQueryData(libraryQueries.list('wargear').queryKey, []);
      },
    },
  );
  return within(screen.getByRole('dialog', { name: 'A change could not be applied' }));
}

it('names the deleted warrior, tells what else was applied, and applies the rest without them', async () => {
  const dialog = renderDialog();
  expect(dialog.getByText(/Haldir is no longer in the company/)).toBeInTheDocument();
  expect(dialog.getByText('Applied in the same sync: the changes to Gamling.')).toBeInTheDocument();
  expect(dialog.queryByText(/highlighted fields/)).toBeNull();

  await userEvent.click(dialog.getByRole('button', { name: 'Apply without Haldir' }));
  expect(resent).toHaveLength(1);
  expect(resent[0]).toMatchObject({
    seq: 7,
    input: { aftermath: { participants: [{ warriorId: HAMA }], rewards: { influence: 2 } } },
  });
});

it('lists what discarding throws away before anything goes', async () => {
  const dialog = renderDialog();
  await userEvent.click(dialog.getByRole('button', { name: 'Discard…' }));
  const confirm = within(screen.getByRole('dialog', { name: 'Discard this change?' }));
  const losses = within(confirm.getByTestId('discard-losses'));
  expect(
    losses.getByText('The battle (won) in the Battle History, and its influence.'),
  ).toBeVisible();
  expect(losses.getByText('Experience for 2 warriors.')).toBeVisible();
  expect(losses.getByText('2 bonus influence.')).toBeVisible();
  expect(discarded).toEqual([]);

  await userEvent.click(confirm.getByRole('button', { name: 'Discard' }));
  expect(discarded).toEqual([7]);
});
