import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AftermathFormValues, ApiError, Company, Warrior } from '@warband/schemas';
import { createWarrior, heroPayload, NO_LISTS, playerWithCompany } from './companies';

const NO_MIGHT = { might: 0, will: 0, fate: 0 };
const PLAIN_STATS = {
  ...heroPayload().baseStats,
  ...NO_MIGHT,
};

/** A plain Warrior (no Might, Will or Fate), with no lists. */
export function plainWarriorPayload(extra: Record<string, unknown> = {}) {
  return {
    ...heroPayload(),
    ...NO_LISTS,
    name: 'Eothain',
    rank: 'Warrior',
    experience: 0,
    baseStats: PLAIN_STATS,
    modifyStats: {},
    ...extra,
  };
}

export function battleApi(app: FastifyInstance, user: { headers: Record<string, string> }) {
  const undo = (companyId: string, battleId: string, payload: object = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/company/${companyId}/battles/${battleId}/undo`,
      headers: user.headers,
      payload,
    });
  return {
    apply: (companyId: string, payload: AftermathFormValues) =>
      app.inject({
        method: 'PUT',
        url: `/api/company/${companyId}/battle`,
        headers: user.headers,
        payload,
      }),
    history: (companyId: string) =>
      app.inject({
        method: 'GET',
        url: `/api/company/${companyId}/battles`,
        headers: user.headers,
      }),
    correctionSource: (companyId: string, battleId: string) =>
      app.inject({
        method: 'GET',
        url: `/api/company/${companyId}/battles/${battleId}/correction`,
        headers: user.headers,
      }),
    correct: (
      companyId: string,
      payload: AftermathFormValues & { correctionId: string; confirm?: boolean; seen?: unknown },
    ) =>
      app.inject({
        method: 'PUT',
        url: `/api/company/${companyId}/battles/${payload.battleId}/correction`,
        headers: user.headers,
        payload,
      }),
    undo,
    /**
     * Undoes as a player who says yes to every question: asked about changes made after the
     * battle, confirms discarding them as the refusal found them.
     */
    undoConfirmed: async (companyId: string, battleId: string) => {
      const asked = await undo(companyId, battleId);
      const refusal = asked.json<ApiError>();
      if (refusal.code !== 'CHANGED_SINCE_BATTLE') return asked;
      return undo(companyId, battleId, { discardEdits: true, seen: refusal.current });
    },
  };
}

/**
 * A company of Rohan for the aftermath: a Hero (Háma, 7 experience, Fate 1), a plain Warrior,
 * a Leader and the Leader's Creature.
 */
export async function companyForBattle(app: FastifyInstance) {
  const player = await playerWithCompany(app);
  const { user, company } = player;
  const hero = await createWarrior(app, user, company.id);
  const warrior = await createWarrior(app, user, company.id, plainWarriorPayload());
  const leader = await createWarrior(
    app,
    user,
    company.id,
    heroPayload({ name: 'Théoden', rank: 'Leader', experience: 0, ...NO_LISTS }),
  );
  const creature = await createWarrior(
    app,
    user,
    company.id,
    plainWarriorPayload({ name: 'Hound', rank: 'Creature', owner: leader.id }),
  );
  return { ...player, hero, warrior, leader, creature, battles: battleApi(app, user) };
}

/** Everyone took part, no one wounded; override what a test needs. */
export function aftermathFor(
  warriors: readonly Pick<Warrior, 'id'>[],
  extra: Partial<AftermathFormValues> = {},
): AftermathFormValues {
  return {
    battleId: randomUUID(),
    result: 'draw',
    opponentRating: 0,
    participants: warriors.map((warrior) => ({ warriorId: warrior.id })),
    ...extra,
  };
}

export async function applied(response: { statusCode: number; body: string; json: <T>() => T }) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Company>();
}
