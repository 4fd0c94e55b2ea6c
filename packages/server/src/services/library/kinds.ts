import type { LibraryKind } from '@warband/schemas';
import type { LibraryDefinition } from './define';
import { heroicActionLibrary } from './heroic-action';
import { ruleLibrary } from './rule';
import { spellLibrary } from './spell';
import { wargearLibrary } from './wargear';

/**
 * The four flat libraries, keyed as LIBRARY_REGISTRY keys them. A kind added to the registry
 * without a definition here is a type error. Indexed with a generic kind, this gives that
 * kind's definition, so shared code stays typed per kind.
 */
export const LIBRARIES: { readonly [K in LibraryKind]: LibraryDefinition<K> } = {
  wargear: wargearLibrary,
  rule: ruleLibrary,
  spell: spellLibrary,
  heroicAction: heroicActionLibrary,
};
