export { i18n } from './i18n';
export {
  activateLocale,
  browserLocale,
  followAccountLanguage,
  preferredLocale,
  startTranslations,
} from './locale';
export { TranslationsProvider } from './TranslationsProvider';
