import {
  changeRank,
  emptyStats,
  isRace,
  needsCustomPath,
  type Rank,
  recordOf,
  showsChosenPath,
  STAT_KEYS,
  type Stats,
} from '@warband/rules';
import { copyWarriorFields, CreateWarriorInput, WarriorFields } from '@warband/schemas';
import type { Profile, Warrior, WarriorEntryOf } from '@warband/schemas';
import { toNumber } from '../../components/forms/form-errors';
import type { EditorRule, EditorValues, EditorWargear } from './editor-form';

/*
 * The editor's values apart from its view: what a new or stored warrior or profile starts
 * with, loading a profile into a warrior, a change of rank, and the API inputs the values
 * become. The shared schemas then check every field, in the form as on the server.
 */

/** The first rank of a new warrior or profile: most recruits are Warriors. */
export const NEW_RANK: Rank = 'Warrior';

const NO_ENTRIES = { wargear: [], specialRules: [], heroicActions: [], spells: [] };

function blankValues(race: string): EditorValues {
  return {
    name: '',
    biography: '',
    race,
    profileRaces: [],
    image: '',
    rank: NEW_RANK,
    experience: 0,
    status: '',
    legWound: 0,
    armWound: 0,
    oldWound: 0,
    baseClass: '',
    owner: null,
    basePoints: 0,
    chosenPath: '',
    customPath: '',
    influence: 0,
    baseStats: emptyStats(),
    modifyStats: emptyStats(),
    ...NO_ENTRIES,
  };
}

/** A new warrior of a company: the company's race, a Warrior, nothing else filled in. */
export function newWarriorValues(company: { race: string }): EditorValues {
  return blankValues(company.race);
}

/** A new profile: offered to any race until the player names some. */
export function newProfileValues(): EditorValues {
  return blankValues('');
}

const STORED = { new: false, remove: false } as const;

function wargearEntry({ warriorId: _owner, ...item }: WarriorEntryOf['wargear']): EditorWargear {
  return { ...item, ...STORED, mount: item.mount === 1 ? 1 : 0 };
}

function ruleEntry({ warriorId: _owner, ...rule }: WarriorEntryOf['specialRules']): EditorRule {
  return { ...rule, ...STORED };
}

function heroicActionEntry({ warriorId: _owner, ...action }: WarriorEntryOf['heroicActions']) {
  return { ...action, ...STORED };
}

function spellEntry({ warriorId: _owner, ...spell }: WarriorEntryOf['spells']) {
  return { ...spell, ...STORED };
}

function stats(values: Stats): Stats {
  return { ...values };
}

/** A stored warrior as the form edits it; derived values are left behind (the server's). */
export function warriorValues(warrior: Warrior): EditorValues {
  return {
    ...copyWarriorFields(warrior),
    profileRaces: [],
    wargear: warrior.wargear.map(wargearEntry),
    specialRules: warrior.specialRules.map(ruleEntry),
    heroicActions: warrior.heroicActions.map(heroicActionEntry),
    spells: warrior.spells.map(spellEntry),
  };
}

/** A stored profile as the form edits it; races the game no longer lists are dropped. */
export function profileValues(profile: Profile): EditorValues {
  return {
    ...blankValues(''),
    name: profile.name,
    profileRaces: profile.race.filter(isRace),
    rank: profile.rank,
    baseClass: profile.baseClass,
    basePoints: profile.basePoints,
    baseStats: stats(profile.baseStats),
    modifyStats: stats(profile.modifyStats),
    wargear: profile.wargear.map(wargearEntry),
    specialRules: profile.specialRules.map(ruleEntry),
  };
}

/**
 * Copies of a warrior's items and rules as new entries with fresh temporary ids, to be saved
 * on another warrior; a rule granted by one of the items follows that item's new id.
 */
function newCopies(
  wargear: readonly EditorWargear[],
  specialRules: readonly EditorRule[],
  makeId: () => string,
) {
  const itemIds = new Map<string, string>();
  return {
    wargear: wargear.map((item) => {
      const id = makeId();
      itemIds.set(item.id, id);
      return { ...item, id, new: true };
    }),
    specialRules: specialRules.map((rule) => ({
      ...rule,
      id: makeId(),
      new: true,
      wargearId: rule.wargearId === null ? null : (itemIds.get(rule.wargearId) ?? null),
    })),
  };
}

/** A duplicate's name: the warrior's, marked a copy, within the length a name may have. */
export function copyName(name: string): string {
  const mark = ' (copy)';
  const room = WarriorFields.shape.name.maxLength ?? name.length + mark.length;
  return `${name.slice(0, room - mark.length)}${mark}`;
}

/**
 * A duplicate of a stored warrior as POST /warrior/create takes it: everything the warrior is,
 * under its name marked a copy, with copies of its lists, checked by the shared schema. The
 * server works out the rest.
 */
export function duplicateInput(warrior: Warrior, makeId: () => string) {
  const values = warriorValues(warrior);
  const newEntry = <T extends { id: string }>(entry: T) => ({ ...entry, id: makeId(), new: true });
  return CreateWarriorInput.parse(
    toCreateWarriorInput(
      {
        ...values,
        ...newCopies(values.wargear, values.specialRules, makeId),
        name: copyName(warrior.name),
        heroicActions: values.heroicActions.map(newEntry),
        spells: values.spells.map(newEntry),
      },
      warrior.companyId,
    ),
  );
}

/**
 * Drops the entries of `list` that a profile replaces: a new one is simply forgotten, a
 * stored one is marked remove (the server deletes it on save,
 * docs/adr/0021-a-warrior-is-written-whole-its-lists-as-a-diff.md).
 */
function replaceEntries<T extends { new: boolean; remove: boolean; type: string }>(list: T[]) {
  return list
    .filter((entry) => !(entry.new && entry.type === 'base'))
    .map((entry) => (entry.type === 'base' ? { ...entry, remove: true } : entry));
}

/**
 * Loads a profile into a warrior (docs/product/warrior-editor.md#loading-a-profile-into-a-warrior-0079): its rank,
 * base characteristics, base points and base class, and copies of its wargear and special rules as
 * new entries with fresh temporary ids. The warrior's own base entries make way for the profile's;
 * what it bought from the armoury or earned (progression) stays. A rule granted by one of the
 * profile's items follows that item's new id.
 */
export function loadProfile(
  values: EditorValues,
  profile: Profile,
  makeId: () => string,
): EditorValues {
  const { wargear, specialRules } = newCopies(
    profile.wargear.map(wargearEntry),
    profile.specialRules.map(ruleEntry),
    makeId,
  );
  const loaded = {
    ...values,
    baseClass: profile.baseClass,
    basePoints: profile.basePoints,
    baseStats: stats(profile.baseStats),
    wargear: [...replaceEntries(values.wargear), ...wargear],
    specialRules: [...replaceEntries(values.specialRules), ...specialRules],
  };
  // The rank comes last, as if the player had chosen it, so that its effects
  // (docs/rules.md#rank-changes) follow the profile's characteristics: a Leader's Might, Will and
  // Fate, a Creature's owner.
  return changeEditorRank(loaded, profile.rank);
}

/** A number field as typed ('' while empty) as a number for sums: empty counts as 0. */
export function numberOf(value: unknown): number {
  const number = typeof value === 'string' ? toNumber(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

/** Characteristics as typed, as numbers for the rules. */
export function statsOf(values: Stats): Stats {
  return recordOf(STAT_KEYS, (key) => numberOf(values[key]));
}

/**
 * The editor's rank change, by the rules' one function (docs/rules.md#rank-changes): the owner goes
 * unless the new rank is Creature; Warrior zeroes Might, Will and Fate; heroes get their defaults
 * when the player has not chosen their own. The chosen path stays, shown again if the rank returns.
 */
export function changeEditorRank(values: EditorValues, rank: Rank): EditorValues {
  const changed = changeRank(
    {
      rank: values.rank,
      owner: values.owner,
      baseStats: statsOf(values.baseStats),
      modifyStats: statsOf(values.modifyStats),
    },
    rank,
  );
  if (changed.rank === values.rank) return values;
  return {
    ...values,
    rank: changed.rank,
    owner: changed.owner ?? null,
    baseStats: { ...values.baseStats, ...pickMightWillFate(changed.baseStats) },
    modifyStats: { ...values.modifyStats, ...pickMightWillFate(changed.modifyStats) },
  };
}

/** Only Might, Will and Fate change with a rank: other fields keep what the player typed. */
function pickMightWillFate(values: Stats) {
  return { might: values.might, will: values.will, fate: values.fate };
}

function statsInput(values: Stats) {
  return Object.fromEntries(STAT_KEYS.map((key) => [key, toNumber(values[key])]));
}

/** The warrior's fields as PUT /warrior/{id} takes them; WarriorInput then checks them. */
export function toWarriorInput(values: EditorValues) {
  const path = showsChosenPath(values.rank) ? values.chosenPath : '';
  return {
    name: values.name,
    biography: values.biography,
    race: values.race,
    image: values.image,
    rank: values.rank,
    experience: toNumber(values.experience),
    status: values.status,
    legWound: toNumber(values.legWound),
    armWound: toNumber(values.armWound),
    oldWound: toNumber(values.oldWound),
    baseClass: values.baseClass,
    // Only a Creature has an owner (docs/adr/0024-creature-owners.md): a value left from another
    // rank is not sent.
    owner: values.rank === 'Creature' ? values.owner : null,
    basePoints: toNumber(values.basePoints),
    // A path belongs to the ranks that show one; a hidden, unfinished one must not block.
    chosenPath: path,
    customPath: needsCustomPath(path) ? values.customPath : '',
    influence: toNumber(values.influence),
    baseStats: statsInput(values.baseStats),
    modifyStats: statsInput(values.modifyStats),
    wargear: values.wargear,
    specialRules: values.specialRules,
    heroicActions: values.heroicActions,
    spells: values.spells,
  };
}

/** POST /warrior/create: the same, into the company the editor was opened from. */
export function toCreateWarriorInput(values: EditorValues, companyId: string) {
  return { ...toWarriorInput(values), companyId };
}

/** POST /profile/create and PUT /profile/{id}: a template has no company, status or path. */
export function toProfileInput(values: EditorValues) {
  return {
    name: values.name,
    race: values.profileRaces,
    rank: values.rank,
    baseClass: values.baseClass,
    basePoints: toNumber(values.basePoints),
    baseStats: statsInput(values.baseStats),
    modifyStats: statsInput(values.modifyStats),
    wargear: values.wargear,
    specialRules: values.specialRules,
  };
}

/** ProfileInput names the races `race`; the form keeps them in `profileRaces`. */
export function profileFormPath(path: string): string {
  return path === 'race' || path.startsWith('race.') ? path.replace(/^race/, 'profileRaces') : path;
}
