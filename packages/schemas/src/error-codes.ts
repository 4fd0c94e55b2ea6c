/**
 * Machine-readable error codes; every non-2xx API answer carries one. Kept apart from the
 * zod schemas so that the web's first page can tell codes apart without loading zod.
 */
export const ERROR_CODES = [
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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Whether a value read off an answer is one of the API's error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return ERROR_CODES.some((code) => code === value);
}
