import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CHANGED_SINCE_CORRECTED_BATTLE,
  CHOICES_NOT_KEPT,
  ONLY_THE_LAST_BATTLE_CORRECTED,
  type AftermathFormValues,
  type ApiError,
  type BattleCorrectionSource,
  type BattleHistory,
  type Company,
  type Timeline,
  type Warrior,
} from '@warband/schemas';
import { battleRecords } from '../db/schema';
import { toPayload } from '../../test/companies';
import { aftermathFor, applied, battleApi, companyForBattle } from '../../test/battles';
import { registerUser, useTestApp } from '../../test/helpers';
import { snapshotTables } from '../../test/table-snapshot';

const t = useTestApp();

/** A battle whose Hero was wrongly entered as killed, and the same battle as it was. */
async function battleWithWrongInjury() {
  const fixture = await companyForBattle(t.app);
  const { hero, warrior, leader, creature } = fixture;
  const base = aftermathFor([hero, warrior, leader, creature], {
    result: 'win',
    participants: [
      { warriorId: hero.id, wounded: true, woundsInflicted: 2 },
      { warriorId: warrior.id, woundsInflicted: 1 },
      { warriorId: leader.id },
      { warriorId: creature.id },
    ],
  });
  const wrong: AftermathFormValues = {
    ...base,
    injuries: [{ warriorId: hero.id, roll: { total: 2, rolledBy: 'app' }, result: 'dead' }],
  };
  // 7 + 1 taking part + 2 wounds + 1 for the win = 11: one level-up.
  const right: AftermathFormValues = {
    ...base,
    injuries: [{ warriorId: hero.id, roll: { total: 5, rolledBy: 'app' }, result: 'legWound' }],
    levelUps: [
      {
        kind: 'hero',
        warriorId: hero.id,
        chosenPath: 'Knight',
        perks: [{ kind: 'characteristic', stat: 'fight' }],
      },
    ],
  };
  return { ...fixture, wrong, right };
}

/** The company without the stamps every write gives anew. */
function unstamped(company: Company) {
  return JSON.parse(
    JSON.stringify(company, (key, value: unknown) =>
      key === 'revision' || key === 'updatedAt' ? undefined : value,
    ),
  ) as unknown;
}

describe('PUT /api/company/:id/battles/:battleId/correction', () => {
  it('equals the corrected choices applied to the company before the battle, applied once per id', async () => {
    const { company, user, hero, battles, wrong, right } = await battleWithWrongInjury();
    const killed = await applied(await battles.apply(company.id, wrong));
    expect(killed.warriors[hero.id]!.status).toBe('dead');

    const source = (await battles.correctionSource(company.id, wrong.battleId)).json();
    const { choices, company: before } = source as BattleCorrectionSource;
    expect(choices).toMatchObject({ battleId: wrong.battleId, injuries: [{ result: 'dead' }] });
    expect(before.warriors[hero.id]).toMatchObject({ status: '', experience: 7 });
    const [applied1] = (await battles.history(company.id)).json<BattleHistory>().battles;
    expect(applied1).toMatchObject({ correctedAt: null, correctable: true });

    const correction = { ...right, correctionId: randomUUID() };
    const corrected = await applied(await battles.correct(company.id, correction));
    expect(corrected.warriors[hero.id]).toMatchObject({
      status: '',
      legWound: 1,
      experience: 11,
      chosenPath: 'Knight',
    });
    const settled = await snapshotTables(t.db);
    const resent = await applied(await battles.correct(company.id, correction));
    expect(resent).toEqual(corrected);
    expect(await snapshotTables(t.db)).toEqual(settled);

    const history = (await battles.history(company.id)).json<BattleHistory>();
    expect(history.battles).toHaveLength(1);
    expect(history.battles[0]).toMatchObject({ battleId: wrong.battleId, correctable: true });
    expect(history.battles[0]!.correctedAt).not.toBeNull();
    // The battle keeps its date.
    expect(history.battles[0]!.appliedAt).toBe(applied1!.appliedAt);
    const [row] = await t.db
      .select()
      .from(battleRecords)
      .where(eq(battleRecords.battleId, wrong.battleId));
    expect(row!.firstRequest).toMatchObject({ injuries: [{ result: 'dead' }] });
    expect(row!.request).toMatchObject({ injuries: [{ result: 'legWound' }] });

    // The timeline tells the battle once, as corrected: the first version is not a battle of
    // its own, nor was it undone.
    const timeline = await t.app.inject({
      method: 'GET',
      url: `/api/company/${company.id}/timeline`,
      headers: user.headers,
    });
    const lines = timeline.json<Timeline>().entries;
    expect(lines.filter((line) => line.kind === 'battleUndone')).toEqual([]);
    const battleLines = lines.filter((line) => line.kind === 'battle');
    expect(battleLines).toHaveLength(1);
    expect(battleLines[0]!.battle).toMatchObject({ undone: false, corrected: true, killed: [] });
    expect(battleLines[0]!.at).toBe(applied1!.appliedAt);

    // The same choices applied straight to the company before the battle.
    await applied(await battles.undo(company.id, wrong.battleId));
    const direct = await applied(
      await battles.apply(company.id, { ...right, battleId: randomUUID() }),
    );
    expect(unstamped(corrected)).toEqual(unstamped(direct));
  });

  it('asks for confirmation after a later edit, and corrects only the last battle', async () => {
    const { company, api, hero, battles, wrong, right } = await battleWithWrongInjury();
    const first = aftermathFor([hero]);
    await applied(await battles.apply(company.id, first));
    const afterWrong = await applied(await battles.apply(company.id, wrong));

    const notLast = await battles.correct(company.id, {
      ...first,
      result: 'loss',
      correctionId: randomUUID(),
    });
    expect(notLast.statusCode).toBe(409);
    expect(notLast.json()).toMatchObject({ message: ONLY_THE_LAST_BATTLE_CORRECTED });

    const renamed = toPayload(afterWrong.warriors[hero.id]!, { name: 'Háma the Fallen' });
    expect((await api.updateWarrior(hero.id, renamed)).statusCode).toBe(200);
    const before = await snapshotTables(t.db);
    const correction = { ...right, correctionId: randomUUID() };
    const refused = await battles.correct(company.id, correction);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CHANGED_SINCE_BATTLE',
      message: CHANGED_SINCE_CORRECTED_BATTLE,
      current: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await snapshotTables(t.db)).toEqual(before);

    // The same correction, confirmed: the edit made after the battle is discarded.
    const seen = refused.json<ApiError>().current;
    const confirmed = await applied(
      await battles.correct(company.id, { ...correction, confirm: true, seen }),
    );
    expect(confirmed.warriors[hero.id]).toMatchObject({ name: 'Háma', status: '', legWound: 1 });
  });

  it('discards only the changes of the refusal the player confirmed, and asks again about later ones', async () => {
    const { company, api, hero, battles, wrong, right } = await battleWithWrongInjury();
    const afterWrong = await applied(await battles.apply(company.id, wrong));
    const renamed = await api.updateWarrior(
      hero.id,
      toPayload(afterWrong.warriors[hero.id]!, { name: 'Háma the Fallen' }),
    );
    expect(renamed.statusCode).toBe(200);
    const correction = { ...right, correctionId: randomUUID() };
    const refused = await battles.correct(company.id, correction);
    expect(refused.statusCode).toBe(409);
    const seen = refused.json<ApiError>().current;

    // Another device edits the company while the player reads the question.
    const elsewhere = await api.updateWarrior(
      hero.id,
      toPayload(renamed.json<Warrior>(), { name: 'Háma the Twice Fallen' }),
    );
    expect(elsewhere.statusCode).toBe(200);
    const before = await snapshotTables(t.db);
    const asked = await battles.correct(company.id, { ...correction, confirm: true, seen });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'CHANGED_SINCE_BATTLE',
      message: CHANGED_SINCE_CORRECTED_BATTLE,
    });
    const now = asked.json<ApiError>().current;
    expect(now).not.toBe(seen);
    // A confirmation naming no state, as an older app sends it, is asked again too.
    const unnamed = await battles.correct(company.id, { ...correction, confirm: true });
    expect(unnamed.statusCode).toBe(409);
    expect(unnamed.json<ApiError>().current).toBe(now);
    expect(await snapshotTables(t.db)).toEqual(before);

    const corrected = await applied(
      await battles.correct(company.id, { ...correction, confirm: true, seen: now }),
    );
    expect(corrected.warriors[hero.id]).toMatchObject({ name: 'Háma', legWound: 1 });
  });

  it("answers 404 for another player's company and changes nothing", async () => {
    const { company, battles, wrong, right } = await battleWithWrongInjury();
    await applied(await battles.apply(company.id, wrong));
    const theirs = battleApi(t.app, await registerUser(t.app));
    const before = await snapshotTables(t.db);
    expect((await theirs.correctionSource(company.id, wrong.battleId)).statusCode).toBe(404);
    const response = await theirs.correct(company.id, {
      ...right,
      correctionId: randomUUID(),
      confirm: true,
    });
    expect(response.statusCode).toBe(404);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('is not offered for a battle applied before its choices were kept', async () => {
    const { company, battles, wrong, right } = await battleWithWrongInjury();
    await applied(await battles.apply(company.id, wrong));
    await t.db
      .update(battleRecords)
      .set({ request: null })
      .where(eq(battleRecords.battleId, wrong.battleId));
    const history = (await battles.history(company.id)).json<BattleHistory>();
    expect(history.battles[0]).toMatchObject({ correctable: false });
    const refused = await battles.correct(company.id, { ...right, correctionId: randomUUID() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: CHOICES_NOT_KEPT });
  });
});
