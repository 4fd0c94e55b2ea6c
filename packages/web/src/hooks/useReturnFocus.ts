import { useCallback, useRef } from 'react';

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
    }, 0);
  }, []);
  return { remember, restore };
}
