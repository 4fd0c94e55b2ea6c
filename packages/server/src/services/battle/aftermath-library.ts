import type { AftermathInput, HeroPerkInput } from '@warband/schemas';
import type { Database } from '../../db/client';
import {
  NOT_IN_YOUR_LIBRARY,
  ownLibraryReferences,
  type LibraryReference,
} from '../warrior/library-references';
import type { FieldErrors } from './aftermath-state';

/**
 * Whether a library entry a perk copies is the player's
 * (docs/adr/0029-a-library-reference-must-be-the-players-own.md).
 */
export type PerkLibrary = (reference: LibraryReference) => boolean;

/** The list a perk's new entry joins, which says the library it may be copied from. */
const PERK_LISTS = {
  rule: 'specialRules',
  heroicAction: 'heroicActions',
  spell: 'spells',
} as const;

/** The library entry a perk copies, with the path of its id within the perk; or null. */
function perkReference(perk: HeroPerkInput): (LibraryReference & { path: string }) | null {
  if (perk.kind === 'characteristic') return null;
  const pick =
    perk.kind === 'rule'
      ? perk.rule
      : perk.kind === 'heroicAction'
        ? perk.heroicAction
        : perk.spell;
  if (pick === null || pick.mode !== 'new' || pick.libraryId === null) return null;
  return { list: PERK_LISTS[perk.kind], id: pick.libraryId, path: `${perk.kind}.libraryId` };
}

/** Looks up, once for the whole aftermath, the library entries the heroes' perks copy. */
export function loadPerkLibrary(
  db: Database,
  userId: string,
  input: Pick<AftermathInput, 'levelUps'>,
): Promise<PerkLibrary> {
  const wanted = input.levelUps.flatMap((choice) =>
    choice.kind === 'hero' ? choice.perks.flatMap((perk) => perkReference(perk) ?? []) : [],
  );
  return ownLibraryReferences(db, userId, wanted);
}

/** The perks of one hero level-up that copy an entry from outside the player's libraries. */
export function perkLibraryErrors(
  perks: readonly HeroPerkInput[],
  library: PerkLibrary,
): FieldErrors {
  const errors: FieldErrors = {};
  perks.forEach((perk, index) => {
    const reference = perkReference(perk);
    if (reference && !library(reference)) {
      errors[`perks.${index}.${reference.path}`] = NOT_IN_YOUR_LIBRARY;
    }
  });
  return errors;
}
