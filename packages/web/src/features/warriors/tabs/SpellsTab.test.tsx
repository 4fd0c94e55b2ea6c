import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../app/test-utils';
import { editorValues, libraryId, librarySpell, storedSpell } from './fixtures';
import { libraryChoices, listedEntries, renderTab } from './render-tab';
import { SpellsTab } from './SpellsTab';

// Many Mantine inputs are slow to drive in jsdom, more so on a busy two-core machine.
vi.setConfig({ testTimeout: 40_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const PICKER = 'Add from My Spells';

describe('Spells tab', () => {
  it('shows the casting value as base minus modifier, then +', async () => {
    mockApi({ 'GET /spell': { body: [] } });
    const tab = renderTab(SpellsTab, {
      values: editorValues({ spells: [storedSpell('Blinding Light', { baseCastingValue: 4 })] }),
    });
    const control = await screen.findByRole('button', { name: /^Blinding Light/ });
    expect(control).toHaveTextContent('4+ · Base');
    await userEvent.click(control);
    await userEvent.click(screen.getByRole('textbox', { name: 'Casting Modifier' }));
    await userEvent.click(await screen.findByRole('option', { name: '-1' }));
    expect(control).toHaveTextContent('3+ · Base');
    expect(tab.values().spells[0]!.modifyCastingValue).toBe(-1);
  });

  it('adds a copy with its casting value, and disables the spells held', async () => {
    mockApi({
      'GET /spell': { body: [librarySpell(1, 'Fury', 3), librarySpell(2, 'Immobilise', 3)] },
    });
    const tab = renderTab(SpellsTab, {
      values: editorValues({ spells: [storedSpell('Fury', { mySpellsId: libraryId(1) })] }),
    });
    expect(await libraryChoices(PICKER)).toEqual([
      { name: 'Fury', disabled: true },
      { name: 'Immobilise', disabled: false },
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Immobilise' }));
    expect(listedEntries()).toEqual(['Fury', 'Immobilise']);
    expect(tab.values().spells[1]).toMatchObject({
      mySpellsId: libraryId(2),
      baseCastingValue: 3,
      modifyCastingValue: 0,
      new: true,
    });
  });

  it('creates a spell inline, which needs a name, a type and a casting value', async () => {
    mockApi({ 'GET /spell': { body: [] } });
    const tab = renderTab(SpellsTab, { values: editorValues() });
    await userEvent.click(await screen.findByRole('button', { name: 'New spell' }));
    const form = screen.getByRole('group', { name: 'New spell' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByText('Please enter a name')).toBeVisible();
    expect(within(form).getByText('Please select a type')).toBeVisible();
    expect(within(form).getByText('Please select a casting value')).toBeVisible();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Sap Will');
    await userEvent.click(within(form).getByRole('textbox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Base' }));
    await userEvent.click(within(form).getByRole('textbox', { name: 'Casting Value' }));
    await userEvent.click(await screen.findByRole('option', { name: '5+' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(tab.values().spells[0]).toMatchObject({
      name: 'Sap Will',
      type: 'base',
      baseCastingValue: 5,
    });
    expect(screen.getByRole('button', { name: /^Sap Will/ })).toHaveTextContent('5+ · Base');
    expect(tab.draftChanges).toEqual([true, false]);
  });
});
