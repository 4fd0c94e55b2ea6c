import { isLocale, negotiateLocale, type Locale } from '@warband/schemas/locales';
import { sessionStore } from '../api/session-store';
import { loadCatalog } from './catalogs';
import { i18n } from './i18n';

/**
 * The language this device shows: the account's choice (kept here too, so the login page
 * speaks it after a logout), else the browser's. Kept in local storage under 'language'.
 */
const STORAGE_KEY = 'language';

function remembered(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function remember(locale: Locale | null) {
  try {
    if (locale) localStorage.setItem(STORAGE_KEY, locale);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Without storage the account's language still applies while the player is signed in.
  }
}

/** The browser's own language, as the app speaks it. */
export function browserLocale(): Locale {
  return negotiateLocale(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

/** What the player should read now: their account's language, else the browser's. */
export function preferredLocale(): Locale {
  return sessionStore.get()?.language ?? remembered() ?? browserLocale();
}

let switching: Promise<void> = Promise.resolve();

/**
 * Loads `locale`'s catalog and shows the app in it; the page's `lang` follows. Nothing happens
 * when it is the language shown already, unless `reload` (the app's start, whose English has
 * no catalog yet). Switches run one after another, so the last asked for is the one shown. A
 * catalog that cannot load (offline before the app was kept) leaves the language as it was.
 */
export function activateLocale(locale: Locale, reload = false): Promise<void> {
  switching = switching.then(async () => {
    if (i18n.locale === locale && !reload) return;
    try {
      const messages = await loadCatalog(locale);
      i18n.loadAndActivate({ locale, messages });
      document.documentElement.lang = locale;
    } catch {
      // Keep reading the language already shown.
    }
  });
  return switching;
}

/** The app's start: the player's language, its catalog loaded before anything is drawn. */
export function startTranslations(): Promise<void> {
  return activateLocale(preferredLocale(), true);
}

/**
 * Follows the signed-in player's account: their language when they chose one (remembered on
 * this device), the browser's when their account follows it. A logout changes nothing.
 */
export function followAccountLanguage(): () => void {
  const follow = () => {
    const user = sessionStore.get();
    if (!user) return;
    remember(user.language ?? null);
    void activateLocale(preferredLocale());
  };
  return sessionStore.subscribe(follow);
}
