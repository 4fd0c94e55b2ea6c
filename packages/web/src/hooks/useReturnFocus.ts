import { useCallback, useRef } from 'react';

/**
 * The page's heading takes the focus when what held it has gone (a warrior's card, after the
 * warrior died or was deleted in the dialog it opened), rather than the focus falling to the
 * top of the document.
 */
function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * Keyboard players land back where they were after a dialog: remember() before opening,
 * restore() after closing. The dialogs are mounted only while open, so Mantine's own focus
 * return (which tracks opened changing) never runs for them.
 */
export function useReturnFocus() {
  const last = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    last.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    const target = last.current;
    last.current = null;
    // After the dialog has gone, or its focus trap would take focus back.
    setTimeout(() => {
      if (target?.isConnected) target.focus({ preventScroll: true });
      else if (target) focusPageHeading();
    }, 0);
  }, []);
  return { remember, restore };
}
