import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../app/test-utils';
import { editorValues, libraryId, libraryText, storedHeroicAction } from './fixtures';
import { HeroicActionsTab } from './HeroicActionsTab';
import { libraryChoices, listedEntries, renderTab } from './render-tab';

// Many Mantine inputs are slow to drive in jsdom, more so on a busy two-core machine.
vi.setConfig({ testTimeout: 40_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const PICKER = 'Add from My Heroic Actions';

describe('Heroic Actions tab', () => {
  it('adds a copy from the library, disables the held one, and sets the casting modifier', async () => {
    mockApi({
      'GET /heroicAction': {
        body: [libraryText(1, 'Heroic Strike'), libraryText(2, 'Heroic Move')],
      },
    });
    const tab = renderTab(HeroicActionsTab, {
      values: editorValues({
        heroicActions: [storedHeroicAction('Move', { myHeroicActionsId: libraryId(2) })],
      }),
    });
    expect(await libraryChoices(PICKER)).toEqual([
      { name: 'Heroic Move', disabled: true },
      { name: 'Heroic Strike', disabled: false },
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Heroic Strike' }));
    expect(listedEntries()).toEqual(['Move', 'Heroic Strike']);
    expect(tab.values().heroicActions[1]).toMatchObject({
      new: true,
      myHeroicActionsId: libraryId(1),
      modifyCastingValue: 0,
    });

    await userEvent.click(screen.getByRole('textbox', { name: 'Casting Modifier' }));
    await userEvent.click(await screen.findByRole('option', { name: '-2' }));
    expect(tab.values().heroicActions[1]!.modifyCastingValue).toBe(-2);
    expect(screen.getByRole('button', { name: /^Heroic Strike/ })).toHaveTextContent(
      'Base · Modifier -2',
    );
  });

  it('creates one inline; its type is required on a warrior', async () => {
    mockApi({ 'GET /heroicAction': { body: [] } });
    const tab = renderTab(HeroicActionsTab, { values: editorValues() });
    await userEvent.click(await screen.findByRole('button', { name: 'New heroic action' }));
    const form = screen.getByRole('group', { name: 'New heroic action' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Heroic Channelling');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByText('Please select a type')).toBeVisible();
    expect(tab.values().heroicActions).toEqual([]);
    await userEvent.click(within(form).getByRole('textbox', { name: 'Type' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Base',
      'Progression',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Progression' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(tab.values().heroicActions[0]).toMatchObject({
      name: 'Heroic Channelling',
      type: 'progression',
    });
  });
});
