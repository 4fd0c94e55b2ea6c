import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Timeline, TimelineEntry } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company, warrior } from '../../components/warrior-card/fixtures';
import { battleRecord, history } from './history-fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const riders = company('riders', { name: 'Riders' }, [
  warrior('Eomer', { rank: 'Leader' }),
  warrior('Spear', { status: 'dead' }),
]);

function line(kind: TimelineEntry['kind'], fields: Partial<TimelineEntry> = {}): TimelineEntry {
  return {
    id: `${kind}-${fields.at ?? ''}`,
    at: '2026-11-20T10:00:00.000Z',
    kind,
    warrior: null,
    battle: null,
    rankBefore: null,
    rankAfter: null,
    influence: null,
    ...fields,
  };
}

const newest: Timeline = {
  entries: [
    line('battle', {
      battle: {
        battleId: 'b1',
        result: 'win',
        opponentName: 'Anna',
        opponentCompany: 'Raiders of Dunland',
        scenario: 'Hold the Ford',
        undone: false,
        corrected: true,
        killed: [{ id: 'Spear', name: 'Spear' }],
        hurt: [
          { id: 'Eomer', name: 'Eomer', injury: 'fullRecovery' },
          { id: null, name: 'Hound', injury: 'injured' },
        ],
        levelledUp: [{ id: 'Eomer', name: 'Eomer' }],
      },
    }),
    line('warriorDismissed', { warrior: { id: null, name: 'Hound' }, influence: 3 }),
    line('warriorRecruited', { warrior: { id: 'Eomer', name: 'Eomer' }, influence: 3 }),
  ],
  next: 'older-page',
};
const oldest: Timeline = { entries: [line('companyFounded')], next: null };

describe('the Timeline', () => {
  it('tells the story newest first, linking warriors still there, a page at a time', async () => {
    const { calls } = mockApi({
      'GET /companies': { body: [riders] },
      'GET /company/riders/battles': { body: history([battleRecord('2026-11-20')]) },
      'GET /company/riders/timeline?limit=20': { body: newest },
      'GET /company/riders/timeline?limit=20&before=older-page': { body: oldest },
    });
    renderApp('/company/riders', { user: PLAYER });
    // Below the cards, its code loads after them: on a busy machine that takes a while.
    const choice = await screen.findByRole('radio', { name: 'Timeline' }, { timeout: 15_000 });
    await userEvent.click(choice);
    const region = within(await screen.findByRole('region', { name: 'Timeline' }));
    const items = await region.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(
        'Battle won vs Anna (Raiders of Dunland) · Hold the FordCorrectedKilled: Spear' +
          // Each injury roll by its result: a Full Recovery is no injury.
          'Injuries: Eomer (Full Recovery), Hound (Injured)Levelled up: Eomer',
      ),
      expect.stringContaining('Hound dismissed: 3 influence given back'),
      expect.stringContaining('Eomer recruited, paying 3 influence'),
    ]);
    // The living open their card, the dead the graveyard; the gone are named only.
    expect(within(items[2]!).getByRole('link', { name: 'Eomer' })).toHaveAttribute(
      'href',
      '/company/riders#card-Eomer',
    );
    expect(within(items[0]!).getByRole('link', { name: 'Spear' })).toHaveAttribute(
      'href',
      '/graveyard',
    );
    expect(within(items[1]!).queryByRole('link')).toBeNull();

    await userEvent.click(region.getByRole('button', { name: 'Show older' }));
    expect(await region.findByText('Company founded')).toBeVisible();
    expect(region.queryByRole('button', { name: 'Show older' })).toBeNull();
    expect(calls.filter((call) => call.path.includes('timeline'))).toHaveLength(2);
  });
});
