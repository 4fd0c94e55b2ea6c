import { z } from 'zod';
import { text } from './common';

/** Machine-readable error codes; every non-2xx API answer carries one. */
export const ErrorCode = z.enum([
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'STALE',
  /**
   * An undo or correction of a battle after which the company changed, not confirmed for the
   * company as it is now (docs/adr/0168-a-confirmed-undo-discards-only-what-it-asked-about.md).
   */
  'CHANGED_SINCE_BATTLE',
  /** An Operation-Id sent again with another route or body (docs/adr/0160-operation-ids.md). */
  'OPERATION_REUSED',
  'TOO_LARGE',
  'RATE_LIMITED',
  /** The database cannot be reached for now: a 503 with Retry-After. */
  'UNAVAILABLE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The one error shape of the API (ARCHITECTURE.md#api-contract). */
export const ApiError = z.object({
  message: text(),
  code: ErrorCode,
  requestId: text(),
  fields: z.record(text(), text()).optional(),
  /**
   * With STALE: the record as stored now, which the refused write was not based on. With
   * CHANGED_SINCE_BATTLE: the company's state now (CompanyState), which a confirmation names.
   */
  current: z.unknown().optional(),
});
export type ApiError = z.infer<typeof ApiError>;
