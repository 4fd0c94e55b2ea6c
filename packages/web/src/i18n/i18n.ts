import { i18n } from '@lingui/core';

/**
 * The app's one translator (docs/adr/new-translations-through-lingui-catalogs.md): every text a
 * player reads is `i18n._('The English text')`, the English being the message's id in the
 * catalogs (src/locales/*.po). Importing it from here, never from Lingui, makes sure a
 * language is active: English at once, with no catalog, which is what the component tests
 * read; the app itself loads the player's catalog before its first render (locale.ts).
 */
if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

export { i18n };

/**
 * The locale dates, numbers and lists are written in (Intl): the player's language, and for
 * English the app's own British English ("10 June 2025", "a, b and c").
 */
export function formatLocale(): string {
  return i18n.locale === 'en' ? 'en-GB' : i18n.locale;
}

/** "a, b and c" in the player's language. */
export function listFormat(): Intl.ListFormat {
  return new Intl.ListFormat(formatLocale(), { type: 'conjunction' });
}
