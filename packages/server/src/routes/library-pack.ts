import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ImportLibraryInput,
  ImportLibraryResult,
  LIBRARY_PACK_MAX_BYTES,
  LibraryPack,
} from '@warband/schemas';
import { callerOf } from '../plugins/auth';
import type { ServiceContext } from '../services/context';
import { exportLibrary } from '../services/library/export-library';
import { importLibrary } from '../services/library/import-library';

// The pack travels inside { pack, onDuplicate, dryRun }: room for that wrapper on top.
const IMPORT_BODY_LIMIT = LIBRARY_PACK_MAX_BYTES + 16 * 1024;

export const libraryPackRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  const schema = { tags: ['library'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireUser);

  app.get('/export', { schema: { ...schema, response: { 200: LibraryPack } } }, (request) =>
    exportLibrary(ctx, callerOf(request)),
  );

  app.post(
    '/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { tooLargeMessage: 'The library file is too large.' },
      schema: { ...schema, body: ImportLibraryInput, response: { 200: ImportLibraryResult } },
    },
    (request) => importLibrary(ctx, callerOf(request), request.body),
  );
};
