import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company, warrior } from '../../components/warrior-card/fixtures';
import { battleRecord, history } from './history-fixtures';
import { HISTORY_TEXTS } from './history-texts';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const corrected = battleRecord('2026-11-20', { correctedAt: '2026-11-21T09:00:00.000Z' });
const older = battleRecord('2026-11-13', { result: 'loss' });

function open(battles = [corrected, older]) {
  mockApi({
    'GET /companies': { body: [company('riders', { name: 'Riders' }, [warrior('Eomer')])] },
    'GET /company/riders/battles': { body: history(battles) },
  });
  return renderApp('/company/riders', { user: PLAYER });
}

const correctLinks = () => screen.queryAllByRole('link', { name: HISTORY_TEXTS.correct });

describe('correcting from the Battle History', () => {
  it('offers Correct on the newest battle only, and marks a corrected battle', async () => {
    const view = open();
    const section = within(await screen.findByRole('region', { name: HISTORY_TEXTS.title }));
    const newest = await section.findByRole('button', { name: /20 Nov 2026/ });
    expect(within(newest).getByText(HISTORY_TEXTS.corrected)).toBeVisible();
    const olderControl = section.getByRole('button', { name: /13 Nov 2026/ });
    expect(within(olderControl).queryByText(HISTORY_TEXTS.corrected)).toBeNull();
    expect(correctLinks()).toHaveLength(1);

    await userEvent.click(correctLinks()[0]!);
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(
        `/company/riders/battles/${corrected.battleId}/correct`,
      ),
    );
  });
});
