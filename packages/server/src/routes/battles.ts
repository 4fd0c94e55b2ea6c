import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AftermathInput,
  BattleCorrectionInput,
  BattleCorrectionSource,
  BattleHistory,
  Company,
  UndoBattleInput,
} from '@warband/schemas';
import { callerOf } from '../plugins/auth';
import { applyAftermath } from '../services/battle/apply-aftermath';
import { correctBattle } from '../services/battle/correct-battle';
import { correctionSource } from '../services/battle/correction-source';
import { listBattles } from '../services/battle/list-battles';
import { undoBattle } from '../services/battle/undo-battle';
import type { ServiceContext } from '../services/context';

const IdParams = z.object({ id: z.string() });
const BattleParams = z.object({ id: z.string(), battleId: z.string() });

/**
 * PUT /company/{id}/battle, GET /company/{id}/battles, POST …/battles/{battleId}/undo,
 * GET and PUT …/battles/{battleId}/correction.
 */
export const battleRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  const schema = { tags: ['battles'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireUser);

  app.put(
    '/company/:id/battle',
    { schema: { ...schema, params: IdParams, body: AftermathInput, response: { 200: Company } } },
    (request) =>
      applyAftermath(ctx, callerOf(request), { ...request.body, companyId: request.params.id }),
  );

  app.get(
    '/company/:id/battles',
    { schema: { ...schema, params: IdParams, response: { 200: BattleHistory } } },
    (request) => listBattles(ctx, callerOf(request), { companyId: request.params.id }),
  );

  app.post(
    '/company/:id/battles/:battleId/undo',
    {
      schema: {
        ...schema,
        params: BattleParams,
        body: UndoBattleInput,
        response: { 200: Company },
      },
    },
    (request) =>
      undoBattle(ctx, callerOf(request), {
        ...request.body,
        companyId: request.params.id,
        battleId: request.params.battleId,
      }),
  );

  app.get(
    '/company/:id/battles/:battleId/correction',
    { schema: { ...schema, params: BattleParams, response: { 200: BattleCorrectionSource } } },
    (request) =>
      correctionSource(ctx, callerOf(request), {
        companyId: request.params.id,
        battleId: request.params.battleId,
      }),
  );

  app.put(
    '/company/:id/battles/:battleId/correction',
    {
      schema: {
        ...schema,
        params: BattleParams,
        body: BattleCorrectionInput,
        response: { 200: Company },
      },
    },
    (request) =>
      correctBattle(ctx, callerOf(request), {
        companyId: request.params.id,
        battleId: request.params.battleId,
        correction: request.body,
      }),
  );
};
