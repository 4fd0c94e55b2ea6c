import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { storedRule } from '../../app/test-stored-entities';
import { company, warrior, wargearItem } from './fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const horn = wargearItem('Horn of Gondor', 15, {
  type: 'armoury',
  description: 'Blown in the hour of need.',
  influence: 2,
  specialRules: [{ name: 'Rally', description: 'Friends within 6" are not Broken' }],
});

describe("an entry of a warrior's card", () => {
  it('opens its own detail, by pointer or keyboard, not the warrior editor', async () => {
    const boromir = warrior('boromir', {
      name: 'Boromir',
      rank: 'Leader',
      wargear: [horn],
      specialRules: [
        storedRule('rule-1', {
          name: 'Fearless',
          description: 'Never afraid',
          phases: ['fight', 'move'],
        }),
      ],
    });
    mockApi({ 'GET /companies': { body: [company('gondor', {}, [boromir])] } });
    renderApp('/company/gondor', { user: PLAYER });

    const entry = await screen.findByRole('button', { name: 'Horn of Gondor' });
    await userEvent.click(entry);
    const dialog = await screen.findByRole('dialog', { name: 'Horn of Gondor' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByText('Blown in the hour of need.')).toBeVisible();
    expect(
      within(dialog).getByText(/Wargear · Armoury · 15\/15 pts · Influence \+2/),
    ).toBeVisible();
    expect(within(dialog).getByText('Rally')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const rule = screen.getByRole('button', { name: 'Fearless' });
    rule.focus();
    await userEvent.keyboard('{Enter}');
    const ruleDialog = await screen.findByRole('dialog', { name: 'Fearless' });
    expect(within(ruleDialog).getByText('Never afraid')).toBeVisible();
    expect(within(ruleDialog).getByText(/Special rule · Base · Phases Move, Fight/)).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
