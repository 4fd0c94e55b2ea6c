import { Alert, Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useAlerts } from './AlertsProvider';
import { i18n } from '../../i18n/i18n';

/**
 * The alerts banner: green for success, red for danger, closable, gone after 5 s and when the
 * player moves to another page. A failure stays in view below the header as the page scrolls;
 * a success sits above the page and scrolls with it, never over the page's own buttons (Edit,
 * Start Battle) while the player goes on. An alert raised in the same step as a navigation (a
 * form that saves and then moves on) is news for the new page, so it stays: only alerts
 * already on screen before the page changed are cleared. While the next page's code is still
 * loading, an alert raised meanwhile counts as the next page's too.
 */
export function AlertsBanner() {
  const { current, clear } = useAlerts();
  const { pathname } = useLocation();
  const leaving = useNavigation().state !== 'idle';
  const lastPath = useRef(pathname);
  const lastShownId = useRef(0);

  useEffect(() => {
    if (pathname !== lastPath.current) {
      lastPath.current = pathname;
      if (current && current.id <= lastShownId.current) clear();
    }
    if (current && !leaving) lastShownId.current = Math.max(lastShownId.current, current.id);
  }, [pathname, current, clear, leaving]);

  if (!current) return null;
  const danger = current.kind === 'danger';
  return (
    <Box
      pos={danger ? 'sticky' : 'relative'}
      top={danger ? 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-xs))' : 0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 5, borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Alert
        key={current.id}
        role="alert"
        color={danger ? 'red' : 'green'}
        variant="light"
        withCloseButton
        closeButtonLabel={i18n._('Dismiss alert')}
        onClose={clear}
        data-kind={current.kind}
      >
        {current.message}
      </Alert>
    </Box>
  );
}
