import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, PLAYER, renderApp, type MockReply } from '../../app/test-utils';
import { company } from '../../components/warrior-card/fixtures';
import { storedWarrior } from '../../app/test-stored-entities';
import { findEditor, typeInto } from '../../app/test-editor';
import { payInfluenceKey } from './useWarriorEditor';

await import('./WarriorEditor');

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const riders = company('riders', { name: 'Riders', race: 'Rohan', influence: 4 }, []);
const SHORT = 'The company has 4 influence, not the 5 this costs.';

describe('paying influence for a recruit', () => {
  it('is offered unticked, sends the cost when ticked, shows a refusal, and is remembered', async () => {
    const replies: MockReply[] = [apiError(400, 'Invalid input', { payInfluence: SHORT })];
    const { calls } = mockApi({
      'GET /companies': { body: [riders] },
      'GET /profile': { body: [] },
      'POST /warrior/create': ({ body }) =>
        replies.shift() ?? { status: 201, body: storedWarrior('new-1', body as never) },
    });
    renderApp('/company/riders', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'New Warrior' }));
    const dialog = await findEditor('Create a Warrior');
    await userEvent.type(dialog.getByLabelText('Name'), 'Eothain');
    // Nothing to pay, nothing offered.
    expect(dialog.queryByRole('checkbox', { name: /influence/ })).toBeNull();
    await typeInto(dialog, 'Influence Cost', '5');
    const pay = dialog.getByRole('checkbox', { name: 'Pay 5 influence from the company' });
    expect(pay).not.toBeChecked();
    await userEvent.click(pay);
    for (let step = 0; step < 5; step += 1) {
      await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    }
    await userEvent.click(dialog.getByRole('button', { name: 'Finish' }));
    expect(await dialog.findByText(SHORT)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Finish' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create a Warrior' })).not.toBeInTheDocument(),
    );
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((post) => (post.body as { payInfluence: unknown }).payInfluence)).toEqual([
      5, 5,
    ]);
    // Remembered for this company on this device: the next recruit's box comes ticked.
    expect(localStorage.getItem(payInfluenceKey('riders'))).toBe('true');
    expect(localStorage.getItem(payInfluenceKey('another'))).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New Warrior' }));
    const next = await findEditor('Create a Warrior');
    await typeInto(next, 'Influence Cost', '2');
    expect(next.getByRole('checkbox', { name: 'Pay 2 influence from the company' })).toBeChecked();
  });
});
