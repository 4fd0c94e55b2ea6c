import { AuthUser } from '@warband/schemas';

/**
 * The signed-in player, kept in local storage under 'user' (as the original client did) so a
 * reload keeps the session. Components read it through useSession(); the API client reads
 * the token from here.
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
  /** Merge fresh account fields (from settings or details replies) into the stored user. */
  merge(fields: Partial<AuthUser>) {
    if (current) sessionStore.set({ ...current, ...fields });
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
