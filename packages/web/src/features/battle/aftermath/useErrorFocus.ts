import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * After a Next that found errors, moves the focus to the first field marked invalid, or to
 * the alert that sums them up when no field can take it. Runs after the render that shows
 * the errors, so the fields are marked by then.
 */
export function useErrorFocus(
  step: RefObject<HTMLElement | null>,
  summary: RefObject<HTMLElement | null>,
) {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const field = step.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (field ?? summary.current)?.focus();
  }, [request, step, summary]);
  return useCallback(() => setRequest((count) => count + 1), []);
}
