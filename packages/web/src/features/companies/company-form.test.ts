import { CompanyInput } from '@warband/schemas';
import { describe, expect, it } from 'vitest';
import { company } from '../../components/warrior-card/fixtures';
import { initialCompanyValues, RACE_OPTIONS, toCompanyInput } from './company-form';

describe('company form', () => {
  it('starts empty for a new company, with no race chosen, in the account ruleset', () => {
    expect(initialCompanyValues(null)).toEqual({
      name: '',
      race: null,
      influence: 0,
      backstory: '',
      ruleset: 'older',
    });
    expect(initialCompanyValues(null, true).ruleset).toBe('2024');
  });

  it("keeps an existing company's own ruleset, whatever the account's", () => {
    const stored = { ...company('riders'), newRuleset: true };
    expect(initialCompanyValues(stored, false).ruleset).toBe('2024');
  });

  it('turns the fields into the API input the schema accepts', () => {
    const input = toCompanyInput({
      name: 'Riders',
      race: 'Rohan',
      influence: '',
      backstory: '',
      ruleset: '2024',
    });
    expect(CompanyInput.parse(input)).toEqual({
      name: 'Riders',
      race: 'Rohan',
      influence: 0,
      backstory: '',
      newRuleset: true,
    });
    expect(CompanyInput.safeParse(toCompanyInput(initialCompanyValues(null))).success).toBe(false);
  });

  it('groups the races Good, Evil and Custom', () => {
    expect(RACE_OPTIONS.map((group) => group.group)).toEqual(['Good', 'Evil', 'Custom']);
    expect(RACE_OPTIONS.map((group) => group.items.length)).toEqual([19, 20, 1]);
  });
});
