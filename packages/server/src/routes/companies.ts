import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Company,
  COMPANY_FILE_MAX_BYTES,
  CompanyFile,
  companyFileName,
  CompanyInput,
  ImportCompanyInput,
  RetireCompanyInput,
  UpdateCompanyInput,
} from '@warband/schemas';
import { callerOf } from '../plugins/auth';
import { sendJsonText } from '../plugins/json-text';
import { companiesAnswer, CompanyList } from '../services/company/companies-answer';
import { createCompany } from '../services/company/create-company';
import { deleteCompany } from '../services/company/delete-company';
import { exportCompany } from '../services/company/export-company';
import { importCompany } from '../services/company/import-company';
import { retireCompany } from '../services/company/retire-company';
import { updateCompany } from '../services/company/update-company';
import type { ServiceContext } from '../services/context';

const IdParams = z.object({ id: z.string() });
// The file travels inside { file }: room for that wrapper on top.
const IMPORT_BODY_LIMIT = COMPANY_FILE_MAX_BYTES + 16 * 1024;

/**
 * GET /companies, POST /company/create, PUT and DELETE /company/{id}, PUT /company/{id}/retire,
 * GET /company/{id}/export and POST /company/import.
 */
export const companyRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  const schema = { tags: ['companies'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireUser);

  // Answered as JSON text kept between requests while the player's data is unchanged.
  app.get(
    '/companies',
    {
      schema: { ...schema, response: { 200: CompanyList } },
      config: { keptAnswerScope: 'companies' },
    },
    async (request, reply) =>
      sendJsonText(request, reply, await companiesAnswer(ctx, callerOf(request))),
  );

  app.post(
    '/company/create',
    { schema: { ...schema, body: CompanyInput, response: { 201: Company } } },
    async (request, reply) => {
      const company = await createCompany(ctx, callerOf(request), request.body);
      return reply.code(201).send(company);
    },
  );

  app.put(
    '/company/:id',
    {
      schema: { ...schema, params: IdParams, body: UpdateCompanyInput, response: { 200: Company } },
    },
    (request) => updateCompany(ctx, callerOf(request), { ...request.body, id: request.params.id }),
  );

  app.put(
    '/company/:id/retire',
    {
      schema: { ...schema, params: IdParams, body: RetireCompanyInput, response: { 200: Company } },
    },
    (request) =>
      retireCompany(ctx, callerOf(request), {
        retire: request.body.retire,
        id: request.params.id,
        bodyId: request.body.id,
      }),
  );

  app.delete(
    '/company/:id',
    { schema: { ...schema, params: IdParams } },
    async (request, reply) => {
      await deleteCompany(ctx, callerOf(request), { id: request.params.id });
      return reply.code(204).send();
    },
  );

  app.get(
    '/company/:id/export',
    { schema: { ...schema, params: IdParams, response: { 200: CompanyFile } } },
    async (request, reply) => {
      const file = await exportCompany(ctx, callerOf(request), { id: request.params.id });
      const name = companyFileName(file.company.name, (file.exportedAt ?? '').slice(0, 10));
      return reply.header('content-disposition', `attachment; filename="${name}"`).send(file);
    },
  );

  app.post(
    '/company/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { tooLargeMessage: 'The company file is too large (at most 2 MB).' },
      schema: { ...schema, body: ImportCompanyInput, response: { 201: Company } },
    },
    async (request, reply) => {
      const company = await importCompany(ctx, callerOf(request), request.body);
      return reply.code(201).send(company);
    },
  );
};
