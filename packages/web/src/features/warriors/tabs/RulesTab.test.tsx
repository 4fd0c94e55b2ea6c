import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../app/test-utils';
import { editorValues, libraryId, libraryText, storedRule, storedWargear } from './fixtures';
import { libraryChoices, listedEntries, pickFromLibrary, renderTab } from './render-tab';
import { RulesTab } from './RulesTab';

// Many Mantine inputs are slow to drive in jsdom, more so on a busy two-core machine.
vi.setConfig({ testTimeout: 40_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const MY_RULES = [
  { ...libraryText(1, 'Terror', 'Foes must pass a Courage test.'), phases: ['move' as const] },
  libraryText(2, 'Burly'),
];
const PICKER = 'Add from My Rules';

describe('Rules tab', () => {
  it('adds a copy of a library rule and disables the rules held', async () => {
    mockApi({ 'GET /rule': { body: MY_RULES } });
    const tab = renderTab(RulesTab, {
      values: editorValues({
        wargear: [storedWargear('cloak', { name: 'Elven Cloak' })],
        specialRules: [
          storedRule('Burly', { myRuleId: libraryId(2) }),
          storedRule('Hidden', { type: 'wargear', wargearId: 'cloak' }),
        ],
      }),
    });
    expect(await screen.findByRole('button', { name: /^Hidden/ })).toHaveTextContent(
      'Wargear · from Elven Cloak',
    );
    expect(await libraryChoices(PICKER)).toEqual([
      { name: 'Burly', disabled: true },
      { name: 'Terror', disabled: false },
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Terror' }));
    expect(listedEntries()).toEqual(['Burly', 'Hidden', 'Terror']);
    expect(tab.values().specialRules[2]).toMatchObject({
      new: true,
      myRuleId: libraryId(1),
      type: 'base',
      description: 'Foes must pass a Courage test.',
      phases: ['move'],
    });
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Foes must pass a Courage test.',
    );
    // The copy's phases are the warrior's own to change.
    const phases = screen.getByRole('group', { name: 'Phases' });
    expect(within(phases).getByRole('checkbox', { name: 'Move' })).toBeChecked();
    await userEvent.click(within(phases).getByRole('checkbox', { name: 'Fight' }));
    expect(tab.values().specialRules[2]?.phases).toEqual(['move', 'fight']);
  });

  it('creates a rule inline, blocking an empty name, with the three types', async () => {
    mockApi({ 'GET /rule': { body: [] } });
    const tab = renderTab(RulesTab, { values: editorValues() });
    expect(await screen.findByText('No rules yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New rule' }));
    const form = screen.getByRole('group', { name: 'New rule' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), '   {Enter}');
    expect(within(form).getByText('Please enter a name')).toBeVisible();
    expect(tab.values().specialRules).toEqual([]);

    await userEvent.click(within(form).getByRole('textbox', { name: 'Type' }));
    const types = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(types).toEqual(['Base', 'Progression', 'Wargear']);
    await userEvent.click(screen.getByRole('option', { name: 'Progression' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Fell Sight{Enter}');
    expect(tab.values().specialRules[0]).toMatchObject({
      name: 'Fell Sight',
      type: 'progression',
      myRuleId: null,
      new: true,
    });
    expect(tab.draftChanges).toEqual([true, false]);
  });

  it('marks a stored rule removed and drops a new one', async () => {
    mockApi({ 'GET /rule': { body: MY_RULES } });
    const tab = renderTab(RulesTab, {
      values: editorValues({ specialRules: [storedRule('Old')] }),
    });
    await pickFromLibrary(PICKER, 'Terror');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Terror' }));
    await userEvent.click(screen.getByRole('button', { name: /^Old/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Old' }));
    expect(listedEntries()).toEqual([]);
    expect(tab.values().specialRules).toMatchObject([{ id: 'Old', remove: true }]);
    // Removed, so the library rule can be added again.
    expect(await libraryChoices(PICKER)).toEqual([
      { name: 'Burly', disabled: false },
      { name: 'Terror', disabled: false },
    ]);
  });

  it("shows a graveyard warrior's rules without a way to change them", async () => {
    mockApi({ 'GET /rule': { body: MY_RULES } });
    renderTab(RulesTab, {
      values: editorValues({ specialRules: [storedRule('Old')] }),
      mode: 'graveyard',
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Old/ }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: PICKER })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New rule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Old' })).toBeNull();
  });
});
