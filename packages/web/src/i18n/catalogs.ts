import type { Messages } from '@lingui/core';
import type { Locale } from '@warband/schemas/locales';

/**
 * Each language's catalog is a chunk of its own, compiled from its .po file at build time
 * (Lingui's Vite plugin), and loaded only by the players who read that language.
 */
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  es: () => import('../locales/es.po'),
  fr: () => import('../locales/fr.po'),
};

export async function loadCatalog(locale: Locale): Promise<Messages> {
  return (await CATALOGS[locale]()).messages;
}
