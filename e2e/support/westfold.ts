import type { APIRequestContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiSession, manProfile } from './api';
import { newUser, registerViaApi, signInAs } from './users';

/*
 * The company of the lifecycle journeys (retire, graveyard, print, share): the Riders of the
 * Westfold, a Leader on a horse, a Hero who will fall, and four Warriors, set up through the
 * API since recruiting is another journey's subject.
 */

export const COMPANY_NAME = 'Riders of the Westfold';
export const TERROR = 'Enemies must pass a Courage test to charge this model.';
export const SAP_WILL = 'The target loses one point of Will.';

function warriorsOf(companyId: string, theodred: WestfoldOptions['theodred']) {
  return [
    {
      companyId,
      name: 'Captain Aldric',
      rank: 'Leader',
      race: 'Rohan',
      chosenPath: 'Knight',
      basePoints: 50,
      experience: 12,
      baseStats: manProfile({
        fight: 4,
        attacks: 2,
        wounds: 2,
        courage: 4,
        might: 2,
        will: 1,
        fate: 1,
      }),
      wargear: [
        { id: 'n1', new: true, name: 'Sword', type: 'base', pointsLow: 0, pointsHigh: 0, mount: 0 },
        {
          id: 'n2',
          new: true,
          name: 'Horse',
          type: 'armoury',
          description: 'A steed of the Riddermark.',
          pointsLow: 10,
          pointsHigh: 10,
          mount: 1,
          move: 10,
          strength: 3,
          defence: 4,
          wounds: 1,
          courage: 3,
        },
      ],
      specialRules: [{ id: 'r1', new: true, type: 'base', name: 'Terror', description: TERROR }],
      spells: [
        {
          id: 's1',
          new: true,
          type: 'base',
          name: 'Sap Will',
          description: SAP_WILL,
          baseCastingValue: 5,
        },
      ],
    },
    {
      companyId,
      name: 'Théodred',
      rank: 'Hero',
      status: theodred,
      race: 'Rohan',
      basePoints: 40,
      experience: 6,
      baseStats: manProfile({ fight: 4, fate: 1 }),
      specialRules: [{ id: 'r1', new: true, type: 'base', name: 'Terror', description: TERROR }],
    },
    // Enough riders for the printed sheet to run over a page.
    ...['Tam', 'Ceorl', 'Dúnhere', 'Elfhelm'].map((name) => ({
      companyId,
      name,
      rank: 'Warrior',
      race: 'Rohan',
      basePoints: 8,
      experience: 3,
      baseStats: manProfile(),
    })),
  ];
}

interface WestfoldOptions {
  /** Théodred's status: active unless said. */
  theodred?: '' | 'injured';
}

/** A new player with the Riders of the Westfold, signed in on the company's page. */
export async function signInWithWestfold(
  page: Page,
  request: APIRequestContext,
  { theodred = '' }: WestfoldOptions = {},
) {
  const user = newUser('lifecycle');
  await registerViaApi(request, user);
  const api = await apiSession(request, user);
  const company = await api.post('/api/company/create', {
    name: COMPANY_NAME,
    race: 'Rohan',
    influence: 6,
  });
  for (const warrior of warriorsOf(company.id, theodred))
    await api.post('/api/warrior/create', warrior);
  await signInAs(page, user, `/company/${company.id}`);
  return { api, companyId: company.id };
}

/**
 * Screenshots named `lifecycle-{name}-{width}.png` in `dir`: the whole page, or only the
 * screen (for a dialog, which covers the screen and not the page below it).
 */
export function shooter(page: Page, width: number, dir: string) {
  mkdirSync(dir, { recursive: true });
  return (name: string, fullPage = true) =>
    page.screenshot({ path: join(dir, `lifecycle-${name}-${width}.png`), fullPage });
}
