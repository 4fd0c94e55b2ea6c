import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddCampaignCompaniesInput,
  Campaign,
  CampaignFeed,
  CampaignFeedQuery,
  CampaignInput,
  CampaignInvitePreview,
  CampaignList,
  CampaignMatch,
  CampaignMemberRoleInput,
  CampaignView,
  CreatedInvite,
  CreateInviteInput,
  JoinCampaignInput,
  LeaveCampaignInput,
  RecordMatchInput,
  SharedCompany,
  UpdateCampaignInput,
} from '@warband/schemas';
import { callerOf } from '../plugins/auth';
import { sendJsonText } from '../plugins/json-text';
import { addCampaignCompanies } from '../services/campaign/add-companies';
import { campaignAnswer } from '../services/campaign/campaign-answer';
import { readCampaignFeed } from '../services/campaign/campaign-feed';
import { createCampaign } from '../services/campaign/create-campaign';
import { createInvite } from '../services/campaign/create-invite';
import { deleteCampaign } from '../services/campaign/delete-campaign';
import { joinCampaign } from '../services/campaign/join-campaign';
import { leaveCampaign } from '../services/campaign/leave-campaign';
import { listCampaigns } from '../services/campaign/list-campaigns';
import { removeMember, setMemberRole } from '../services/campaign/members';
import { previewInvite } from '../services/campaign/preview-invite';
import { readMemberCompany } from '../services/campaign/read-member-company';
import { recordMatch } from '../services/campaign/record-match';
import { removeMatch } from '../services/campaign/remove-match';
import { revokeInvite } from '../services/campaign/revoke-invite';
import { updateCampaign } from '../services/campaign/update-campaign';
import type { ServiceContext } from '../services/context';

const IdParams = z.object({ id: z.string() });
const TokenParams = z.object({ token: z.string() });
const InviteParams = z.object({ id: z.string(), inviteId: z.string() });
const MatchParams = z.object({ id: z.string(), matchId: z.string() });
const MemberParams = z.object({ id: z.string(), userId: z.string() });
const CompanyParams = z.object({ id: z.string(), companyId: z.string() });
/**
 * The invite made, with its token; sent again with its Operation-Id, the same invite without
 * it (`Operation-Replayed: true`): the token is answered once and kept nowhere
 * (docs/adr/0160-operation-ids.md).
 */
const CreatedInviteReply = CreatedInvite.partial({ token: true }).describe(
  'The invite made and its token, answered once: a replay of the request answers the invite without it.',
);

/**
 * Group campaigns (docs/adr/0156-campaigns.md): every route is for signed-in members; anything
 * of a campaign the caller is not a member of is 404. The campaign's page is kept between
 * reads (services/campaign/campaign-answer.ts); the other answers are built on every read.
 */
export const campaignRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  const schema = { tags: ['campaigns'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireUser);

  app.get('/campaigns', { schema: { ...schema, response: { 200: CampaignList } } }, (request) =>
    listCampaigns(ctx, callerOf(request)),
  );

  app.post(
    '/campaign/create',
    { schema: { ...schema, body: CampaignInput, response: { 201: Campaign } } },
    async (request, reply) =>
      reply.code(201).send(await createCampaign(ctx, callerOf(request), request.body)),
  );

  app.get(
    '/campaign/invite/:token',
    { schema: { ...schema, params: TokenParams, response: { 200: CampaignInvitePreview } } },
    (request) => previewInvite(ctx, callerOf(request), { token: request.params.token }),
  );

  app.post(
    '/campaign/join',
    { schema: { ...schema, body: JoinCampaignInput, response: { 200: Campaign } } },
    (request) => joinCampaign(ctx, callerOf(request), request.body),
  );

  app.get(
    '/campaign/:id',
    { schema: { ...schema, params: IdParams, response: { 200: CampaignView } } },
    async (request, reply) =>
      sendJsonText(
        request,
        reply,
        await campaignAnswer(ctx, callerOf(request), { id: request.params.id }),
      ),
  );

  app.put(
    '/campaign/:id',
    {
      schema: {
        ...schema,
        params: IdParams,
        body: UpdateCampaignInput,
        response: { 200: Campaign },
      },
    },
    (request) => updateCampaign(ctx, callerOf(request), { ...request.body, id: request.params.id }),
  );

  app.delete(
    '/campaign/:id',
    { schema: { ...schema, params: IdParams } },
    async (request, reply) => {
      await deleteCampaign(ctx, callerOf(request), { id: request.params.id });
      return reply.code(204).send();
    },
  );

  app.get(
    '/campaign/:id/feed',
    {
      schema: {
        ...schema,
        params: IdParams,
        querystring: CampaignFeedQuery,
        response: { 200: CampaignFeed },
      },
    },
    (request) =>
      readCampaignFeed(ctx, callerOf(request), { ...request.query, campaignId: request.params.id }),
  );

  app.get(
    '/campaign/:id/company/:companyId',
    { schema: { ...schema, params: CompanyParams, response: { 200: SharedCompany } } },
    (request) =>
      readMemberCompany(ctx, callerOf(request), {
        campaignId: request.params.id,
        companyId: request.params.companyId,
      }),
  );

  app.post(
    '/campaign/:id/invites',
    {
      schema: {
        ...schema,
        params: IdParams,
        body: CreateInviteInput,
        response: { 201: CreatedInviteReply },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createInvite(ctx, callerOf(request), {
          ...request.body,
          campaignId: request.params.id,
        }),
      ),
  );

  app.delete(
    '/campaign/:id/invites/:inviteId',
    { schema: { ...schema, params: InviteParams } },
    async (request, reply) => {
      await revokeInvite(ctx, callerOf(request), {
        campaignId: request.params.id,
        inviteId: request.params.inviteId,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/campaign/:id/companies',
    {
      schema: {
        ...schema,
        params: IdParams,
        body: AddCampaignCompaniesInput,
        response: { 200: Campaign },
      },
    },
    (request) =>
      addCampaignCompanies(ctx, callerOf(request), {
        ...request.body,
        campaignId: request.params.id,
      }),
  );

  app.post(
    '/campaign/:id/leave',
    { schema: { ...schema, params: IdParams, body: LeaveCampaignInput } },
    async (request, reply) => {
      await leaveCampaign(ctx, callerOf(request), {
        ...request.body,
        campaignId: request.params.id,
      });
      return reply.code(204).send();
    },
  );

  app.put(
    '/campaign/:id/members/:userId',
    { schema: { ...schema, params: MemberParams, body: CampaignMemberRoleInput } },
    async (request, reply) => {
      await setMemberRole(ctx, callerOf(request), {
        ...request.body,
        campaignId: request.params.id,
        userId: request.params.userId,
      });
      return reply.code(204).send();
    },
  );

  app.delete(
    '/campaign/:id/members/:userId',
    { schema: { ...schema, params: MemberParams } },
    async (request, reply) => {
      await removeMember(ctx, callerOf(request), {
        campaignId: request.params.id,
        userId: request.params.userId,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/campaign/:id/matches',
    {
      schema: {
        ...schema,
        params: IdParams,
        body: RecordMatchInput,
        response: { 201: CampaignMatch },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await recordMatch(ctx, callerOf(request), {
          ...request.body,
          campaignId: request.params.id,
        }),
      ),
  );

  app.delete(
    '/campaign/:id/matches/:matchId',
    { schema: { ...schema, params: MatchParams } },
    async (request, reply) => {
      await removeMatch(ctx, callerOf(request), {
        campaignId: request.params.id,
        matchId: request.params.matchId,
      });
      return reply.code(204).send();
    },
  );
};
