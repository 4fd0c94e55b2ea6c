import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../app/test-utils';
import { editorValues, libraryId, libraryWargear, storedRule, storedWargear } from './fixtures';
import { libraryChoices, listedEntries, pickFromLibrary, renderTab } from './render-tab';
import { WargearTab } from './WargearTab';

// Many Mantine inputs are slow to drive in jsdom, more so on a busy two-core machine.
vi.setConfig({ testTimeout: 40_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const ARMOURY = [
  libraryWargear(1, 'Elven Blade', { adjustmentStat: 'fight', adjustmentValue: 1 }),
  libraryWargear(2, 'Horse', { mount: 1, pointsLow: 10, pointsHigh: 10, move: 10 }),
];
const PICKER = 'Add from My Armoury';

describe('Wargear tab', () => {
  it('lists the kept items with prices and type, and hides those marked remove', async () => {
    mockApi({ 'GET /wargear': { body: [] } });
    renderTab(WargearTab, {
      values: editorValues({
        wargear: [
          storedWargear('Bow', { pointsLow: 5, pointsHigh: 10 }),
          storedWargear('Sold Shield', { remove: true }),
          storedWargear('Pony', { type: 'base', mount: 1 }),
        ],
      }),
    });
    expect(await screen.findByRole('button', { name: /^Bow/ })).toHaveTextContent(
      'Bow5/10 pts · Armoury',
    );
    expect(screen.getByRole('button', { name: /^Pony/ })).toHaveTextContent(
      '1/2 pts · Base · Mount',
    );
    expect(listedEntries()).toEqual(['Bow', 'Pony']);
  });

  it("edits an item's fields and its special rules in its panel", async () => {
    mockApi({ 'GET /wargear': { body: [] } });
    const tab = renderTab(WargearTab, {
      values: editorValues({ wargear: [storedWargear('Bow')] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Bow/ }));
    const high = screen.getByRole('textbox', { name: 'Points High' });
    await userEvent.clear(high);
    await userEvent.type(high, '7');
    expect(screen.getByRole('button', { name: /^Bow/ })).toHaveTextContent('1/7 pts');
    await userEvent.click(screen.getByRole('button', { name: 'Add special rule' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Special rule 1 name' }), 'Volley');
    expect(tab.values().wargear[0]!.specialRules).toMatchObject([{ name: 'Volley' }]);
    expect(screen.getByText('1 of 3')).toBeVisible();
  });

  it('adds a copy of an armoury item, opened, and disables what the warrior holds', async () => {
    mockApi({ 'GET /wargear': { body: ARMOURY } });
    const tab = renderTab(WargearTab, {
      values: editorValues({ wargear: [storedWargear('Horse', { armouryId: libraryId(2) })] }),
    });
    expect(await libraryChoices(PICKER)).toEqual([
      { name: 'Elven Blade (5/10 pts)', disabled: false },
      { name: 'Horse (10/10 pts)', disabled: true },
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Elven Blade (5/10 pts)' }));

    expect(listedEntries()).toEqual(['Horse', 'Elven Blade']);
    const added = tab.values().wargear[1]!;
    expect(added).toMatchObject({
      new: true,
      armouryId: libraryId(1),
      type: 'armoury',
      pointsLow: 5,
      pointsHigh: 10,
      adjustmentStat: 'fight',
      adjustmentValue: 1,
    });
    // Opened, so the player sees what came with it.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Elven Blade');
    expect(screen.getByRole('textbox', { name: PICKER })).toHaveValue('');

    expect(await libraryChoices(PICKER)).toEqual([
      { name: 'Elven Blade (5/10 pts)', disabled: true },
      { name: 'Horse (10/10 pts)', disabled: true },
    ]);
  });

  it('creates an item inline: a name and a type are required, and the draft is reported', async () => {
    mockApi({ 'GET /wargear': { body: [] } });
    const tab = renderTab(WargearTab, { values: editorValues() });
    await userEvent.click(await screen.findByRole('button', { name: 'New item' }));
    const form = screen.getByRole('group', { name: 'New item' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(tab.draftChanges).toEqual([]);

    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByText('Please enter a name')).toBeVisible();
    expect(within(form).getByText('Please select a type')).toBeVisible();
    expect(tab.values().wargear).toEqual([]);

    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Rope');
    expect(tab.draftChanges).toEqual([true]);
    await userEvent.click(within(form).getByRole('textbox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Base' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));

    expect(screen.queryByRole('group', { name: 'New item' })).toBeNull();
    expect(tab.draftChanges).toEqual([true, false]);
    expect(listedEntries()).toEqual(['Rope']);
    expect(tab.values().wargear[0]).toMatchObject({ name: 'Rope', type: 'base', new: true });
    expect(screen.getByRole('button', { name: 'New item' })).toHaveFocus();
  });

  it('needs no type on a profile, where a new item is base', async () => {
    mockApi({ 'GET /wargear': { body: [] } });
    const tab = renderTab(WargearTab, { values: editorValues(), mode: 'profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'New item' }));
    const form = screen.getByRole('group', { name: 'New item' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Spear{Enter}');
    expect(tab.values().wargear[0]).toMatchObject({ name: 'Spear', type: 'base' });
  });

  it('discards a draft on Cancel and tells the dialog', async () => {
    mockApi({ 'GET /wargear': { body: [] } });
    const tab = renderTab(WargearTab, { values: editorValues() });
    await userEvent.click(await screen.findByRole('button', { name: 'New item' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Half');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(tab.draftChanges).toEqual([true, false]);
    expect(tab.values().wargear).toEqual([]);
  });

  it('removes an item with the rules it grants; a new one leaves the list', async () => {
    mockApi({ 'GET /wargear': { body: ARMOURY } });
    const tab = renderTab(WargearTab, {
      values: editorValues({
        wargear: [storedWargear('Cloak')],
        specialRules: [
          storedRule('Hidden', { type: 'wargear', wargearId: 'Cloak' }),
          storedRule('Terror'),
        ],
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Cloak/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Cloak' }));
    expect(listedEntries()).toEqual([]);
    expect(screen.getByText('No wargear yet.')).toBeVisible();
    expect(tab.values().wargear[0]).toMatchObject({ id: 'Cloak', remove: true });
    expect(tab.values().specialRules.map((rule) => rule.remove)).toEqual([true, false]);

    await pickFromLibrary(PICKER, 'Horse (10/10 pts)');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Horse' }));
    expect(tab.values().wargear.map((item) => item.id)).toEqual(['Cloak']);
  });

  it('edits the mount and the adjustment; Intelligence only under the new ruleset', async () => {
    mockApi({ 'GET /wargear': { body: [] } });
    const values = editorValues({ wargear: [storedWargear('Pony')] });
    const tab = renderTab(WargearTab, { values });
    await userEvent.click(await screen.findByRole('button', { name: /^Pony/ }));
    expect(screen.queryByLabelText('Courage')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Mount' }));
    expect(tab.values().wargear[0]!.mount).toBe(1);
    expect(screen.getByLabelText('Courage')).toBeInTheDocument();
    expect(screen.queryByLabelText('Intelligence')).toBeNull();

    expect(screen.getByRole('textbox', { name: 'Adjustment Value' })).toBeDisabled();
    await userEvent.click(screen.getByRole('textbox', { name: 'Adjustment Stat' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain('Movement');
    expect(options).toContain('Fate');
    expect(options).not.toContain('Intelligence');
    await userEvent.click(screen.getByRole('option', { name: 'Fight' }));
    expect(tab.values().wargear[0]).toMatchObject({ adjustmentStat: 'fight' });
    await userEvent.click(screen.getByRole('switch', { name: 'Adjustment on' }));
    expect(tab.values().wargear[0]!.statEnabled).toBe(false);
    tab.unmount();

    renderTab(WargearTab, { values, newRuleset: true });
    await userEvent.click(await screen.findByRole('button', { name: /^Pony/ }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Adjustment Stat' }));
    expect(await screen.findByRole('option', { name: 'Intelligence' })).toBeInTheDocument();
  });

  it('opens an item whose field has an error, so the message is seen', async () => {
    mockApi({ 'GET /wargear': { body: [] } });
    const tab = renderTab(WargearTab, {
      values: editorValues({ wargear: [storedWargear('Bow'), storedWargear('Axe')] }),
    });
    await screen.findByRole('button', { name: /^Axe/ });
    expect(screen.queryByRole('textbox', { name: 'Points Low' })).toBeNull();
    act(() => tab.form().setErrors({ 'wargear.1.pointsLow': 'Must be at least 0' }));
    expect(screen.getByRole('button', { name: /^Axe/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Must be at least 0')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Bow/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('never saves the warrior on Enter in the pick list or the new-item form', async () => {
    mockApi({ 'GET /wargear': { body: ARMOURY } });
    const tab = renderTab(WargearTab, { values: editorValues() });
    const picker = await screen.findByRole('textbox', { name: PICKER });
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.type(picker, 'zzz{Enter}{Escape}{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'New item' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Rope{Enter}');
    expect(screen.getByText('Please select a type')).toBeVisible();
    expect(tab.saves).toEqual([]);
    // The form does submit the editor from its own fields, so the harness can tell.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(tab.saves).toHaveLength(1);
  });
});
