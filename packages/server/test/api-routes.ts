import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Every route of the API as the OpenAPI document publishes it, so that tests walking the API
 * cover routes added later without anyone listing them.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
};

/**
 * The routes anyone may call without logging in: the one list of them. Every other route
 * must answer 401 without a valid token (the authorisation test checks each).
 */
export const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/adverts',
  'POST /api/users/authenticate',
  'POST /api/users/register',
  'POST /api/users/request-password-reset',
  'POST /api/users/reset-password',
  'GET /api/company/shared/{userId}/{shareId}',
  'GET /api/company/shared/{userId}/{shareId}/card.png',
  // Warrior images: the upload's signature is its credential, and images on the local disk
  // are read by <img> tags, which send no token (addresses that cannot be guessed).
  'PUT /api/uploads/{playerId}/{companyId}/{file}',
  'GET /uploads/{playerId}/{companyId}/{file}',
  // A live battle's event stream, read by a browser's EventSource, which sends no token: the
  // stream ticket in its address is its credential, refused with 401 whatever is wrong with it
  // (routes/live.test.ts; docs/adr/new-live-battle-transport.md).
  'GET /api/match/{matchId}/live/events',
]);

/**
 * The routes only an admin may call: they read or change other players' accounts, so they
 * answer 403 to every other player, whatever the row (the authorisation test checks each).
 */
export const ADMIN_ROUTES = new Set([
  'GET /api/users/search/{term}',
  'POST /api/users/set-donated',
]);

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** As the document writes it: /api/rule/{id}. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  body: JsonSchema | undefined;
  /** 'PUT /api/rule/{id}' */
  name: string;
}

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export const isProtected = (route: ApiRoute) => !PUBLIC_ROUTES.has(route.name);
/** A route of the player's own rows: protected, and not an admin's. */
export const isPlayers = (route: ApiRoute) => isProtected(route) && !ADMIN_ROUTES.has(route.name);

export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase() as ApiRoute['method'];
      const params = (where: string) =>
        (operation.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
      routes.push({
        method: upper,
        path,
        pathParams: params('path'),
        queryParams: params('query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        name: `${upper} ${path}`,
      });
    }
  }
  return routes;
}

/** The URL of a route, each path parameter given by `value` (a random UUID by default). */
export function urlOf(route: ApiRoute, value: (param: string) => string = () => randomUUID()) {
  return route.path.replace(/\{(\w+)\}/g, (_, param: string) => encodeURIComponent(value(param)));
}
