import { describe, expect, it } from 'vitest';
import {
  checkLeave,
  editorTitle,
  firstTabWithError,
  IMAGE_PENDING,
  stepTab,
  tabOfField,
  UNSAVED_DRAFT,
  visibleTabs,
} from './editor-tabs';

describe('visibleTabs', () => {
  it('shows all eight tabs in order for a hero of a company', () => {
    for (const rank of ['Leader', 'Sergeant', 'Hero', 'Wanderer'] as const) {
      expect(visibleTabs({ mode: 'warrior', rank, editable: true })).toEqual([
        'details',
        'characteristics',
        'wargear',
        'rules',
        'heroicActions',
        'spells',
        'injuries',
        'overview',
      ]);
    }
  });

  it('hides Heroic Actions and Spells for Warriors and Creatures', () => {
    for (const rank of ['Warrior', 'Creature'] as const) {
      expect(visibleTabs({ mode: 'warrior', rank, editable: true })).toEqual([
        'details',
        'characteristics',
        'wargear',
        'rules',
        'injuries',
        'overview',
      ]);
    }
  });

  it('hides Heroic Actions, Spells and Injuries for a profile, whatever its rank', () => {
    expect(visibleTabs({ mode: 'profile', rank: 'Leader', editable: true })).toEqual([
      'details',
      'characteristics',
      'wargear',
      'rules',
      'overview',
    ]);
  });

  it('shows only the Overview when the warrior may not be edited', () => {
    expect(visibleTabs({ mode: 'warrior', rank: 'Leader', editable: false })).toEqual(['overview']);
  });

  it('shows only the Injuries of a graveyard warrior', () => {
    expect(visibleTabs({ mode: 'graveyard', rank: 'Hero', editable: true })).toEqual(['injuries']);
  });
});

describe('editorTitle', () => {
  it('names what is edited and how', () => {
    expect(editorTitle('warrior', true, true)).toBe('Create a Warrior');
    expect(editorTitle('warrior', false, true)).toBe('Edit Warrior');
    expect(editorTitle('warrior', false, false)).toBe('View Warrior');
    expect(editorTitle('profile', true, true)).toBe('Create a Profile');
    expect(editorTitle('profile', false, true)).toBe('Edit Profile');
  });
});

describe('stepTab', () => {
  const tabs = visibleTabs({ mode: 'warrior', rank: 'Warrior', editable: true });

  it('steps through the visible tabs only, and stops at either end', () => {
    expect(stepTab(tabs, 'rules', 1)).toBe('injuries');
    expect(stepTab(tabs, 'injuries', -1)).toBe('rules');
    expect(stepTab(tabs, 'overview', 1)).toBeNull();
    expect(stepTab(tabs, 'details', -1)).toBeNull();
  });

  it('starts from the first tab when the current one has just been hidden', () => {
    expect(stepTab(tabs, 'spells', 1)).toBe('details');
  });
});

describe('tabOfField', () => {
  it('finds the tab of top-level and nested fields', () => {
    expect(tabOfField('name')).toBe('details');
    expect(tabOfField('customPath')).toBe('details');
    expect(tabOfField('profileRaces.0')).toBe('details');
    expect(tabOfField('modifyStats.fate')).toBe('characteristics');
    expect(tabOfField('wargear.1.name')).toBe('wargear');
    expect(tabOfField('specialRules.0.wargearId')).toBe('rules');
    expect(tabOfField('heroicActions.2.type')).toBe('heroicActions');
    expect(tabOfField('spells.0.baseCastingValue')).toBe('spells');
    expect(tabOfField('legWound')).toBe('injuries');
    expect(tabOfField('biography')).toBe('overview');
    expect(tabOfField('somethingElse')).toBe('details');
  });

  it('picks the first tab, in the order shown, that holds an error', () => {
    const tabs = visibleTabs({ mode: 'warrior', rank: 'Hero', editable: true });
    expect(firstTabWithError(['status', 'spells.0.name', 'modifyStats.fate'], tabs)).toBe(
      'characteristics',
    );
    expect(firstTabWithError([], tabs)).toBeNull();
    // A field on a hidden tab: nothing to show it on.
    expect(firstTabWithError(['status'], ['overview'])).toBeNull();
  });
});

describe('checkLeave', () => {
  const calm = { mode: 'warrior' as const, errors: {}, imagePending: false, draft: false };

  it('lets the player leave Details once its fields are right', () => {
    expect(checkLeave('details', calm)).toEqual({ kind: 'leave' });
  });

  it("keeps the player on Details with the errors of Details' fields only", () => {
    const errors = {
      name: 'Please enter a name',
      customPath: 'Please enter a custom path',
      'modifyStats.fate': 'Fate can be at most 3',
      status: 'Only heroes can be Lost in Battle',
    };
    expect(checkLeave('details', { ...calm, errors })).toEqual({
      kind: 'stay',
      errors: { name: 'Please enter a name', customPath: 'Please enter a custom path' },
    });
  });

  it('keeps the player on Details while an image is chosen but not uploaded', () => {
    expect(checkLeave('details', { ...calm, imagePending: true })).toEqual({
      kind: 'stay',
      errors: { image: IMAGE_PENDING },
    });
    expect(IMAGE_PENDING).toBe('Please click the Upload button, or Clear the image to continue.');
  });

  it("checks a profile's base class and races, not a warrior's owner", () => {
    const errors = { baseClass: 'Please enter a base class', owner: 'Invalid UUID' };
    expect(checkLeave('details', { ...calm, mode: 'profile', errors })).toEqual({
      kind: 'stay',
      errors: { baseClass: 'Please enter a base class' },
    });
  });

  it('asks before leaving a list tab with a half-filled new entry', () => {
    for (const tab of ['wargear', 'rules', 'heroicActions', 'spells'] as const) {
      expect(checkLeave(tab, { ...calm, draft: true })).toEqual({
        kind: 'ask',
        message: UNSAVED_DRAFT,
      });
      expect(checkLeave(tab, calm)).toEqual({ kind: 'leave' });
    }
    expect(UNSAVED_DRAFT).toBe(
      'You have unsaved changes on this page, are you sure you want to continue? Unsaved changes will be lost.',
    );
  });

  it('lets the player leave the other tabs, whatever their errors', () => {
    const errors = { 'modifyStats.fate': 'Fate can be at most 3' };
    for (const tab of ['characteristics', 'injuries', 'overview'] as const) {
      expect(checkLeave(tab, { ...calm, errors, draft: true })).toEqual({ kind: 'leave' });
    }
  });
});
