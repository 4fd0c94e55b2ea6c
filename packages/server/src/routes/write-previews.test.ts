import { deriveWarrior } from '@warband/rules';
import { describe, expect, it } from 'vitest';
import {
  previewCompanyEdit,
  previewWarriorEdit,
  UpdateCompanyInput,
  WarriorInput,
  type Company,
} from '@warband/schemas';
import {
  companiesApi,
  createCompany,
  createWarrior,
  heroPayload,
  toPayload,
} from '../../test/companies';
import { registerUser, useTestApp } from '../../test/helpers';

// What the phone shows of a save kept without a signal (the shared previews the outbox lays
// over the newest company) is what the server answers once it is sent
// (docs/adr/new-one-definition-per-write.md).

const t = useTestApp();

async function readCompany(api: ReturnType<typeof companiesApi>, id: string): Promise<Company> {
  const companies = (await api.list()).json<Company[]>();
  const company = companies.find((each) => each.id === id);
  if (!company) throw new Error('No such company');
  return company;
}

describe('a kept save, previewed and then applied', () => {
  for (const newRuleset of [true, false]) {
    it(`shows a warrior's points and characteristics as the server works them out (${
      newRuleset ? '2024' : 'older'
    } company, account on the other ruleset)`, async () => {
      const player = await registerUser(t.app);
      const api = companiesApi(t.app, player);
      expect((await api.setRuleset(!newRuleset)).statusCode).toBe(200);
      const { id } = await createCompany(t.app, player, { newRuleset });
      const hama = await createWarrior(t.app, player, id, heroPayload({ experience: 11 }));
      const before = await readCompany(api, id);

      const input = WarriorInput.parse(
        toPayload(before.warriors[hama.id]!, {
          basePoints: 40,
          experience: 30,
          modifyStats: { ...hama.modifyStats, strength: 1, wounds: 1 },
          payInfluence: null,
        }),
      );
      const previewed = previewWarriorEdit(before, hama.id, input);
      const saved = await api.updateWarrior(hama.id, input);
      expect(saved.statusCode, saved.body).toBe(200);
      const after = await readCompany(api, id);

      const figures = (company: Company) => {
        const { totalStats, subTotalStats, points, totalPoints, level, influenceTotal } =
          company.warriors[hama.id]!;
        return {
          totalStats,
          subTotalStats,
          points,
          totalPoints,
          level,
          influenceTotal,
          currentRating: company.currentRating,
          influence: company.influence,
        };
      };
      expect(figures(previewed)).toEqual(figures(after));
      // The account's ruleset would have shown other figures: the company's is the one.
      const saved2 = after.warriors[hama.id]!;
      const inAccount = deriveWarrior(saved2, !newRuleset);
      expect([inAccount.totalStats, inAccount.points]).not.toEqual([
        saved2.totalStats,
        saved2.points,
      ]);
    });
  }

  it("re-derives every warrior when the company's ruleset changes, as the server does", async () => {
    const player = await registerUser(t.app);
    const api = companiesApi(t.app, player);
    const { id } = await createCompany(t.app, player, { newRuleset: false });
    await createWarrior(t.app, player, id, heroPayload());
    const before = await readCompany(api, id);

    const input = UpdateCompanyInput.parse({ ...before, newRuleset: true });
    const previewed = previewCompanyEdit(before, input);
    expect((await api.setCompanyRuleset(id, true)).statusCode).toBe(200);
    const after = await readCompany(api, id);

    expect(previewed.currentRating).toBe(after.currentRating);
    for (const warrior of Object.values(after.warriors)) {
      expect(previewed.warriors[warrior.id]?.totalStats).toEqual(warrior.totalStats);
      expect(previewed.warriors[warrior.id]?.totalPoints).toBe(warrior.totalPoints);
    }
  });
});
