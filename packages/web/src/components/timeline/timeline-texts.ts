import type { TimelineEntry } from '@warband/schemas';

/** The texts of a company's timeline, and of a campaign's feed of its companies' lines. */
export const TIMELINE_TEXTS = {
  title: 'Timeline',
  plural: 'timeline',
  switchLabel: 'Show',
  battles: 'Battle History',
  timeline: 'Timeline',
  empty: 'Nothing has happened to this company yet.',
  older: 'Show older',
  undone: 'Undone',
  corrected: 'Corrected',
  killed: 'Killed',
  // Who rolled on the injury table, each with the result: Full Recovery is one of them.
  hurt: 'Injuries',
  levelledUp: 'Levelled up',
};

const RESULTS = { win: 'Won', draw: 'Drawn', loss: 'Lost' } as const;

/**
 * A line's words around the warrior it names: `before` the name and `after` it. A line with
 * no warrior has only `before`.
 */
export function timelineWords(entry: TimelineEntry): { before: string; after: string } {
  const paid = entry.influence;
  switch (entry.kind) {
    case 'companyFounded':
      return { before: 'Company founded', after: '' };
    case 'companyRetired':
      return { before: 'Company retired', after: '' };
    case 'companyReenlisted':
      return { before: 'Company re-enlisted', after: '' };
    case 'battle':
      return { before: battleWords(entry), after: '' };
    case 'battleUndone':
      return { before: 'A battle was undone', after: '' };
    case 'warriorRecruited':
      return { before: '', after: ` recruited${paid ? `, paying ${paid} influence` : ''}` };
    case 'warriorDismissed':
      return { before: '', after: ` dismissed${paid ? `: ${paid} influence given back` : ''}` };
    case 'warriorKilled':
      return { before: '', after: ' died' };
    case 'warriorInjured':
      return { before: '', after: ' was injured' };
    case 'warriorLost':
      return { before: '', after: ' was lost' };
    case 'warriorRecovered':
      return { before: '', after: ' recovered' };
    case 'warriorBroughtBack':
      return { before: '', after: ' returned from the graveyard' };
    case 'warriorRankChanged':
      return { before: '', after: ` became ${entry.rankAfter} (was ${entry.rankBefore})` };
    case 'warriorLevelledUp':
      return { before: '', after: ' levelled up' };
    case 'influenceSpent':
      return { before: `Paid ${paid ?? 0} influence for wargear of `, after: '' };
  }
}

function battleWords(entry: TimelineEntry): string {
  const battle = entry.battle;
  if (!battle) return 'Battle';
  const against = [battle.opponentName, battle.opponentCompany && `(${battle.opponentCompany})`]
    .filter(Boolean)
    .join(' ');
  const parts = [`Battle ${RESULTS[battle.result].toLowerCase()}`];
  if (against) parts[0] += ` vs ${against}`;
  if (battle.scenario) parts.push(battle.scenario);
  return parts.join(' · ');
}
