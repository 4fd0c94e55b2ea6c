import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Timeline, TimelineQuery } from '@warband/schemas';
import { callerOf } from '../plugins/auth';
import type { ServiceContext } from '../services/context';
import { listTimeline } from '../services/events/list-timeline';

const IdParams = z.object({ id: z.string() });

/** GET /company/{id}/timeline: the company's story, newest first, a page at a time. */
export const timelineRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', app.requireUser);
  app.get(
    '/company/:id/timeline',
    {
      schema: {
        tags: ['companies'],
        security: [{ bearerAuth: [] }],
        params: IdParams,
        querystring: TimelineQuery,
        response: { 200: Timeline },
      },
    },
    (request) =>
      listTimeline(ctx, callerOf(request), { ...request.query, companyId: request.params.id }),
  );
};
