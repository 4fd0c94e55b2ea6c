import {
  EXPERIENCE_MAX,
  MOUNT,
  PRINT_EXPERIENCE_CIRCLES,
  PRINT_WOUNDS_INFLICTED_MARKERS,
  STAT_ABBREVIATIONS,
  WARRIOR_STATUS_LABELS,
  formatCastingValue,
  formatProfileStat,
  lastingWounds,
  mountStatKeysFor,
  wargearItemPoints,
} from '@warband/rules';
import type { Warrior } from '@warband/schemas';
import { compareNames } from '../warrior-card/warrior-order';

/*
 * What the printed company sheet says, worked out apart from the view: the experience and
 * wounds tracks, a warrior's injuries and kit in words, and the reference section that lists
 * each rule, heroic action, spell and mount the company uses once.
 */

/** 105 circles (docs/rules.md#experience), the first `experience` of them filled. */
export function experienceCircles(experience: number): boolean[] {
  const earned = Math.min(EXPERIENCE_MAX, Math.max(0, Math.trunc(experience)));
  return Array.from({ length: PRINT_EXPERIENCE_CIRCLES }, (_, index) => index < earned);
}

/** The circles in groups of five, one group a level. */
export function inLevels(circles: readonly boolean[]): boolean[][] {
  const groups: boolean[][] = [];
  for (let start = 0; start < circles.length; start += 5) {
    groups.push(circles.slice(start, start + 5));
  }
  return groups;
}

export const WOUNDS_INFLICTED_MARKERS = PRINT_WOUNDS_INFLICTED_MARKERS;

type Injured = Pick<Warrior, 'status' | 'legWound' | 'armWound' | 'oldWound'>;

/** 'Injured', 'Leg wound', 'Old battle wounds ×2'; empty for a warrior in good health. */
export function injuryNotes(warrior: Injured): string[] {
  const status = warrior.status === '' ? [] : [WARRIOR_STATUS_LABELS[warrior.status]];
  return [...status, ...lastingWounds(warrior)];
}

/** Each item with what it costs this warrior: 'Bow (10)'; free items by name alone. */
export function wargearWithPoints(warrior: Pick<Warrior, 'wargear' | 'baseStats' | 'modifyStats'>) {
  return warrior.wargear.map((item) => {
    const points = wargearItemPoints(item, warrior);
    return points > 0 ? `${item.name} (${points})` : item.name;
  });
}

/** Spells with the casting value this warrior rolls for: 'Sap 4+'. */
export function spellsWithValues(warrior: Pick<Warrior, 'spells'>) {
  return warrior.spells.map(
    (spell) =>
      `${spell.name} ${formatCastingValue(spell.baseCastingValue, spell.modifyCastingValue)}`,
  );
}

export interface ReferenceEntry {
  name: string;
  description: string;
  /** A mount's own profile, as printed: 'Mv 10" F 3 …'. */
  profile?: string;
}

export interface CompanyReferences {
  rules: ReferenceEntry[];
  heroicActions: ReferenceEntry[];
  spells: ReferenceEntry[];
  mounts: ReferenceEntry[];
}

/** Entries named alike with the same text are one entry; a different text is another. */
function collect(entries: Iterable<ReferenceEntry>): ReferenceEntry[] {
  const byKey = new Map<string, ReferenceEntry>();
  for (const entry of entries) {
    const name = entry.name.trim();
    const description = entry.description.trim();
    const key = [name.toLowerCase(), description, entry.profile ?? ''].join('\u0000');
    if (byKey.has(key)) continue;
    byKey.set(
      key,
      entry.profile === undefined ? { name, description } : { ...entry, name, description },
    );
  }
  return [...byKey.values()].sort(
    (a, b) => compareNames(a.name, b.name) || a.description.localeCompare(b.description),
  );
}

type Referenced = Pick<Warrior, 'wargear' | 'specialRules' | 'heroicActions' | 'spells'>;

/**
 * The reference section of the sheet: every special rule (the warriors' own and those their
 * wargear grants), heroic action, spell and mount of the company's warriors, each once, with
 * its full text, so the table needs no rulebook for what the company uses.
 */
export function companyReferences(
  warriors: readonly Referenced[],
  newRuleset: boolean,
): CompanyReferences {
  const items = warriors.flatMap((warrior) => warrior.wargear);
  const mounts = items.filter((item) => item.mount === MOUNT.mount);
  return {
    rules: collect([
      ...warriors.flatMap((warrior) => warrior.specialRules),
      ...items.flatMap((item) => item.specialRules),
    ]),
    heroicActions: collect(warriors.flatMap((warrior) => warrior.heroicActions)),
    spells: collect(warriors.flatMap((warrior) => warrior.spells)),
    mounts: collect(
      mounts.map((mount) => ({
        name: mount.name,
        description: [
          mount.description,
          ...mount.specialRules.map((rule) => `${rule.name}: ${rule.description}`),
          ...mount.specialAttacks.map((attack) => `${attack.name}: ${attack.description}`),
        ]
          .filter((line) => line.trim() !== '')
          .join(' '),
        profile: mountStatKeysFor(newRuleset)
          .map(
            (key) => `${STAT_ABBREVIATIONS[key]} ${formatProfileStat(key, mount[key], newRuleset)}`,
          )
          .join('  '),
      })),
    ),
  };
}
