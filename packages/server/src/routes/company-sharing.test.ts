import { describe, expect, it } from 'vitest';
import type { CompanyShare, SharedCompany } from '@warband/schemas';
import { NOT_SHARED } from '../services/company/read-shared-company';
import {
  createCompany,
  createWarrior,
  heroPayload,
  playerWithCompany,
  toPayload,
  UNKNOWN_ID,
} from '../../test/companies';
import { buildTestApp, makeTempDir, registerUser, useTestApp } from '../../test/helpers';
import { lifecycleApi } from '../../test/lifecycle';

const t = useTestApp();

/** A player whose company has a living hero and a dead one, and who has a second company. */
async function playerToShare() {
  const { user, company, api } = await playerWithCompany(t.app);
  const hero = await createWarrior(t.app, user, company.id, heroPayload({ name: 'Háma' }));
  const fallen = await createWarrior(t.app, user, company.id, heroPayload({ name: 'Théodred' }));
  await api.updateWarrior(fallen.id, toPayload(fallen, { status: 'dead' }));
  await createCompany(t.app, user, { name: 'Secret Company' });
  return { user, company, hero, api, sharing: lifecycleApi(t.app, user) };
}

describe('GET and PUT /api/company/:id/share', () => {
  it('starts off, and turns the link on and off', async () => {
    const { user, company, sharing } = await playerToShare();
    const link = `http://ledger.test/company/${user.id}/${company.id}`;
    expect((await sharing.shareState(company.id)).json<CompanyShare>()).toEqual({
      id: company.id,
      shared: false,
      shareUrl: link,
    });
    const on = await sharing.share(company.id, true);
    expect(on.statusCode).toBe(200);
    expect(on.json<CompanyShare>()).toEqual({ id: company.id, shared: true, shareUrl: link });
    expect((await sharing.shareState(company.id)).json()).toMatchObject({ shared: true });
    expect((await sharing.share(company.id, false)).json()).toMatchObject({ shared: false });
  });

  it("answers 404 for another player's company, 400 without the flag, 401 without a login", async () => {
    const { company, sharing } = await playerToShare();
    const stranger = lifecycleApi(t.app, await registerUser(t.app));
    expect((await stranger.shareState(company.id)).statusCode).toBe(404);
    expect((await stranger.share(company.id, true)).statusCode).toBe(404);
    expect((await sharing.shareState(company.id)).json()).toMatchObject({ shared: false });
    const noFlag = await t.app.inject({
      method: 'PUT',
      url: `/api/company/${company.id}/share`,
      headers: (await registerUser(t.app)).headers,
      payload: { shared: 'yes' },
    });
    expect(noFlag.statusCode).toBe(400);
    expect((await lifecycleApi(t.app).share(company.id, true)).statusCode).toBe(401);
  });
});

describe('POST /api/company/:id/share/new', () => {
  /** The last segment of a share link: what the shared route is asked with. */
  const shareIdOf = (share: CompanyShare) => share.shareUrl.split('/').at(-1)!;

  it('replaces the link: the old one answers 404 to everyone, the new one works', async () => {
    const { user, company, sharing } = await playerToShare();
    const old = (await sharing.share(company.id, true)).json<CompanyShare>();
    const visitor = lifecycleApi(t.app);
    expect((await visitor.shared(user.id, shareIdOf(old))).statusCode).toBe(200);

    const renewed = await sharing.newLink(company.id);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<CompanyShare>();
    expect(fresh).toMatchObject({ id: company.id, shared: true });
    expect(fresh.shareUrl).toMatch(new RegExp(`^http://ledger\\.test/company/${user.id}/`));
    expect(fresh.shareUrl).not.toBe(old.shareUrl);
    expect((await sharing.shareState(company.id)).json<CompanyShare>()).toEqual(fresh);

    expect((await visitor.shared(user.id, shareIdOf(fresh))).json()).toMatchObject({
      name: company.name,
    });
    // The old link is gone for good, the owner's preview included, and stays gone when
    // sharing is turned off and on again.
    await sharing.share(company.id, false);
    await sharing.share(company.id, true);
    for (const api of [visitor, sharing]) {
      const response = await api.shared(user.id, shareIdOf(old));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(NOT_SHARED);
    }
    expect((await visitor.shared(user.id, shareIdOf(fresh))).statusCode).toBe(200);
  });

  it('lets the owner of a retired company still turn its link off or replace it', async () => {
    const { user, company, api, sharing } = await playerToShare();
    const old = (await sharing.share(company.id, true)).json<CompanyShare>();
    await api.retire(company.id, true);
    // A link sent to the wrong person can be taken back without re-enlisting first.
    expect((await sharing.newLink(company.id)).statusCode).toBe(200);
    expect((await lifecycleApi(t.app).shared(user.id, shareIdOf(old))).statusCode).toBe(404);
    expect((await sharing.share(company.id, false)).json()).toMatchObject({ shared: false });
  });

  it("answers 404 for another player's company and changes nothing, 401 without a login", async () => {
    const { user, company, sharing } = await playerToShare();
    const link = (await sharing.share(company.id, true)).json<CompanyShare>();
    const stranger = lifecycleApi(t.app, await registerUser(t.app));
    const refused = await stranger.newLink(company.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(user.id);
    expect((await stranger.newLink(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await stranger.newLink('not-an-id')).statusCode).toBe(404);
    expect((await lifecycleApi(t.app).newLink(company.id)).statusCode).toBe(401);
    expect((await sharing.shareState(company.id)).json<CompanyShare>()).toEqual(link);
    expect((await lifecycleApi(t.app).shared(user.id, shareIdOf(link))).statusCode).toBe(200);
  });
});

describe('GET /api/company/shared/:userId/:companyId', () => {
  it('shows a shared company to anyone, without a login: living warriors, nothing private', async () => {
    const { user, company, hero, sharing } = await playerToShare();
    await sharing.share(company.id, true);
    const response = await lifecycleApi(t.app).shared(user.id, company.id);
    expect(response.statusCode).toBe(200);
    const shared = response.json<SharedCompany>();
    expect(shared).toMatchObject({
      id: company.id,
      name: company.name,
      race: 'Rohan',
      newRuleset: false,
      // Háma alone: 35 + Fight 5 + Courage 5 + the shield's 2 and the bow's 10, plus 5 for a
      // progression rule.
      currentRating: hero.totalPoints,
    });
    expect(Object.values(shared.warriors).map((w) => w.name)).toEqual(['Háma']);
    expect(shared.warriors[hero.id]).toMatchObject({
      totalStats: hero.totalStats,
      totalPoints: hero.totalPoints,
      level: 2,
    });
    for (const secret of [user.email, user.name, 'Secret Company', 'Théodred', 'token']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("works out the values in the company's ruleset, whoever reads them", async () => {
    const { user, company, hero, api, sharing } = await playerToShare();
    await sharing.share(company.id, true);
    expect((await api.setCompanyRuleset(company.id, true)).statusCode).toBe(200);
    // The owner's account setting only chooses a new company's ruleset.
    await api.setRuleset(false);
    const reader = await registerUser(t.app);
    const shared = (
      await lifecycleApi(t.app, reader).shared(user.id, company.id)
    ).json<SharedCompany>();
    expect(shared.newRuleset).toBe(true);
    // Under 2024 rules Courage is a target number: the +1 modifier makes 4 into 3.
    expect(shared.warriors[hero.id]!.totalStats.courage).toBe(3);
  });

  it('answers 404 when the link is off, to everyone but the owner', async () => {
    const { user, company, sharing } = await playerToShare();
    const visitor = lifecycleApi(t.app);
    const other = lifecycleApi(t.app, await registerUser(t.app));
    for (const api of [visitor, other]) {
      const response = await api.shared(user.id, company.id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: NOT_SHARED, code: 'NOT_FOUND' });
    }
    // The owner sees what friends would once it is on.
    expect((await sharing.shared(user.id, company.id)).statusCode).toBe(200);
    // On, then off again: gone at once.
    await sharing.share(company.id, true);
    expect((await visitor.shared(user.id, company.id)).statusCode).toBe(200);
    await sharing.share(company.id, false);
    expect((await visitor.shared(user.id, company.id)).statusCode).toBe(404);
  });

  it('answers 404 for a wrong pair of ids, whatever is shared', async () => {
    const { user, company, sharing } = await playerToShare();
    await sharing.share(company.id, true);
    const someoneElse = await playerWithCompany(t.app);
    await lifecycleApi(t.app, someoneElse.user).share(someoneElse.company.id, true);
    const visitor = lifecycleApi(t.app);
    for (const [userId, companyId] of [
      [someoneElse.user.id, company.id],
      [user.id, someoneElse.company.id],
      [user.id, UNKNOWN_ID],
      [UNKNOWN_ID, company.id],
      ['not-an-id', company.id],
      [user.id, 'not-an-id'],
    ]) {
      const response = await visitor.shared(userId!, companyId!);
      expect(response.statusCode, `${userId} ${companyId}`).toBe(404);
      expect(response.json().message).toBe(NOT_SHARED);
    }
  });

  it('reads a stale token as a visitor, never logging anyone out', async () => {
    const { user, company, sharing } = await playerToShare();
    await sharing.share(company.id, true);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/company/shared/${user.id}/${company.id}`,
      headers: { authorization: 'Bearer no-such-session' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('keeps a retired company readable through its link', async () => {
    const { user, company, api, sharing } = await playerToShare();
    await sharing.share(company.id, true);
    await api.retire(company.id, true);
    const response = await lifecycleApi(t.app).shared(user.id, company.id);
    expect(response.json()).toMatchObject({ retired: true, name: company.name });
  });

  it('is rate limited per address, without a login', async () => {
    const { user, company, sharing } = await playerToShare();
    await sharing.share(company.id, true);
    const temp = makeTempDir();
    const limited = await buildTestApp(t.db, temp.dir, { RATE_LIMIT_MAX: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.inject({
          method: 'GET',
          url: `/api/company/shared/${user.id}/${company.id}`,
          remoteAddress: '198.51.100.200',
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
      temp.remove();
    }
  });
});
