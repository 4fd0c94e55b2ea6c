import { I18nProvider } from '@lingui/react';
import { Fragment, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from './i18n';
import { followAccountLanguage } from './locale';

const subscribe = (listener: () => void) => i18n.on('change', listener);
const activeLocale = () => i18n.locale;

/**
 * Lingui's provider, and the screens drawn anew when the language changes: texts are read
 * with `i18n._` as a screen renders, so a new language shows everywhere at once. What sits
 * outside `children` (the alerts, the query cache) is kept. Follows the signed-in player's
 * account language.
 */
export function TranslationsProvider({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribe, activeLocale, activeLocale);
  useEffect(() => followAccountLanguage(), []);
  return (
    <I18nProvider i18n={i18n}>
      <Fragment key={locale}>{children}</Fragment>
    </I18nProvider>
  );
}
