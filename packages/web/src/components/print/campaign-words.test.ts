import { describe, expect, it } from 'vitest';
import { campaignOf, campaignWords } from './campaign-words';

describe('the campaign so far', () => {
  it("counts the owner's battles from the history's record and the fallen from the company", () => {
    const campaign = campaignOf(
      { won: 2, drawn: 0, lost: 1 },
      { a: { status: 'dead' }, b: { status: '' }, c: { status: 'injured' } },
    );
    expect(campaign).toEqual({ battles: 3, won: 2, drawn: 0, lost: 1, fallen: 1 });
    expect(campaignWords(campaign)).toBe(
      'Campaign so far: 3 battles (won 2, drawn 0, lost 1) · 1 fallen',
    );
    expect(campaignWords({ ...campaign, battles: 1, won: 1, lost: 0 })).toContain('1 battle (');
  });
});
