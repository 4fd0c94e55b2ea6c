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
