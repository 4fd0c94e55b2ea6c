import { describe, expect, it } from 'vitest';
import { company } from '../../components/warrior-card/fixtures';
import { joinableCompanies } from './join-companies';

describe('joinableCompanies', () => {
  const older = company('older', { newRuleset: false });
  const newer = company('newer', { newRuleset: true });
  const retired = company('retired', { newRuleset: true, retired: true });

  it("offers only the active companies of the campaign's ruleset", () => {
    expect(joinableCompanies([older, newer, retired], true).map((c) => c.id)).toEqual(['newer']);
    expect(joinableCompanies([older, newer, retired], false).map((c) => c.id)).toEqual(['older']);
  });

  it('leaves out companies already in the campaign', () => {
    expect(joinableCompanies([older], false, new Set(['older']))).toEqual([]);
  });
});
