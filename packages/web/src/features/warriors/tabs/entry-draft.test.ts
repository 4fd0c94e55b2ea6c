import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, hasDraft, parseDraft, typeRequired } from './entry-draft';

describe('the new-entry form', () => {
  it('is a draft once anything is typed or chosen', () => {
    expect(hasDraft(EMPTY_DRAFT)).toBe(false);
    expect(hasDraft({ ...EMPTY_DRAFT, name: '   ' })).toBe(false);
    expect(hasDraft({ ...EMPTY_DRAFT, name: 'R' })).toBe(true);
    expect(hasDraft({ ...EMPTY_DRAFT, description: 'Some text' })).toBe(true);
    expect(hasDraft({ ...EMPTY_DRAFT, type: 'base' })).toBe(true);
    expect(hasDraft({ ...EMPTY_DRAFT, baseCastingValue: '4' })).toBe(true);
  });

  it('needs a name, and a type on a warrior', () => {
    expect(parseDraft('specialRules', EMPTY_DRAFT, 'warrior')).toEqual({
      ok: false,
      errors: { name: 'Please enter a name', type: 'Please select a type' },
    });
    expect(parseDraft('wargear', { ...EMPTY_DRAFT, name: '  ' }, 'warrior')).toMatchObject({
      ok: false,
      errors: { name: 'Please enter a name' },
    });
  });

  it('makes a profile entry base when no type is chosen', () => {
    expect(typeRequired('profile')).toBe(false);
    expect(parseDraft('specialRules', { ...EMPTY_DRAFT, name: ' Terror ' }, 'profile')).toEqual({
      ok: true,
      fields: { name: 'Terror', description: '', type: 'base' },
    });
  });

  it('refuses a type another list has', () => {
    const draft = { ...EMPTY_DRAFT, name: 'Bow', type: 'armoury' };
    expect(parseDraft('wargear', draft, 'warrior')).toMatchObject({ ok: true });
    expect(parseDraft('heroicActions', draft, 'warrior')).toMatchObject({
      ok: false,
      errors: { type: 'Please select a type' },
    });
  });

  it('needs a casting value for a spell, and keeps it as a number', () => {
    const draft = { ...EMPTY_DRAFT, name: 'Fireball', type: 'progression' };
    expect(parseDraft('spells', draft, 'warrior')).toEqual({
      ok: false,
      errors: { baseCastingValue: 'Please select a casting value' },
    });
    expect(parseDraft('spells', { ...draft, baseCastingValue: '3' }, 'warrior')).toEqual({
      ok: true,
      fields: { name: 'Fireball', description: '', type: 'progression', baseCastingValue: 3 },
    });
  });
});
