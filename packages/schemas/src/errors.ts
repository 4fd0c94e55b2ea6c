import { z } from 'zod';
import { text } from './common';
import { ERROR_CODES } from './error-codes';

export { ERROR_CODES, isErrorCode } from './error-codes';

/** Machine-readable error codes; every non-2xx API answer carries one. */
export const ErrorCode = z.enum(ERROR_CODES);
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
