import { useEffect } from 'react';

export const APP_NAME = 'Warband Ledger';

/** Sets the browser tab's title for the page on screen: 'Page | Warband Ledger'. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}
