/** The library entries a hero's new rules, heroic actions and spells copy. */
import { type HeroPerk } from '../level-up';
import {
  type AftermathWarrior,
  type AftermathLevelUp,
  type PerkLibraryEntry,
  type AftermathSetting,
} from './contract';

const PERK_LISTS = {
  rule: 'specialRules',
  heroicAction: 'heroicActions',
  spell: 'spells',
} as const;

/** The library entry a perk copies, with the path of its id within the perk; or null. */
export function perkLibraryEntry(perk: HeroPerk): (PerkLibraryEntry & { path: string }) | null {
  if (perk.kind === 'characteristic') return null;
  const pick =
    perk.kind === 'rule'
      ? perk.rule
      : perk.kind === 'heroicAction'
        ? perk.heroicAction
        : perk.spell;
  if (pick?.mode !== 'new' || !pick.libraryId) return null;
  return { list: PERK_LISTS[perk.kind], id: pick.libraryId, path: `${perk.kind}.libraryId` };
}

/** The library entries the heroes' perks copy, to be looked up once for the whole aftermath. */
export function perkLibraryEntries(levelUps: readonly AftermathLevelUp[]): PerkLibraryEntry[] {
  return levelUps.flatMap((choice) =>
    choice.kind === 'hero'
      ? choice.perks.flatMap((perk) => {
          const entry = perkLibraryEntry(perk);
          return entry ? [{ list: entry.list, id: entry.id }] : [];
        })
      : [],
  );
}

export function perkLibraryErrors(
  perks: readonly HeroPerk[],
  checkLibrary: AftermathSetting<AftermathWarrior>['checkLibrary'],
): Record<string, string> {
  const errors: Record<string, string> = {};
  perks.forEach((perk, index) => {
    const entry = perkLibraryEntry(perk);
    const message = entry && checkLibrary?.(entry);
    if (entry && message) errors[`perks.${index}.${entry.path}`] = message;
  });
  return errors;
}
