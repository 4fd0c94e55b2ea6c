import { fieldOf } from '@warband/rules';
import type { AuthUser } from '@warband/schemas';
import { isLocale } from '@warband/schemas/locales';

/**
 * The signed-in player: the one owner of who is logged in and of their account fields
 * (name, email, flags, ruleset), kept in local storage under 'user' (as the original client
 * did) so a reload keeps the session. Components read it through useSession(), the API
 * client reads the token here. Only `api/users.ts` writes it: the login sets it, logout and
 * a 401 clear it, and every reply carrying account fields is merged in
 * (docs/adr/0049-the-session-store-owns-the-signed-in-player.md).
 */
const STORAGE_KEY = 'user';
/** Left in the tab's session storage when the server ended the session, for /login to say so. */
const EXPIRED_KEY = 'sessionExpired';
type Listener = () => void;
const listeners = new Set<Listener>();

const TEXT_FIELDS = ['id', 'name', 'email', 'token'] as const;
const FLAGS = ['donated', 'newRuleset', 'isAdmin'] as const;

/**
 * Whether local storage holds a session this page can use: AuthUser's fields with their types.
 * Checked by hand, not with the shared schema, because this module loads with the first page
 * and zod is a quarter of that page's script; the fields came from a reply that was checked
 * when the player logged in. A test keeps this in step with AuthUser.
 */
export function isStoredUser(value: unknown): value is AuthUser {
  if (typeof value !== 'object' || value === null) return false;
  return (
    TEXT_FIELDS.every((key) => typeof fieldOf(value, key) === 'string') &&
    FLAGS.every((key) => typeof fieldOf(value, key) === 'boolean')
  );
}

/** AuthUser's fields of what was stored (nothing else it may carry), or null. */
function read(): AuthUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (!isStoredUser(stored)) return null;
    const { id, name, email, token, donated, newRuleset, isAdmin } = stored;
    // Stored before the walkthrough had a setting: the next reply brings it.
    const walkthroughDismissed = fieldOf(stored, 'walkthroughDismissed');
    const language = fieldOf(stored, 'language');
    return {
      ...{ id, name, email, token, donated, newRuleset, isAdmin },
      walkthroughDismissed: walkthroughDismissed === true,
      ...(isLocale(language) ? { language } : {}),
    };
  } catch {
    return null;
  }
}

let current: AuthUser | null = read();
/** Counts this page's writes, so a reply can tell whether the session moved on meanwhile. */
let writes = 0;
/** The token this page is logging out: the server may refuse reads sent with it meanwhile. */
let endingToken: string | null = null;

export const sessionStore = {
  get: (): AuthUser | null => current,
  /** A mark to hand back to `update`: the session as it is when a request starts. */
  mark: (): number => writes,
  set(user: AuthUser | null) {
    if (user) forgetExpired();
    // A session begun anew is not the one being logged out, even with the same token.
    if (user && user.token !== current?.token) endingToken = null;
    current = user;
    writes += 1;
    if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(STORAGE_KEY);
    listeners.forEach((listener) => listener());
  },
  /**
   * Fresh account fields from a reply. Nothing happens when nobody is logged in, nor when the
   * stored session is no longer this page's (another tab logged out or in meanwhile): a late
   * reply never brings back a session that was replaced. With a `since` mark, a reading that
   * set out before the session last changed (a settings read overtaken by a save) is stale
   * and is dropped too. Fields as the session has them already change nothing: nobody is told,
   * so a page does not draw its frame again for a reading that found nothing new.
   */
  update(fields: Partial<AuthUser>, since?: number) {
    if (!current || read()?.token !== current.token) return;
    if (since !== undefined && since !== writes) return;
    const session: AuthUser = current;
    const changes = Object.entries(fields).some(
      ([key, value]) => !Object.is(Reflect.get(session, key), value),
    );
    if (changes) sessionStore.set({ ...session, ...fields });
  },
  /**
   * The player is logging out here. A read sent before the server forgot the session may come
   * back 401 after it: that is this logout, not an expired session (`refusedByServer`).
   */
  loggingOut() {
    endingToken = current?.token ?? null;
  },
  /** Whether a 401 to a call made with `token` means the server ended the session itself. */
  refusedByServer: (token: string): boolean => token !== endingToken,
  /**
   * The server no longer knows the session (it expired or was logged out elsewhere): forget
   * the player and leave a note, which survives the reload that follows, so the login page
   * can tell them why they are there.
   */
  expire() {
    try {
      sessionStorage.setItem(EXPIRED_KEY, '1');
    } catch {
      // Without session storage the player still lands on the login page, only without a word.
    }
    sessionStore.set(null);
  },
  /** Whether the last session ended because the server refused it (see `expire`). */
  expired: (): boolean => {
    try {
      return sessionStorage.getItem(EXPIRED_KEY) === '1';
    } catch {
      return false;
    }
  },
  /** Said once: the note goes when the login page has shown it, or at the next login. */
  forgetExpired: () => forgetExpired(),
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function forgetExpired() {
  try {
    sessionStorage.removeItem(EXPIRED_KEY);
  } catch {
    // Nothing was kept, so there is nothing to forget.
  }
}
