import type { LibraryKind } from '@warband/schemas';

/**
 * The player-facing texts of each library, in one place
 * (docs/adr/0145-player-facing-texts-are-kept-as-players-know-them.md).
 */

/** The libraries of name and text (and a spell's casting value): all but the armoury. */
export type TextLibraryKind = Exclude<LibraryKind, 'wargear'>;

export interface EntryTexts {
  /** Name used in dialog titles: 'Create Rule', 'Edit Rule'. */
  entity: string;
  newCard: string;
  empty: string;
  deleteTitle: string;
  deleteConfirm: string;
  deleted: string;
}

export interface ScreenTexts {
  title: string;
  /** Local storage key suffix of the sort choice. */
  screen: string;
  /** Lower-case plural for loading and error lines. */
  plural: string;
}

const confirmDelete = (what: string) =>
  `Are you sure you want to delete this ${what}? This action cannot be undone.`;

export const TEXT_LIBRARIES: Record<TextLibraryKind, ScreenTexts & EntryTexts> = {
  rule: {
    title: 'My Rules',
    screen: 'rules',
    plural: 'rules',
    entity: 'Rule',
    newCard: 'New Rule',
    empty: 'No rules yet. Create your first with New Rule.',
    deleteTitle: 'Delete rule',
    deleteConfirm: confirmDelete('rule'),
    deleted: 'Rule deleted successfully',
  },
  spell: {
    title: 'My Spells',
    screen: 'spells',
    plural: 'spells',
    entity: 'Spell',
    newCard: 'New Spell',
    empty: 'No spells yet. Create your first with New Spell.',
    deleteTitle: 'Delete spell',
    deleteConfirm: confirmDelete('spell'),
    deleted: 'Spell deleted successfully',
  },
  heroicAction: {
    title: 'My Heroic Actions',
    screen: 'heroics',
    plural: 'heroic actions',
    entity: 'HeroicAction',
    newCard: 'New Heroic Action',
    empty: 'No heroic actions yet. Create your first with New Heroic Action.',
    deleteTitle: 'Delete heroic action',
    deleteConfirm: confirmDelete('Heroic Action'),
    deleted: 'HeroicAction deleted successfully',
  },
};

export const ARMOURY: ScreenTexts = { title: 'My Armoury', screen: 'armoury', plural: 'wargear' };

export type WargearSection = 'item' | 'mount';

export const WARGEAR_TEXTS: Record<WargearSection, EntryTexts & { heading: string }> = {
  item: {
    heading: 'Items',
    entity: 'Item',
    newCard: 'New Item',
    empty: 'No items yet. Create your first with New Item.',
    deleteTitle: 'Delete item',
    deleteConfirm: confirmDelete('item'),
    deleted: 'Item deleted successfully',
  },
  mount: {
    heading: 'Mounts',
    entity: 'Mount',
    newCard: 'New Mount',
    empty: 'No mounts yet. Create your first with New Mount.',
    deleteTitle: 'Delete mount',
    deleteConfirm: confirmDelete('item'),
    deleted: 'Item deleted successfully',
  },
};

export const createdMessage = (name: string) => `${name} created successfully`;
export const updatedMessage = (name: string) => `${name} updated successfully`;
