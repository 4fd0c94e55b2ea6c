import type { Company, Warrior } from '@warband/schemas';
import { inRankOrder, livingWarriors } from '../warrior-card/warrior-order';

export interface NavCompany {
  id: string;
  name: string;
  warriors: Pick<Warrior, 'id' | 'name' | 'rank'>[];
}

/**
 * What the side navigation lists (docs/product/accounts.md#side-navigation-0070): the companies not retired,
 * oldest first as My Companies starts, each with its living warriors (those with a card to go to)
 * in rank order: Leader, Sergeant, Hero, Warrior, Wanderer, then the rest.
 */
export function sideNavCompanies(companies: readonly Company[]): NavCompany[] {
  return companies
    .filter((company) => !company.retired)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((company) => ({
      id: company.id,
      name: company.name,
      warriors: inRankOrder(livingWarriors(company.warriors)).map(({ id, name, rank }) => ({
        id,
        name,
        rank,
      })),
    }));
}

/** The address of a warrior's card: the company page, scrolled to the card. */
export function warriorCardPath(companyId: string, warriorId: string): string {
  return `/company/${companyId}#card-${warriorId}`;
}
