import { AuthUser } from '@warband/schemas';

/**
 * The signed-in player: the one owner of who is logged in and of their account fields
 * (name, email, flags, ruleset), kept in local storage under 'user' (as the original client
 * did) so a reload keeps the session. Components read it through useSession(), the API
 * client reads the token here. Only `api/users.ts` writes it: the login sets it, logout and
 * a 401 clear it, and every reply carrying account fields is merged in (docs/decisions.md, WC5).
 */
const STORAGE_KEY = 'user';
type Listener = () => void;
const listeners = new Set<Listener>();

let current: AuthUser | null = read();

function read(): AuthUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = AuthUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const sessionStore = {
  get: (): AuthUser | null => current,
  set(user: AuthUser | null) {
    current = user;
    if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(STORAGE_KEY);
    listeners.forEach((listener) => listener());
  },
  /** Fresh account fields from a reply; nothing happens when nobody is logged in. */
  update(fields: Partial<AuthUser>) {
    if (current) sessionStore.set({ ...current, ...fields });
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
