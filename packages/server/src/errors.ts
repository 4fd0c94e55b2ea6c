import { fieldOf } from '@warband/rules/narrow';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@warband/schemas';
import { databaseUnreachable } from './db/unreachable';
import { localeOf, translate } from './i18n/translations';

/**
 * Typed errors thrown by services. They carry no HTTP knowledge beyond a status: the one
 * error handler below turns every failure into the API's error shape
 * (ARCHITECTURE.md#api-contract).
 */
export abstract class ServiceError extends Error {
  abstract readonly status: number;
  abstract readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(message: string, fields?: Record<string, string>) {
    super(message);
    this.name = new.target.name;
    this.fields = fields;
  }
}

export const VALIDATION_MESSAGE = /*i18n*/ 'Please check the highlighted fields.';
export const INTERNAL_MESSAGE = /*i18n*/ 'Something went wrong. Please try again.';
export const LOGIN_REQUIRED_MESSAGE = /*i18n*/ 'Please log in to continue.';
export const FORBIDDEN_MESSAGE = /*i18n*/ 'You are not allowed to do this.';
export const NOT_FOUND_MESSAGE = /*i18n*/ 'Not found';
const INVALID_FIELD_MESSAGE = /*i18n*/ 'This field is invalid';
export const UNAVAILABLE_MESSAGE =
  /*i18n*/ 'The server cannot reach its database just now. Please try again in a moment.';

/** What a client is asked to wait while the database cannot be reached: about a restart. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export class ValidationError extends ServiceError {
  readonly status = 400;
  readonly code = 'VALIDATION' as const;
  constructor(fields: Record<string, string>, message = VALIDATION_MESSAGE) {
    super(message, fields);
  }
}

/** A body refused before it is read as JSON (broken UTF-8, nested too deep): no field to name. */
export class UnreadableBodyError extends ServiceError {
  readonly status = 400;
  readonly code = 'VALIDATION' as const;
}

export class UnauthenticatedError extends ServiceError {
  readonly status = 401;
  readonly code = 'UNAUTHENTICATED' as const;
  constructor(message = LOGIN_REQUIRED_MESSAGE) {
    super(message);
  }
}

/** A signed-in player asking for what only an admin may do. */
export class ForbiddenError extends ServiceError {
  readonly status = 403;
  readonly code = 'FORBIDDEN' as const;
  constructor(message = FORBIDDEN_MESSAGE) {
    super(message);
  }
}

/** Also for rows that exist but belong to someone else, so existence never leaks. */
export class NotFoundError extends ServiceError {
  readonly status = 404;
  readonly code = 'NOT_FOUND' as const;
  constructor(message = NOT_FOUND_MESSAGE) {
    super(message);
  }
}

export class ConflictError extends ServiceError {
  readonly status = 409;
  readonly code = 'CONFLICT' as const;
  constructor(message: string, fields?: Record<string, string>) {
    super(message, fields);
  }
}

export const STALE_MESSAGE =
  /*i18n*/ 'This was changed elsewhere since you opened it. Check what changed, then save again or keep what is saved.';

/**
 * A write based on a revision that is no longer the stored one: answered with the record as
 * it is stored now, so the player can see what changed and choose.
 */
export class StaleError extends ServiceError {
  readonly status = 409;
  readonly code = 'STALE' as const;
  constructor(
    readonly current: unknown,
    message = STALE_MESSAGE,
  ) {
    super(message);
  }
}

/**
 * An undo or a correction of a battle after which the company changed, not confirmed for the
 * company as it is now: answered with the company's state now, which the player's confirmation
 * names, so that it discards only the changes the player was asked about.
 */
export class ChangedSinceBattleError extends ServiceError {
  readonly status = 409;
  readonly code = 'CHANGED_SINCE_BATTLE' as const;
  constructor(
    readonly current: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * An Operation-Id already recorded for another write (another route or another body): the
 * client's mistake, which no retry mends, and nothing is written.
 */
export class OperationReusedError extends ServiceError {
  readonly status = 422;
  readonly code = 'OPERATION_REUSED' as const;
  constructor(
    message = 'This Operation-Id was already used for another request. Send each write with an id of its own.',
  ) {
    super(message);
  }
}

/** A refusal that passes: the same request a little later may succeed, so it says when. */
export abstract class RetryLaterError extends ServiceError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export class RateLimitedError extends RetryLaterError {
  readonly status = 429;
  readonly code = 'RATE_LIMITED' as const;
}

/** The server has no room for the request now; the same request a little later will do. */
export class ServiceBusyError extends RetryLaterError {
  readonly status = 503;
  readonly code = 'RATE_LIMITED' as const;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Message for a 413 on this route, instead of the generic one. */
    tooLargeMessage?: string;
  }
}

/** Issue paths as the web's forms name fields: ['pack', 'wargear', 0, 'name'] → 'pack.wargear.0.name'. */
export function fieldPath(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

function toFields(issues: { instancePath: string; message?: string | undefined }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = fieldPath(issue.instancePath);
    // The first problem of a field is the one worth showing.
    if (key && !(key in fields)) fields[key] = issue.message ?? INVALID_FIELD_MESSAGE;
  }
  return fields;
}

interface Mapped {
  status: number;
  code: ErrorCode;
  message: string;
  fields?: Record<string, string> | undefined;
  current?: unknown;
  /** Sent as Retry-After: the refusal passes. */
  retryAfterSeconds?: number | undefined;
}

const FRAMEWORK_MESSAGES: Record<number, Omit<Mapped, 'status'>> = {
  400: { code: 'VALIDATION', message: /*i18n*/ 'The request could not be read.' },
  401: { code: 'UNAUTHENTICATED', message: LOGIN_REQUIRED_MESSAGE },
  403: { code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE },
  404: { code: 'NOT_FOUND', message: NOT_FOUND_MESSAGE },
  413: { code: 'TOO_LARGE', message: /*i18n*/ 'The request is too large.' },
  415: { code: 'VALIDATION', message: /*i18n*/ 'Please send JSON.' },
  429: {
    code: 'RATE_LIMITED',
    message: /*i18n*/ 'Too many requests. Please wait a minute and try again.',
  },
};

function mapError(error: unknown, request: FastifyRequest): Mapped {
  if (error instanceof StaleError || error instanceof ChangedSinceBattleError) {
    return { status: 409, code: error.code, message: error.message, current: error.current };
  }
  if (error instanceof ServiceError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      fields: error.fields,
      retryAfterSeconds: error instanceof RetryLaterError ? error.retryAfterSeconds : undefined,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      status: 400,
      code: 'VALIDATION',
      message: VALIDATION_MESSAGE,
      fields: toFields(error.validation),
    };
  }
  const status = fieldOf(error, 'statusCode');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const known = FRAMEWORK_MESSAGES[status] ?? {
      code: 'VALIDATION',
      message: 'The request could not be processed.',
    };
    const message =
      status === 413
        ? (request.routeOptions.config.tooLargeMessage ?? known.message)
        : known.message;
    return { status, code: known.code, message };
  }
  // A database restarting or cut off is not the request's fault, and it passes.
  if (databaseUnreachable(error)) {
    return {
      status: 503,
      code: 'UNAVAILABLE',
      message: UNAVAILABLE_MESSAGE,
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  return { status: 500, code: 'INTERNAL', message: INTERNAL_MESSAGE };
}

/**
 * The answer's body, its messages in the caller's language (localeOf): the account's choice,
 * else the request's Accept-Language. A message no catalog knows goes as it is.
 */
export function apiError(request: FastifyRequest, mapped: Omit<Mapped, 'status'>): ApiError {
  const locale = localeOf(request);
  const fields = mapped.fields
    ? Object.fromEntries(
        Object.entries(mapped.fields).map(([path, message]) => [path, translate(locale, message)]),
      )
    : undefined;
  return {
    message: translate(locale, mapped.message),
    code: mapped.code,
    requestId: request.id,
    ...(fields ? { fields } : {}),
    ...(mapped.current === undefined ? {} : { current: mapped.current }),
  };
}

/** The one place failures become HTTP answers. 5xx answers never carry internals. */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const mapped = mapError(error, request);
  if (mapped.code === 'UNAVAILABLE') {
    request.log.warn({ err: error }, 'the database cannot be reached');
  } else if (mapped.status >= 500 && !(error instanceof ServiceBusyError)) {
    request.log.error({ err: error }, 'request failed');
  } else request.log.info({ status: mapped.status, code: mapped.code }, mapped.message);
  if (mapped.retryAfterSeconds !== undefined) reply.header('retry-after', mapped.retryAfterSeconds);
  return reply.code(mapped.status).send(apiError(request, mapped));
}
