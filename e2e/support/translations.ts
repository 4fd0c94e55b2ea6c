import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * The web app's catalog of a language as msgid → msgstr (packages/web/src/locales/*.po): what
 * a journey in that language must not show in English.
 */
export function webCatalog(locale: string): Map<string, string> {
  const file = new URL(`../../packages/web/src/locales/${locale}.po`, import.meta.url);
  const catalog = new Map<string, string>();
  const entry = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm;
  for (const [, id, text] of readFileSync(file, 'utf8').matchAll(entry)) {
    if (id) catalog.set(JSON.parse(`"${id}"`), JSON.parse(`"${text}"`));
  }
  return catalog;
}

/** Words a Spanish or French sentence never holds, and an English one almost always does. */
const ENGLISH_WORDS = /\b(the|your|you|and|with|this|that|is|are|of|to|for|been)\b/i;

/**
 * The English left on the page: every text a player reads or hears (text, aria-label, title,
 * placeholder, alt) that is a message of the catalog left untranslated, or reads as an English
 * sentence. `typed` are what the player typed (a name, an email), never translated; an
 * advert's own picture and words are the advertiser's, not the app's.
 */
export async function englishLeft(
  page: Page,
  catalog: Map<string, string>,
  typed: string[] = [],
): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (text && parent && visible(parent) && !parent.closest('script, style, [data-advert]')) {
        found.push(text);
      }
    }
    const named = document.querySelectorAll('[aria-label], [title], [placeholder], [alt]');
    for (const element of Array.from(named)) {
      if (element.closest('[data-advert]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    found.push(document.title);
    return found;
  });
  const untranslated = new Set(
    [...catalog].filter(([id, text]) => id !== text && /\p{L}{3,}/u.test(id)).map(([id]) => id),
  );
  return texts.filter((text) => {
    const own = typed.reduce((rest, value) => rest.replaceAll(value, ''), text);
    return untranslated.has(own) || ENGLISH_WORDS.test(own);
  });
}
