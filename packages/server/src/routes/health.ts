import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@warband/schemas';
import type { Database } from '../db/client';
import { ping } from '../db/client';
import { apiError } from '../errors';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: ApiError },
      },
    },
    async (request, reply) => {
      if (await ping(db)) return { status: 'ok' as const };
      return reply
        .code(503)
        .send(apiError(request, { code: 'INTERNAL', message: 'The database is not answering.' }));
    },
  );
};
