import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { OperationReusedError, ValidationError } from '../errors';
import { sameBody } from '../services/operations/body-hash';
import {
  findOperation,
  OPERATION_KEPT_DAYS,
  OperationTakenError,
  withOperation,
  type PendingOperation,
} from '../services/operations/operations';

/**
 * Operation ids (docs/adr/0160-operation-ids.md): a device that queued writes while offline
 * sends each with an `Operation-Id` it made, and may send it again as often as it needs; the
 * write lands once. This plugin reads the header on every signed-in write of the scope it is
 * registered in, answers a write already recorded with its first answer (and
 * `Operation-Replayed: true`) before any handler runs, and otherwise runs the handler with the
 * operation, which the write's transaction records (services/transaction.ts). Routes know
 * nothing of it.
 */

export const OPERATION_ID_HEADER = 'operation-id';
export const OPERATION_REPLAYED_HEADER = 'operation-replayed';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const OPERATION_ID_MESSAGE =
  'The Operation-Id header must be a UUID made by the device for this write.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** On a write route: the status its success is answered with, which a replay answers. */
    operationStatus?: number;
    /**
     * The body's fields that are secrets (passwords): left out of what the record keeps of the
     * body, so that no hash a password could be guessed back from is kept for 30 days.
     */
    operationSecrets?: readonly string[];
  }
  interface FastifyRequest {
    /** The write's operation, when the signed-in player named it with an Operation-Id. */
    operation: PendingOperation | null;
  }
}

/**
 * A route's success status: the one 2xx its response schema names, else 204 (the writes that
 * answer without a body declare no response).
 */
function successStatus(route: RouteOptions): number {
  const response: unknown = route.schema?.response;
  const codes = typeof response === 'object' && response !== null ? Object.keys(response) : [];
  const success = codes.filter((code) => /^2\d\d$/.test(code));
  return success.length === 1 ? Number(success[0]) : 204;
}

function isWrite(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.some((method) => WRITE_METHODS.has(method)) && route.schema?.hide !== true;
}

type Recorded = NonNullable<Awaited<ReturnType<typeof findOperation>>>;

/** The first answer again, or a refusal when the id was used for another write. */
function answerRecorded(
  reply: FastifyReply,
  recorded: Recorded,
  operation: Pick<PendingOperation, 'route' | 'body'>,
) {
  if (recorded.route !== operation.route || !sameBody(recorded.bodyHash, operation.body)) {
    throw new OperationReusedError();
  }
  reply.code(recorded.status).header(OPERATION_REPLAYED_HEADER, 'true');
  return recorded.status === 204 ? reply.send() : reply.send(recorded.answer);
}

/**
 * The body as its record knows it. Without its secrets, the same write sent again is still
 * told from another write by every other field; a client that sent another password under
 * the same id would be answered the first write's success, as for any reused id it owns.
 */
function withoutSecrets(body: unknown, secrets: readonly string[] | undefined): unknown {
  if (!secrets || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !secrets.includes(key)));
}

export const operationIds = fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorateRequest('operation', null);

    app.addHook('onRoute', (route) => {
      if (!isWrite(route)) return;
      route.config = { ...route.config, operationStatus: successStatus(route) };
      const handler = route.handler;
      route.handler = async function (request, reply) {
        const operation = request.operation;
        if (!operation) return handler.call(this, request, reply);
        try {
          return await withOperation(operation, () => handler.call(this, request, reply));
        } catch (error) {
          if (!(error instanceof OperationTakenError)) throw error;
          // Another request of this id committed while this one waited on its row.
          const recorded = await findOperation(db, operation.userId, operation.operationId);
          if (!recorded) throw error;
          request.operation = null;
          return answerRecorded(reply, recorded, operation);
        }
      };
    });

    // After the body is parsed and before it is checked: a recorded write is answered at once,
    // and its body (which was valid the first time) is not checked again.
    app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
      const status = request.routeOptions.config.operationStatus;
      const header = request.headers[OPERATION_ID_HEADER];
      if (status === undefined || !request.caller || header === undefined) return;
      if (typeof header !== 'string' || !UUID.test(header)) {
        throw new ValidationError(
          { [OPERATION_ID_HEADER]: OPERATION_ID_MESSAGE },
          OPERATION_ID_MESSAGE,
        );
      }
      const operation: PendingOperation = {
        userId: request.caller.id,
        operationId: header.toLowerCase(),
        route: `${request.method} ${request.url}`,
        body: withoutSecrets(request.body, request.routeOptions.config.operationSecrets),
        status,
        taken: false,
      };
      const recorded = await findOperation(db, operation.userId, operation.operationId);
      if (recorded) return answerRecorded(reply, recorded, operation);
      request.operation = operation;
    });

    // A write answered with success whose operation no transaction took (it wrote outside one),
    // or whose transaction recorded another answer than the one sent, would run again on a
    // replay: a verb outside the contract. Said loudly; the tests read the log. (A transaction
    // that took it and rolled back on purpose, as an import's dry run does, wrote nothing.)
    app.addHook('preSerialization', async (request, reply, payload) => {
      const operation = request.operation;
      const recorded = operation?.recorded;
      if (recorded && reply.statusCode < 300 && recorded.answer !== payload) {
        request.log.error(
          { route: operation.route },
          'operation recorded another answer than sent',
        );
      }
      return payload;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const operation = request.operation;
      if (operation && reply.statusCode < 300 && !operation.taken) {
        request.log.error({ route: operation.route }, 'operation not recorded: no transaction');
      }
      return payload;
    });
  },
  { name: 'operation-ids', dependencies: ['auth'] },
);

/**
 * The OpenAPI document's `Operation-Id` parameter, shared by every signed-in write (those with
 * a security requirement): swagger's transformObject.
 */
export function documentOperationIds<T extends object>(document: T): T {
  const doc = document as {
    components?: { parameters?: Record<string, unknown> };
    paths?: Record<string, Record<string, { security?: unknown[]; parameters?: unknown[] }>>;
  };
  doc.components = {
    ...doc.components,
    parameters: {
      ...doc.components?.parameters,
      OperationId: {
        name: 'Operation-Id',
        in: 'header',
        required: false,
        schema: { type: 'string', format: 'uuid' },
        description:
          'A UUID the client makes for this write. Sent again with the same method, address ' +
          'and body (its keys in any order), the write is not run again: the first success is ' +
          'answered (same status and body) with the header Operation-Replayed: true. Sent ' +
          'with another method, address or body: 422 OPERATION_REUSED. Not a UUID: 400. ' +
          `Only successes are recorded, for ${OPERATION_KEPT_DAYS} days.`,
      },
    },
  };
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!WRITE_METHODS.has(method.toUpperCase()) || !operation.security?.length) continue;
      operation.parameters = [
        ...(operation.parameters ?? []),
        { $ref: '#/components/parameters/OperationId' },
      ];
    }
  }
  return document;
}
