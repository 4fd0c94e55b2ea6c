import {
  companyPoints,
  deriveWarrior,
  influenceToPay,
  sortByRank,
  type AftermathRefusal,
} from '@warband/rules';
import type { AftermathInput } from './aftermath';
import { aftermathChoices, previewAftermath, previewedCompany } from './aftermath-preview';
import type { Company, UpdateCompanyInput } from './company';
import type { WargearInput } from './library';
import type { WarriorInput } from './warrior';
import type { Warrior } from './warrior-entity';

// What each write a player can make offline does to a company as the API answers it, worked
// out as the server works it out: the phone draws its waiting writes over the newest company
// it has with these, so a preview is never a copy frozen when the write was made
// (docs/adr/new-one-definition-per-write.md).

/**
 * The company as the API answers it once its warriors or its ruleset changed: every warrior's
 * values derived in the company's own ruleset, in side-navigation order, and its current
 * rating from the warriors who are not dead.
 */
export function companyAsAnswered(company: Company): Company {
  const { newRuleset } = company;
  const warriors = sortByRank(
    Object.values(company.warriors).map((warrior) => ({
      ...warrior,
      ...deriveWarrior(warrior, newRuleset),
    })),
  );
  return {
    ...company,
    currentRating: companyPoints(warriors, newRuleset),
    warriors: Object.fromEntries(warriors.map((warrior) => [warrior.id, warrior])),
  };
}

/** PUT /company/{id}: the Details tab's fields; a ruleset changed re-derives every warrior. */
export function previewCompanyEdit(company: Company, input: UpdateCompanyInput): Company {
  const { revision: _based, newRuleset = company.newRuleset, ...fields } = input;
  return companyAsAnswered({ ...company, ...fields, newRuleset });
}

/** An entry list as the save leaves it: the removed entries gone, the editor's flags dropped. */
function keptEntries<E extends { new: boolean; remove: boolean }>(
  entries: readonly E[],
  warriorId: string,
) {
  return entries
    .filter((entry) => !entry.remove)
    .map(({ new: _new, remove: _removed, ...entry }) => ({ ...entry, warriorId }));
}

/**
 * PUT /warrior/{id}: the whole warrior, its lists without the removed entries; the influence
 * the player agreed to pay taken from the company; its creatures dead with it when it dies.
 * A warrior that is no longer in the company leaves it as it is (the server will refuse).
 */
export function previewWarriorEdit(
  company: Company,
  warriorId: string,
  input: WarriorInput,
): Company {
  const stored = company.warriors[warriorId];
  if (!stored) return company;
  const { revision: _based, payInfluence, ...fields } = input;
  const warrior: Warrior = {
    ...stored,
    ...fields,
    wargear: keptEntries(fields.wargear, warriorId),
    specialRules: keptEntries(fields.specialRules, warriorId),
    heroicActions: keptEntries(fields.heroicActions, warriorId),
    spells: keptEntries(fields.spells, warriorId),
  };
  const warriors: Record<string, Warrior> = { ...company.warriors, [warriorId]: warrior };
  if (warrior.status === 'dead') {
    for (const creature of Object.values(company.warriors)) {
      if (creature.owner === warriorId && creature.status !== 'dead') {
        warriors[creature.id] = { ...creature, status: 'dead' };
      }
    }
  }
  const paid = payInfluence === null ? 0 : influenceToPay(input, false);
  return companyAsAnswered({ ...company, influence: company.influence - paid, warriors });
}

/** The War's Aftermath on the company as it is now, and what the rules refuse of it. */
export interface AftermathWritePreview {
  company: Company;
  refusals: AftermathRefusal[];
}

/**
 * PUT /company/{id}/battle: the aftermath of the sent choices on the company as it is now,
 * as the server plans it (`armoury`: the armoury entry the bonus item copies, when it is one).
 */
export function previewAftermathWrite(
  company: Company,
  input: AftermathInput,
  armoury: WargearInput | null,
): AftermathWritePreview {
  const outcome = previewAftermath(aftermathChoices(input, armoury), {
    influence: company.influence,
    warriors: Object.values(company.warriors),
    newRuleset: company.newRuleset,
  });
  return { company: previewedCompany(company, outcome), refusals: outcome.refusals };
}

/**
 * The aftermath without some warriors (gone from the company since the battle): they leave
 * the roster, their injuries, level-ups and rewards go with them, the rest stays as chosen.
 */
export function aftermathWithout(
  input: AftermathInput,
  warriorIds: ReadonlySet<string>,
): AftermathInput {
  const kept = <T extends { warriorId: string }>(list: readonly T[]) =>
    list.filter((entry) => !warriorIds.has(entry.warriorId));
  const { rewards } = input;
  return {
    ...input,
    participants: kept(input.participants),
    injuries: kept(input.injuries),
    levelUps: kept(input.levelUps),
    rewards: {
      ...rewards,
      levelUp: rewards.levelUp !== null && warriorIds.has(rewards.levelUp) ? null : rewards.levelUp,
      experience: Object.fromEntries(
        Object.entries(rewards.experience).filter(([id]) => !warriorIds.has(id)),
      ),
      item: rewards.item && warriorIds.has(rewards.item.warriorId) ? null : rewards.item,
    },
  };
}
