import type { ErrorCode } from '@warband/schemas/error-codes';

/**
 * What an error is, told by its code, never by its message: the API's codes, and the app's
 * own for a write the device could not keep either (NOT_KEPT) and for a reply of another
 * version's shape (BAD_REPLY). Undefined when the server was not reached.
 */
export type ApiErrorCode = ErrorCode | 'NOT_KEPT' | 'BAD_REPLY';
