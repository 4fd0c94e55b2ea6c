import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/client';
import { failureMessage, SOMETHING_WENT_WRONG } from './failure';

describe('failureMessage', () => {
  it("says the server's message of a refused call", () => {
    const refused = new ApiRequestError('That name is taken.', 409, 'CONFLICT', {});
    expect(failureMessage(refused)).toBe('That name is taken.');
  });

  it("says an error's own message, whatever threw it", () => {
    expect(failureMessage(new TypeError('Failed to fetch'), 'Not exported.')).toBe(
      'Failed to fetch',
    );
  });

  it('falls back for what is not an error or has nothing to say', () => {
    expect(failureMessage('boom')).toBe(SOMETHING_WENT_WRONG);
    expect(failureMessage(undefined, 'The library could not be exported.')).toBe(
      'The library could not be exported.',
    );
    expect(failureMessage(new Error(''))).toBe(SOMETHING_WENT_WRONG);
  });
});
