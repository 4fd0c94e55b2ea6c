import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreatedFriendlyMatch,
  CreateFriendlyMatchInput,
  FriendlyInvitePreview,
  JoinFriendlyMatchInput,
  LiveActionAnswer,
  LiveActionInput,
  LiveBattleState,
  LiveEventsQuery,
  LiveLogEntry,
  LiveStreamTicket,
  MatchSummary,
  SettleMatchInput,
} from '@warband/schemas';
import { callerOf } from '../plugins/auth';
import type { ServiceContext } from '../services/context';
import {
  createFriendlyMatch,
  joinFriendlyMatch,
  previewFriendlyInvite,
} from '../services/live/friendly-matches';
import { listMatches } from '../services/live/list-matches';
import { markPresent } from '../services/live/mark-present';
import type { LiveBus } from '../services/live/live-bus';
import { readLiveBattle } from '../services/live/read-live-battle';
import { readLiveLog } from '../services/live/read-live-log';
import { createStreamTicket, openStream } from '../services/live/stream-tickets';
import { settleMatch, takeLiveAction } from '../services/live/take-live-action';
import { KEEP_ALIVE_MS, liveStreams, streamEvents } from './live-stream';

const MatchParams = z.object({ matchId: z.string() });
const TokenParams = z.object({ token: z.string() });

/**
 * The friendly match made, with its invite's token; sent again with its Operation-Id, the same
 * match without it: the token is answered once and kept nowhere (docs/adr/0160-operation-ids.md).
 */
const CreatedFriendlyMatchReply = CreatedFriendlyMatch.partial({ token: true }).describe(
  'The match made and its invite token, answered once: a replay answers the match without it.',
);

/**
 * Live battles (docs/adr/new-live-battle-record.md, docs/adr/new-live-battle-transport.md): a
 * match's battle read whole, its events streamed, its actions posted one at a time; friendly
 * matches made from an invite link; the caller's matches.
 */
export const liveEventRoutes: FastifyPluginAsyncZod<{
  ctx: ServiceContext;
  bus: LiveBus;
  keepAliveMs?: number | undefined;
}> = async (app, { ctx, bus, keepAliveMs = KEEP_ALIVE_MS }) => {
  const tags = ['live battles'];
  const streams = liveStreams(app);

  // The event stream is read by a browser's EventSource, which sends no Authorization header:
  // its ticket, in the address, is its credential. Every other route is a signed-in player's.
  app.get(
    '/match/:matchId/live/events',
    {
      schema: {
        tags,
        description:
          'Server-Sent Events: each event `id: <seq>` and `data: <LiveEvent>`; every event after ' +
          'Last-Event-ID (or `after`) first, then each as it is taken; a comment every 15 s. ' +
          'Each side’s presence as `event: presence` (no id; `data: { presence }`) when the ' +
          'stream opens and whenever a player’s phone comes or goes. ' +
          'Authenticated by the `ticket` of POST /match/{matchId}/live/ticket.',
        params: MatchParams,
        querystring: LiveEventsQuery,
      },
    },
    async (request, reply) => {
      const access = await openStream(ctx, {
        matchId: request.params.matchId,
        ticket: request.query.ticket,
      });
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' && /^\d+$/.test(header) ? Number(header) : 0;
      streamEvents(request, reply, {
        db: ctx.db,
        bus,
        streams,
        keepAliveMs,
        matchId: access.matchId,
        side: access.mySide,
        after: Math.max(lastEventId, request.query.after ?? 0),
      });
    },
  );
};

/** Every other route of live battles: a signed-in player's. */
export const liveRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  signedIn,
  { ctx },
) => {
  const schema = { tags: ['live battles'], security: [{ bearerAuth: [] }] };
  signedIn.addHook('onRequest', signedIn.requireUser);

  signedIn.get(
    '/match/:matchId/live',
    { schema: { ...schema, params: MatchParams, response: { 200: LiveBattleState } } },
    (request) => readLiveBattle(ctx, callerOf(request), request.params),
  );

  signedIn.get(
    '/match/:matchId/live/log',
    {
      schema: {
        ...schema,
        description:
          'The live battle’s log, oldest first: each action, a settlement, and each side’s ' +
          'War’s Aftermath with the dice thrown for it.',
        params: MatchParams,
        response: { 200: z.array(LiveLogEntry) },
      },
    },
    (request) => readLiveLog(ctx, callerOf(request), request.params),
  );

  signedIn.post(
    '/match/:matchId/live/actions',
    {
      schema: {
        ...schema,
        params: MatchParams,
        body: LiveActionInput,
        response: { 200: LiveActionAnswer },
      },
    },
    (request) =>
      takeLiveAction(ctx, callerOf(request), {
        matchId: request.params.matchId,
        action: request.body,
      }),
  );

  signedIn.post(
    '/match/:matchId/live/settle',
    {
      schema: {
        ...schema,
        params: MatchParams,
        body: SettleMatchInput,
        response: { 200: LiveActionAnswer },
      },
    },
    (request) =>
      settleMatch(ctx, callerOf(request), {
        matchId: request.params.matchId,
        note: request.body.note,
      }),
  );

  signedIn.post(
    '/match/:matchId/live/ticket',
    { schema: { ...schema, params: MatchParams, response: { 201: LiveStreamTicket } } },
    async (request, reply) =>
      reply.code(201).send(await createStreamTicket(ctx, callerOf(request), request.params)),
  );

  signedIn.post(
    '/match/:matchId/live/presence',
    {
      schema: {
        ...schema,
        description:
          'The player’s phone still follows the battle: sent every 15 s while its event stream ' +
          'is open. A side not heard from for 45 s shows as gone.',
        params: MatchParams,
      },
    },
    async (request, reply) => {
      await markPresent(ctx, callerOf(request), request.params);
      return reply.code(204).send();
    },
  );

  signedIn.get(
    '/matches',
    { schema: { ...schema, response: { 200: z.array(MatchSummary) } } },
    (request) => listMatches(ctx, callerOf(request)),
  );

  signedIn.post(
    '/friendly-matches',
    {
      schema: {
        ...schema,
        body: CreateFriendlyMatchInput,
        response: { 201: CreatedFriendlyMatchReply },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createFriendlyMatch(ctx, callerOf(request), request.body)),
  );

  signedIn.get(
    '/friendly-matches/invite/:token',
    { schema: { ...schema, params: TokenParams, response: { 200: FriendlyInvitePreview } } },
    (request) => previewFriendlyInvite(ctx, callerOf(request), request.params),
  );

  signedIn.post(
    '/friendly-matches/join',
    { schema: { ...schema, body: JoinFriendlyMatchInput, response: { 200: MatchSummary } } },
    (request) => joinFriendlyMatch(ctx, callerOf(request), request.body),
  );
};
