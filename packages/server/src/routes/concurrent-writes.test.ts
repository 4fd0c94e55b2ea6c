import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { NO_OPPONENT, type BattleHistory, type Company, type Warrior } from '@warband/schemas';
import { aftermathFor, applied, battleApi } from '../../test/battles';
import {
  companiesApi,
  createCompany,
  createWarrior,
  heroPayload,
  toPayload,
} from '../../test/companies';
import { registerUser, type TestUser, useTestApp } from '../../test/helpers';

// Writes to one company fired together, as two tabs, two players' phones or an outbox
// replaying would. On PostgreSQL they truly overlap (one connection each); the embedded
// database runs one statement at a time, so there the rounds check the same rules cheaply.

const t = useTestApp();
// 200 rounds take some 11 s on PostgreSQL alone; more beside the other test files.
vi.setConfig({ testTimeout: 180_000 });
const onPostgres = () => t.driver === 'postgres';

/** A company with a hero and one battle applied, ready for any of the writes below. */
async function companyWithBattle(user: TestUser) {
  const company = await createCompany(t.app, user);
  // No experience, so that the few battles of a test bring no level-up to choose.
  const hero = await createWarrior(
    t.app,
    user,
    company.id,
    heroPayload({ experience: 0, wargear: [] }),
  );
  const battle = aftermathFor([hero]);
  const after = await applied(await battleApi(t.app, user).apply(company.id, battle));
  return { company: after, hero: after.warriors[hero.id]!, battleId: battle.battleId };
}

/** Whether an answer is one a write may give when another write meets it. */
function expectOrderly(response: LightMyRequestResponse, also: number[] = []) {
  expect([200, 204, 409, ...also], response.body).toContain(response.statusCode);
}

async function storedHero(user: TestUser, companyId: string, heroId: string): Promise<Warrior> {
  const listed = (await companiesApi(t.app, user).list()).json<Company[]>();
  return listed.find((company) => company.id === companyId)!.warriors[heroId]!;
}

describe('a warrior saved while a battle is undone or applied', () => {
  it('is kept, or refused with a 409, never lost and never a server error', async () => {
    const user = await registerUser(t.app);
    const api = companiesApi(t.app, user);
    const battles = battleApi(t.app, user);
    const rounds = onPostgres() ? 40 : 8;
    const { company, hero } = await companyWithBattle(user);
    let current = hero;
    for (let round = 0; round < rounds; round++) {
      const next = aftermathFor([hero]);
      const baseClass = `Rider ${round}`;
      // Undo the battle just applied while the warrior it changed is saved.
      const undoing = round % 2 === 0;
      if (undoing) {
        const last = await applied(await battles.apply(company.id, next));
        current = last.warriors[hero.id]!;
      }
      const [edit, battle] = await Promise.all([
        api.updateWarrior(hero.id, toPayload(current, { baseClass })),
        undoing ? battles.undo(company.id, next.battleId) : battles.apply(company.id, next),
      ]);
      expectOrderly(edit);
      expectOrderly(battle);
      const stored = await storedHero(user, company.id, hero.id);
      if (edit.statusCode === 200) expect(stored.baseClass, `round ${round}`).toBe(baseClass);
      if (battle.statusCode === 200) {
        const history = (await battles.history(company.id)).json<BattleHistory>().battles;
        const listed = history.some((entry) => entry.battleId === next.battleId);
        expect(listed, `round ${round}`).toBe(!undoing);
      }
      // Back to one battle applied, whatever happened, for the next round.
      if (!undoing && battle.statusCode === 200) {
        await applied(await battles.undoConfirmed(company.id, next.battleId));
      }
      if (undoing && battle.statusCode !== 200) {
        await applied(await battles.undoConfirmed(company.id, next.battleId));
      }
      current = await storedHero(user, company.id, hero.id);
    }
  });
});

describe('a save based on an older revision', () => {
  it('of a warrior is refused after a battle, answering the warrior as stored', async () => {
    const user = await registerUser(t.app);
    const { company, hero } = await companyWithBattle(user);
    const battles = battleApi(t.app, user);
    const after = await applied(await battles.apply(company.id, aftermathFor([hero])));
    const stale = await companiesApi(t.app, user).updateWarrior(
      hero.id,
      toPayload(hero, { name: 'Háma the Late' }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE', current: after.warriors[hero.id] });
    expect(await storedHero(user, company.id, hero.id)).toEqual(after.warriors[hero.id]);
  });

  it('of a company is refused after a battle, answering the company as stored', async () => {
    const user = await registerUser(t.app);
    const { company, hero } = await companyWithBattle(user);
    const battles = battleApi(t.app, user);
    const after = await applied(await battles.apply(company.id, aftermathFor([hero])));
    const stale = await companiesApi(t.app, user).updateCompany(company.id, {
      name: company.name,
      race: company.race,
      influence: company.influence,
      backstory: 'Written before the battle',
      revision: company.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE', current: after });
    const fresh = await companiesApi(t.app, user).updateCompany(company.id, {
      name: company.name,
      race: company.race,
      influence: after.influence,
      backstory: 'Written after',
      revision: after.revision,
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<Company>().revision).toBeGreaterThan(after.revision);
  });

  it('is never taken again by a warrior an undo writes back', async () => {
    const user = await registerUser(t.app);
    const { company, hero } = await companyWithBattle(user);
    const battles = battleApi(t.app, user);
    const battle = aftermathFor([hero]);
    const after = (await applied(await battles.apply(company.id, battle))).warriors[hero.id]!;
    await applied(await battles.undo(company.id, battle.battleId));
    const api = companiesApi(t.app, user);
    const restored = await storedHero(user, company.id, hero.id);
    expect(restored.revision).not.toBe(hero.revision);
    const edited = await api.updateWarrior(
      hero.id,
      toPayload(restored, { name: 'Háma the Second' }),
    );
    expect(edited.statusCode).toBe(200);
    // A tab that saw the battle's result must not overwrite the edit made after the undo.
    const stale = await api.updateWarrior(hero.id, toPayload(after, { name: 'From the old tab' }));
    expect(stale.statusCode).toBe(409);
    expect((await storedHero(user, company.id, hero.id)).name).toBe('Háma the Second');
  });
});

type Write = 'apply' | 'undo' | 'correct' | 'saveWarrior' | 'saveCompany' | 'retire' | 'delete';
const WRITES: Write[] = [
  'apply',
  'undo',
  'correct',
  'saveWarrior',
  'saveCompany',
  'retire',
  'delete',
];
const PAIRS = WRITES.flatMap((first, index) =>
  WRITES.slice(index).map((second) => [first, second] as const),
);

describe('pairs of writes to one company fired together', () => {
  it('leave every write answered 2xx visible, the others refused with a 409 and the record as stored', async () => {
    const rounds = onPostgres() ? 200 : PAIRS.length;
    // Every write must get through some of the time, or the rounds prove nothing about it.
    const kept = new Set<Write>();
    for (let round = 0; round < rounds; round++) {
      // A player of its own each round: the company list read back after the writes then
      // holds this round's company alone, not every company of the rounds before.
      const user = await registerUser(t.app);
      const api = companiesApi(t.app, user);
      const battles = battleApi(t.app, user);
      const pair = PAIRS[round % PAIRS.length]!;
      const { company, hero, battleId } = await companyWithBattle(user);
      const label = `round ${round}: ${pair.join(' with ')}`;
      const writes = pair.map((write, index) => {
        const token = `${write} ${round}.${index}`;
        const newBattle = aftermathFor([hero]);
        const fire = {
          apply: () => battles.apply(company.id, newBattle),
          undo: () => battles.undo(company.id, battleId),
          // The battle just applied, corrected: its note names this write.
          correct: () =>
            battles.correct(company.id, {
              ...aftermathFor([hero], { battleId, opponent: { ...NO_OPPONENT, note: token } }),
              correctionId: randomUUID(),
            }),
          saveWarrior: () => api.updateWarrior(hero.id, toPayload(hero, { baseClass: token })),
          saveCompany: () =>
            api.updateCompany(company.id, {
              name: token,
              race: company.race,
              influence: company.influence,
              backstory: company.backstory,
              revision: company.revision,
            }),
          retire: () => api.retire(company.id, true),
          delete: () => api.deleteCompany(company.id),
        }[write];
        return { write, token, battleId: newBattle.battleId, fire };
      });
      const answers = await Promise.all(writes.map((write) => write.fire()));
      answers.forEach((answer, index) => {
        if (answer.statusCode < 300) kept.add(writes[index]!.write);
      });
      const deleted = answers.some(
        (answer, index) => writes[index]!.write === 'delete' && answer.statusCode === 204,
      );
      // Only a deletion that went first makes the other write find nothing.
      answers.forEach((answer) => expectOrderly(answer, deleted ? [404] : []));
      if (deleted) {
        expect((await api.list()).json<Company[]>().some((c) => c.id === company.id)).toBe(false);
        continue;
      }
      const stored = (await api.list()).json<Company[]>().find((c) => c.id === company.id)!;
      const history = (await battles.history(company.id)).json<BattleHistory>().battles;
      const inHistory = (id: string) => history.some((entry) => entry.battleId === id);
      const ok = (write: Write) =>
        writes.some((other, index) => other.write === write && answers[index]!.statusCode < 300);
      const corrected = history.find((entry) => entry.battleId === battleId);
      writes.forEach((write, index) => {
        if (answers[index]!.statusCode >= 300) return;
        const visible = {
          apply: () => inHistory(write.battleId),
          undo: () => !inHistory(battleId),
          // Corrected with this write's choices; or, after it, undone or corrected again by the
          // other write of the pair, itself answered 2xx (checked on its own turn).
          correct: () =>
            corrected === undefined
              ? ok('undo')
              : corrected.correctedAt !== null &&
                (corrected.opponent?.note === write.token ||
                  (pair[0] === pair[1] &&
                    writes.some(
                      (other, i) =>
                        answers[i]!.statusCode < 300 && corrected.opponent?.note === other.token,
                    ))),
          saveWarrior: () => stored.warriors[hero.id]?.baseClass === write.token,
          saveCompany: () => stored.name === write.token,
          retire: () => stored.retired,
          delete: () => false,
        }[write.write];
        expect(visible(), `${label}: ${write.write} answered 2xx but is not visible`).toBe(true);
      });
      // A save refused for the other write answers the record as that write left it, which is
      // the record as stored: the company for a company's save, the warrior for a warrior's.
      // (A warrior of a company retired meanwhile is refused as such: nothing to compare.)
      writes.forEach((write, index) => {
        const answer = answers[index]!;
        if (answer.statusCode !== 409) return;
        const refused = answer.json<{ code: string; current?: unknown }>();
        if (write.write === 'saveCompany') {
          expect(refused, label).toMatchObject({ code: 'STALE' });
          expect(refused.current, label).toEqual(stored);
        }
        if (write.write === 'saveWarrior' && !stored.retired) {
          expect(refused, label).toMatchObject({ code: 'STALE' });
          expect(refused.current, label).toEqual(stored.warriors[hero.id]);
        }
      });
    }
    expect([...kept].sort()).toEqual([...WRITES].sort());
  });
});
