/**
 * The languages the app speaks, English first: it is the source every catalog translates. Kept
 * free of zod, so the first page can read it without loading the schemas.
 */
export const LOCALES = ['en', 'es', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = 'en';

/** Each language named in itself, as the Language choice lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
};

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

/**
 * The first of the caller's preferred languages that the app speaks (`es-MX` is `es`), else
 * English. Takes the browser's list (navigator.languages) or an Accept-Language header, whose
 * quality values order it.
 */
export function negotiateLocale(preferred: string | readonly string[] | undefined): Locale {
  const tags =
    typeof preferred === 'string'
      ? preferred
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            const quality = q ? Number(q.slice(2)) : 1;
            return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
          })
          .filter((entry) => entry.quality > 0)
          .sort((a, b) => b.quality - a.quality || a.index - b.index)
          .map((entry) => entry.tag)
      : (preferred ?? []);
  for (const tag of tags) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return SOURCE_LOCALE;
}
