import { translateMessage } from '@warband/schemas/field-messages';
import { i18n } from '../../i18n/i18n';

/** What the player is told when a call failed and says nothing of its own. */
export const SOMETHING_WENT_WRONG = /*i18n*/ 'Something went wrong.';

/**
 * What a failed call says to the player: the error's own message (the API client's errors carry
 * the server's, in words a player reads), or `fallback` for anything else. Every failure shown
 * goes through here, most of them through the alerts' `failed`.
 */
export function failureMessage(error: unknown, fallback = SOMETHING_WENT_WRONG): string {
  const message = error instanceof Error && error.message !== '' ? error.message : fallback;
  // The server's messages come in the player's language already; the app's own are English ids.
  return translateMessage(i18n, message);
}
