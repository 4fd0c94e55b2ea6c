import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdvertsConfig } from '@warband/schemas';

/** GET /adverts: the banners the web app picks from. Public: nothing in it is secret. */
export const advertRoutes: FastifyPluginAsyncZod<{ adverts: AdvertsConfig }> = async (
  app,
  { adverts },
) => {
  app.get(
    '/adverts',
    { schema: { tags: ['adverts'], response: { 200: AdvertsConfig } } },
    async (_request, reply) => {
      // A page view picks among them; they change only when the server restarts.
      reply.header('cache-control', 'public, max-age=300');
      return adverts;
    },
  );
};
