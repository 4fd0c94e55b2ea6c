import { isOneOf, type Rank, showsHeroicActionsAndSpells } from '@warband/rules';
import type { EditorMode } from './editor-form';

/*
 * Which tabs the warrior editor shows, in which order, under which title, which tab holds a
 * field, and what keeps a player on a tab. Pure, so the rules are tested without a screen.
 */

export const EDITOR_TABS = [
  'details',
  'characteristics',
  'wargear',
  'rules',
  'heroicActions',
  'spells',
  'injuries',
  'overview',
] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

export const TAB_LABELS: Record<EditorTab, string> = {
  details: 'Details',
  characteristics: 'Characteristics',
  wargear: 'Wargear',
  rules: 'Rules',
  heroicActions: 'Heroic Actions',
  spells: 'Spells',
  injuries: 'Injuries',
  overview: 'Overview',
};

export function isEditorTab(value: unknown): value is EditorTab {
  return isOneOf(EDITOR_TABS, value);
}

/** The four tabs of list entries, built apart and placed by list-tabs.tsx. */
export const LIST_TABS = ['wargear', 'rules', 'heroicActions', 'spells'] as const;
export type ListTab = (typeof LIST_TABS)[number];

export function isListTab(tab: EditorTab): tab is ListTab {
  return isOneOf(LIST_TABS, tab);
}

export interface EditorScope {
  mode: EditorMode;
  rank: Rank;
  /** False: the warrior can be looked at but not changed (titled View). */
  editable: boolean;
}

/**
 * The tabs shown, in order: a warrior that may not be edited only its overview; a graveyard
 * warrior only has its injuries; Heroic Actions and Spells are for heroes of a company (not
 * Warriors, Creatures or profiles); a profile has no injuries.
 */
export function visibleTabs({ mode, rank, editable }: EditorScope): EditorTab[] {
  if (!editable) return ['overview'];
  if (mode === 'graveyard') return ['injuries'];
  const profile = mode === 'profile';
  return EDITOR_TABS.filter((tab) => {
    if (tab === 'heroicActions' || tab === 'spells') {
      return showsHeroicActionsAndSpells(rank, profile);
    }
    return !(tab === 'injuries' && profile);
  });
}

/** The dialog's title: Create a / Edit / View, Warrior or Profile. */
export function editorTitle(mode: EditorMode, creating: boolean, editable: boolean): string {
  const what = mode === 'profile' ? 'Profile' : 'Warrior';
  if (!editable) return `View ${what}`;
  return creating ? `Create a ${what}` : `Edit ${what}`;
}

/** The tab that neighbours `tab` in `tabs` (Next: +1, Previous: -1), or null at either end. */
export function stepTab(tabs: readonly EditorTab[], tab: EditorTab, step: 1 | -1) {
  const index = tabs.indexOf(tab);
  if (index === -1) return tabs[0] ?? null;
  return tabs[index + step] ?? null;
}

const FIELD_TABS: Record<string, EditorTab> = {
  name: 'details',
  race: 'details',
  profileRaces: 'details',
  image: 'details',
  rank: 'details',
  baseClass: 'details',
  owner: 'details',
  chosenPath: 'details',
  customPath: 'details',
  basePoints: 'details',
  experience: 'details',
  influence: 'details',
  companyId: 'details',
  baseStats: 'characteristics',
  modifyStats: 'characteristics',
  wargear: 'wargear',
  specialRules: 'rules',
  heroicActions: 'heroicActions',
  spells: 'spells',
  status: 'injuries',
  legWound: 'injuries',
  armWound: 'injuries',
  oldWound: 'injuries',
  biography: 'overview',
};

/** The tab holding a field ('specialRules.2.name' is on Rules), so an error can be shown. */
export function tabOfField(path: string): EditorTab {
  return FIELD_TABS[path.split('.')[0] ?? ''] ?? 'details';
}

/** The first tab, in the order shown, that holds one of `paths`; null when none is shown. */
export function firstTabWithError(paths: readonly string[], tabs: readonly EditorTab[]) {
  const holding = new Set(paths.map(tabOfField));
  return tabs.find((tab) => holding.has(tab)) ?? null;
}

/** Asked when leaving a tab that holds a half-filled new entry. */
export const UNSAVED_DRAFT =
  'You have unsaved changes on this page, are you sure you want to continue? Unsaved changes will be lost.';

/** An image chosen but not uploaded keeps the player on Details. */
export const IMAGE_PENDING = 'Please click the Upload button, or Clear the image to continue.';

/**
 * The fields Details must have right before the player may leave it
 * (docs/product/warrior-editor.md#what-it-takes-to-leave-a-tab-and-to-save-0078).
 */
export function detailsFields(mode: EditorMode): string[] {
  return mode === 'profile'
    ? ['name', 'race', 'profileRaces', 'rank', 'baseClass', 'basePoints']
    : [
        'name',
        'rank',
        'baseClass',
        'owner',
        'chosenPath',
        'customPath',
        'basePoints',
        'experience',
        'influence',
      ];
}

export type LeaveCheck =
  | { kind: 'leave' }
  /** Errors to show on the tab's fields; the player stays. */
  | { kind: 'stay'; errors: Record<string, string> }
  /** Ask first; leaving throws the tab's draft away. */
  | { kind: 'ask'; message: string };

interface LeaveState {
  mode: EditorMode;
  /** The whole form's errors, keyed by field path, as the shared schema gives them. */
  errors: Record<string, string>;
  imagePending: boolean;
  /** Whether the tab holds a half-filled new entry. */
  draft: boolean;
}

/** What leaving `tab` takes: nothing, fixing the fields first, or the player's yes. */
export function checkLeave(tab: EditorTab, state: LeaveState): LeaveCheck {
  if (tab === 'details') {
    const fields = new Set(detailsFields(state.mode));
    const errors = Object.fromEntries(
      Object.entries(state.errors).filter(([path]) => fields.has(path.split('.')[0] ?? '')),
    );
    if (state.imagePending) errors.image = IMAGE_PENDING;
    return Object.keys(errors).length > 0 ? { kind: 'stay', errors } : { kind: 'leave' };
  }
  if (isListTab(tab) && state.draft) return { kind: 'ask', message: UNSAVED_DRAFT };
  return { kind: 'leave' };
}
