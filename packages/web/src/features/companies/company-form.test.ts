import { CompanyInput } from '@warband/schemas';
import { describe, expect, it } from 'vitest';
import { initialCompanyValues, RACE_OPTIONS, toCompanyInput } from './company-form';

describe('company form', () => {
  it('starts empty for a new company, with no race chosen', () => {
    expect(initialCompanyValues(null)).toEqual({
      name: '',
      race: null,
      influence: 0,
      backstory: '',
    });
  });

  it('turns the fields into the API input the schema accepts', () => {
    const input = toCompanyInput({ name: 'Riders', race: 'Rohan', influence: '', backstory: '' });
    expect(CompanyInput.parse(input)).toEqual({
      name: 'Riders',
      race: 'Rohan',
      influence: 0,
      backstory: '',
    });
    expect(CompanyInput.safeParse(toCompanyInput(initialCompanyValues(null))).success).toBe(false);
  });

  it('groups the races Good, Evil and Custom', () => {
    expect(RACE_OPTIONS.map((group) => group.group)).toEqual(['Good', 'Evil', 'Custom']);
    expect(RACE_OPTIONS.map((group) => group.items.length)).toEqual([19, 20, 1]);
  });
});
