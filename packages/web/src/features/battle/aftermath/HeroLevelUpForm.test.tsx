import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AftermathInput } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wargearItem } from '../../../components/warrior-card/fixtures';
import { VETERAN } from './aftermath-fixtures';
import { renderExperience } from './render-step';
import {
  BLINDING_LIGHT,
  HEROIC_STRIKE_ID,
  LIBRARY,
  TERROR,
  veteransWithEntries,
  wonDraft,
} from './level-up-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const spearNoChange = {
  [VETERAN.Spear]: [
    { kind: 'warrior' as const, roll: null, result: 'noChange' as const, baseClass: '' },
  ],
};

async function eomerForm(showErrors = false) {
  const view = renderExperience({
    company: veteransWithEntries(),
    draft: wonDraft(spearNoChange),
    library: LIBRARY,
    showErrors,
  });
  const form = await screen.findByRole('region', { name: 'Eomer' });
  await userEvent.selectOptions(
    within(form).getByRole('combobox', { name: 'Chosen path' }),
    'Warrior',
  );
  return { view, form, user: userEvent };
}

/** The step's checks pass and Submit would send a valid AftermathInput with this perk. */
function expectSent(view: Awaited<ReturnType<typeof eomerForm>>['view'], perk: unknown) {
  const { errors, input } = view.checked();
  expect(errors).toEqual({});
  const sent = input();
  expect(AftermathInput.safeParse(sent).success).toBe(true);
  expect(sent.levelUps[0]).toMatchObject({
    kind: 'hero',
    warriorId: VETERAN.Eomer,
    chosenPath: 'Warrior',
    perks: [perk],
  });
}

describe('a hero level-up', () => {
  it('raises a characteristic, saying which improve by a lower target', async () => {
    const { view, form } = await eomerForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'Characteristic +1' }));
    const stat = within(form).getByRole('combobox', { name: 'Characteristic' });
    expect(within(stat).getByRole('option', { name: 'Shoot (4+ to 3+)' })).toBeEnabled();
    expect(form).toHaveTextContent('Shoot improves by lowering the target number.');
    await userEvent.selectOptions(stat, 'shoot');
    expectSent(view, { kind: 'characteristic', stat: 'shoot' });
  });

  it('leaves +1 Fate out, saying why, when wargear already brings Fate to 3', async () => {
    const company = veteransWithEntries();
    const eomer = company.warriors[VETERAN.Eomer]!;
    company.warriors[VETERAN.Eomer] = {
      ...eomer,
      baseStats: { ...eomer.baseStats, fate: 2 },
      modifyStats: { ...eomer.modifyStats, fate: 0 },
      wargear: [
        ...eomer.wargear,
        wargearItem('Charm of Fate', 5, {
          type: 'armoury',
          adjustmentStat: 'fate',
          adjustmentValue: 1,
        }),
      ],
    };
    renderExperience({ company, draft: wonDraft(spearNoChange), library: LIBRARY });
    const form = await screen.findByRole('region', { name: 'Eomer' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Characteristic +1' }));
    const stat = within(form).getByRole('combobox', { name: 'Characteristic' });
    expect(within(stat).queryByRole('option', { name: /^Fate/ })).not.toBeInTheDocument();
    expect(form).toHaveTextContent('Fate is already 3 with this warrior’s wargear.');
  });

  it('takes a special rule from the library, the ones he holds disabled', async () => {
    const { view, form } = await eomerForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'New Special Rule' }));
    const rule = within(form).getByRole('combobox', { name: 'Special rule' });
    expect(await within(rule).findByRole('option', { name: 'Fearless' })).toBeDisabled();
    await userEvent.selectOptions(rule, 'Terror');
    expect(within(form).getByLabelText('Name')).toHaveValue('Terror');
    expectSent(view, { kind: 'rule', rule: { mode: 'new', libraryId: TERROR.id, name: 'Terror' } });
  });

  it('takes a special rule written new, which needs a name', async () => {
    const { view, form } = await eomerForm(true);
    await userEvent.click(within(form).getByRole('radio', { name: 'New Special Rule' }));
    expect(within(form).getByText('Please select a rule')).toBeVisible();
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Special rule' }),
      'Write a new one',
    );
    expect(within(form).getByText('Please enter a name')).toBeVisible();
    await userEvent.type(within(form).getByLabelText('Name'), 'Bodyguard');
    await userEvent.type(within(form).getByLabelText('Description'), 'Guards his Leader.');
    expect(within(form).queryByText('Please enter a name')).toBeNull();
    expectSent(view, {
      kind: 'rule',
      rule: { mode: 'new', libraryId: null, name: 'Bodyguard', description: 'Guards his Leader.' },
    });
  });

  it('improves a heroic action he has', async () => {
    const { view, form } = await eomerForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'Heroic Action' }));
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Heroic action' }),
      'Heroic Strike (modifier 0 to -1)',
    );
    expectSent(view, {
      kind: 'heroicAction',
      heroicAction: { mode: 'improve', id: HEROIC_STRIKE_ID },
    });
  });

  it('learns a new spell with a casting value from 2+ to 6+', async () => {
    const { view, form } = await eomerForm(true);
    await userEvent.click(within(form).getByRole('radio', { name: 'Spell' }));
    const spell = within(form).getByRole('combobox', { name: 'Spell' });
    await within(spell).findByRole('option', { name: 'Blinding Light' });
    await userEvent.selectOptions(spell, 'Write a new one');
    await userEvent.type(within(form).getByLabelText('Name'), 'Sorcerous Blast');
    const casting = within(form).getByRole('combobox', { name: 'Casting value' });
    expect(within(form).getByText('Please select a casting value')).toBeVisible();
    expect(
      within(casting)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a casting value', '6+', '5+', '4+', '3+', '2+']);
    await userEvent.selectOptions(casting, '5+');
    expectSent(view, {
      kind: 'spell',
      spell: { mode: 'new', libraryId: null, name: 'Sorcerous Blast', baseCastingValue: 5 },
    });
    // One from the library brings its own casting value.
    await userEvent.selectOptions(spell, 'Blinding Light');
    expect(casting).toHaveValue('4');
    expectSent(view, {
      kind: 'spell',
      spell: {
        mode: 'new',
        libraryId: BLINDING_LIGHT.id,
        name: 'Blinding Light',
        baseCastingValue: 4,
      },
    });
  });

  it('asks for a path and exactly one perk', async () => {
    renderExperience({
      company: veteransWithEntries(),
      draft: wonDraft(spearNoChange),
      library: LIBRARY,
      showErrors: true,
    });
    const form = await screen.findByRole('region', { name: 'Eomer' });
    expect(within(form).getByText('Please select a chosen path')).toBeVisible();
    expect(within(form).getByText('Please select a progression perk.')).toBeVisible();
    await userEvent.click(within(form).getByRole('radio', { name: 'Characteristic +1' }));
    await userEvent.click(within(form).getByRole('radio', { name: 'Spell' }));
    // Choosing one perk replaces the other.
    expect(within(form).getByRole('radio', { name: 'Characteristic +1' })).not.toBeChecked();
    expect(within(form).queryByRole('combobox', { name: 'Characteristic' })).toBeNull();
    expect(within(form).queryByText('Please select a progression perk.')).toBeNull();
  });

  it('drops a later level-up’s pick that an earlier one has taken', async () => {
    const terror = {
      kind: 'hero' as const,
      chosenPath: null,
      customPath: '',
      perk: {
        kind: 'rule' as const,
        rule: { mode: 'new' as const, libraryId: TERROR.id, name: 'Terror' },
      },
    };
    const draft = wonDraft({
      ...spearNoChange,
      [VETERAN.Eomer]: [{ ...terror, chosenPath: 'Warrior', perk: null }, terror],
    });
    draft.rewards.experience = { on: true, perWarrior: { [VETERAN.Eomer]: 5 } };
    const view = renderExperience({ company: veteransWithEntries(), draft, library: LIBRARY });
    // Once the first level-up is whole, the second sees Eomer holding what it took.
    const first = await screen.findByRole('region', { name: 'Eomer, level-up 1 of 2' });
    const second = screen.getByRole('region', { name: 'Eomer, level-up 2 of 2' });
    const secondRule = within(second).getByRole('combobox', { name: 'Special rule' });
    await within(secondRule).findByRole('option', { name: 'Terror' });
    expect(secondRule).toHaveValue(`library:${TERROR.id}`);
    await userEvent.click(within(first).getByRole('radio', { name: 'New Special Rule' }));
    await userEvent.selectOptions(
      within(first).getByRole('combobox', { name: 'Special rule' }),
      'Terror',
    );
    expect(secondRule).toHaveValue('');
    expect(within(secondRule).getByRole('option', { name: 'Terror' })).toBeDisabled();
    expect(view.draft().levelUps[VETERAN.Eomer]![1]).toMatchObject({
      perk: { kind: 'rule', rule: null },
    });
  });
});
