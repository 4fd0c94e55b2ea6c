import fs from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  LOCALES,
  SOURCE_LOCALE,
  isLocale,
  negotiateLocale,
  translateMessage,
  type Locale,
} from '@warband/schemas';

/**
 * The server's catalogs (src/locales/*.po, docs/adr/new-translations-through-lingui-catalogs.md),
 * read once at start: its answers' messages and its mails, in each language the app speaks.
 * The English text is each message's id; a message a catalog lacks is answered in English.
 */
const po = formatter({ lineNumbers: false, explicitIdAsDefault: true });

function readCatalog(locale: Locale): Record<string, string> {
  const file = new URL(`../locales/${locale}.po`, import.meta.url);
  const parsed = po.parse(fs.readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: SOURCE_LOCALE,
    filename: file.pathname,
  });
  if (parsed instanceof Promise) throw new Error('The PO format reads synchronously');
  const messages: Record<string, string> = {};
  for (const [id, entry] of Object.entries(parsed)) {
    const text = entry.translation || (locale === SOURCE_LOCALE ? (entry.message ?? id) : '');
    if (text) messages[id] = text;
  }
  return messages;
}

const translators = new Map<Locale, I18n>(
  LOCALES.map((locale) => {
    const i18n = setupI18n({ locale, messages: { [locale]: readCatalog(locale) } });
    // The server has no build step: its catalogs are compiled as they are read.
    i18n.setMessagesCompiler(compileMessage);
    return [locale, i18n];
  }),
);

/** The translations of one language, for messages with values (mails). */
export function i18nFor(locale: Locale): I18n {
  const i18n = translators.get(locale);
  if (!i18n) throw new Error(`No catalog for ${locale}`);
  return i18n;
}

/** A message in `locale`, when its catalog has it (translateMessage), else as it is. */
export function translate(locale: Locale, text: string): string {
  return translateMessage(i18nFor(locale), text);
}

/**
 * The language to answer in: the account's choice when the caller is signed in and made one,
 * else the request's Accept-Language (the web app sends the language it shows), else English.
 */
export function localeOf(request: {
  caller?: { language?: Locale | null | undefined } | null;
  headers: { 'accept-language'?: string | undefined };
}): Locale {
  const chosen = request.caller?.language;
  return isLocale(chosen) ? chosen : negotiateLocale(request.headers['accept-language']);
}
