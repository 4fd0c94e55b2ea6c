import { lazy } from 'react';

/*
 * The warriors feature's public face: the one file another feature may import from
 * (ARCHITECTURE.md#boundaries). Everything else in this folder is its own business and may
 * change without telling anyone.
 *
 * The editors are dialogs whose code is not in any page's first load: each is a lazy
 * component, and its loader lets a page ask for the code early (when idle, or in a test).
 */

export const loadWarriorEditor = () => import('./WarriorEditor');
export const loadGraveyardEditor = () => import('./GraveyardEditor');
export const loadProfileEditor = () => import('./ProfileEditor');

/** A company's warrior, opened to edit (or to view, on a shared company). */
export const WarriorEditor = lazy(() =>
  loadWarriorEditor().then((module) => ({ default: module.WarriorEditor })),
);

/** A fallen warrior of the Graveyard. */
export const GraveyardEditor = lazy(() =>
  loadGraveyardEditor().then((module) => ({ default: module.GraveyardEditor })),
);

/** A profile of My Profiles: a warrior's template. */
export const ProfileEditor = lazy(() =>
  loadProfileEditor().then((module) => ({ default: module.ProfileEditor })),
);

/** Duplicate on a warrior's card: the same copy the editor's Duplicate makes. */
export { useDuplicateWarrior } from './useDuplicateWarrior';

// The editor's list choices, also offered by the aftermath's picks of library entries.
export { CASTING_VALUE_OPTIONS } from './tabs/entry-labels';
export { pickOptions } from './tabs/library-options';
