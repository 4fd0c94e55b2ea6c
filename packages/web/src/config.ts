/**
 * The web app's only reader of build-time environment (VITE_* variables). Checked by hand
 * rather than with zod: this module is part of the first page's script, and zod is some
 * 25 kB of it that only the screens that send or read data need
 * (docs/adr/0146-the-first-page-loads-without-zod-and-with-its-chunks.md).
 */
export interface WebConfig {
  apiBase: string;
  patronUrl: string;
  donateUrl: string;
  contactEmail: string;
}

const DEFAULTS: WebConfig = {
  apiBase: '/api',
  patronUrl: 'https://www.patreon.com/',
  donateUrl: 'https://www.paypal.com/donate/',
  contactEmail: 'hello@warband-ledger.example',
};

function url(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) address, not '${value}'.`);
  }
  return value;
}

function email(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw new Error(`${name} must be an email address, not '${value}'.`);
  }
  return value;
}

/** The configuration of this build: a variable left empty takes its default. */
export function readConfig(env: Record<string, string | undefined>): WebConfig {
  return {
    apiBase: env.VITE_API_BASE || DEFAULTS.apiBase,
    patronUrl: url('VITE_PATRON_URL', env.VITE_PATRON_URL, DEFAULTS.patronUrl),
    donateUrl: url('VITE_DONATE_URL', env.VITE_DONATE_URL, DEFAULTS.donateUrl),
    contactEmail: email('VITE_CONTACT_EMAIL', env.VITE_CONTACT_EMAIL, DEFAULTS.contactEmail),
  };
}

export const config = readConfig({
  VITE_API_BASE: import.meta.env.VITE_API_BASE,
  VITE_PATRON_URL: import.meta.env.VITE_PATRON_URL,
  VITE_DONATE_URL: import.meta.env.VITE_DONATE_URL,
  VITE_CONTACT_EMAIL: import.meta.env.VITE_CONTACT_EMAIL,
});

/**
 * Whether this build registers the service worker (docs/adr/new-app-shell.md): built apps
 * only. The dev server and the tests run without one, so no cached copy of the app ever hides
 * a change being made.
 */
export const registersServiceWorker: boolean = import.meta.env.PROD;
