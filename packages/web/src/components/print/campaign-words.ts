import type { CampaignSummary } from '@warband/schemas';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Campaign so far: 3 battles (won 2, drawn 0, lost 1) · 1 fallen'. */
export function campaignWords(campaign: CampaignSummary): string {
  const { battles, won, drawn, lost, fallen } = campaign;
  return (
    `Campaign so far: ${plural(battles, 'battle', 'battles')} ` +
    `(won ${won}, drawn ${drawn}, lost ${lost}) · ${fallen} fallen`
  );
}

/** The owner's campaign from the Battle History's record and the company's dead. */
export function campaignOf(
  record: { won: number; drawn: number; lost: number },
  warriors: Record<string, { status: string }>,
): CampaignSummary {
  const fallen = Object.values(warriors).filter((warrior) => warrior.status === 'dead').length;
  return { ...record, battles: record.won + record.drawn + record.lost, fallen };
}
