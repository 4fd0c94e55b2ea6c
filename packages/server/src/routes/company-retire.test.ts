import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BattleHistory, Company, Warrior } from '@warband/schemas';
import { companies } from '../db/schema';
import { COMPANY_RETIRED } from '../services/company/enlisted';
import { NOT_THIS_COMPANY } from '../services/company/retire-company';
import {
  createCompany,
  createWarrior,
  heroPayload,
  playerWithCompany,
  toPayload,
} from '../../test/companies';
import { aftermathFor, applied, battleApi } from '../../test/battles';
import { useTestApp } from '../../test/helpers';

const t = useTestApp();

describe('PUT /api/company/:id/retire with the payload of the original client, {id, retire}', () => {
  it('retires and re-enlists a company with its warriors, the dead staying dead', async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const hero = await createWarrior(t.app, user, company.id);
    const fallen = await createWarrior(t.app, user, company.id, heroPayload({ name: 'Fallen' }));
    await api.updateWarrior(fallen.id, toPayload(fallen, { status: 'dead' }));

    const retired = await api.retire(company.id, true);
    expect(retired.statusCode).toBe(200);
    expect(retired.json<Company>()).toMatchObject({
      retired: true,
      currentRating: hero.totalPoints,
    });
    const listed = (await api.list()).json<Company[]>().find((c) => c.id === company.id)!;
    expect(listed.retired).toBe(true);
    expect(Object.keys(listed.warriors).sort()).toEqual([hero.id, fallen.id].sort());

    const back = (await api.retire(company.id, false)).json<Company>();
    expect(back.retired).toBe(false);
    expect(back.warriors[fallen.id]!.status).toBe('dead');
    expect(back.warriors[hero.id]!.status).toBe('');
  });

  it("refuses a body naming another company than the path's, changing neither", async () => {
    const { user, company } = await playerWithCompany(t.app);
    const other = await createCompany(t.app, user, { name: 'Other' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/company/${company.id}/retire`,
      headers: user.headers,
      payload: { id: other.id, retire: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { id: NOT_THIS_COMPANY } });
    const rows = await t.db.select().from(companies).where(eq(companies.userId, user.id));
    expect(rows.map((row) => row.retired)).toEqual([false, false]);
  });

  it('takes the flag alone too', async () => {
    const { user, company } = await playerWithCompany(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/company/${company.id}/retire`,
      headers: user.headers,
      payload: { retire: true },
    });
    expect(response.json<Company>().retired).toBe(true);
  });

  it("refuses to recruit, edit or dismiss a retired company's warriors until it is re-enlisted", async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const hero = await createWarrior(t.app, user, company.id);
    expect((await api.retire(company.id, true)).statusCode).toBe(200);

    const refused = [
      await api.createWarrior({ ...heroPayload({ name: 'Late' }), companyId: company.id }),
      await api.updateWarrior(hero.id, toPayload(hero, { name: 'Renamed' })),
      await api.deleteWarrior(hero.id),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: COMPANY_RETIRED });
    }
    const warriors = (await api.warriors(company.id)).json<Warrior[]>();
    expect(warriors.map((w) => [w.id, w.name])).toEqual([[hero.id, hero.name]]);

    expect((await api.retire(company.id, false)).statusCode).toBe(200);
    const renamed = await api.updateWarrior(hero.id, toPayload(hero, { name: 'Renamed' }));
    expect(renamed.statusCode).toBe(200);
  });

  it("refuses to undo a retired company's last battle until it is re-enlisted", async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const hero = await createWarrior(t.app, user, company.id, heroPayload({ experience: 0 }));
    const battles = battleApi(t.app, user);
    const battle = aftermathFor([hero]);
    await applied(await battles.apply(company.id, battle));
    expect((await api.retire(company.id, true)).statusCode).toBe(200);

    const refused = await battles.undoConfirmed(company.id, battle.battleId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: COMPANY_RETIRED });
    const history = (await battles.history(company.id)).json<BattleHistory>();
    expect(history.battles.map((entry) => entry.battleId)).toEqual([battle.battleId]);

    expect((await api.retire(company.id, false)).statusCode).toBe(200);
    const undone = await battles.undoConfirmed(company.id, battle.battleId);
    expect(undone.statusCode).toBe(200);
  });

  it("answers another player's retired company's warriors as not found", async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const hero = await createWarrior(t.app, user, company.id);
    await api.retire(company.id, true);
    const stranger = await playerWithCompany(t.app);
    const response = await stranger.api.updateWarrior(hero.id, toPayload(hero, { name: 'Mine' }));
    expect(response.statusCode).toBe(404);
  });
});
