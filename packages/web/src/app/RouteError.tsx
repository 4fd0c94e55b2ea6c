import { Button, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { usePageTitle } from '../hooks/usePageTitle';
import { retryLabel, routeErrorKind, routeErrorTexts } from './route-error';

/**
 * The route tree's error boundary (app/router.tsx): a page that failed to load or to draw
 * shows a player's message and a Retry, never the router's own error screen. It is part of
 * the entry's code, so it shows when no other chunk can be fetched
 * (docs/adr/0164-a-page-that-cannot-load.md).
 */
export function RouteError() {
  const error = useRouteError();
  const texts = routeErrorTexts(routeErrorKind(error, navigator.onLine));
  usePageTitle(texts.title);
  return (
    <Stack gap="lg" maw={720} w="100%" role="alert">
      <Title order={1}>{texts.title}</Title>
      <Text>{texts.body}</Text>
      <div>
        {/* A full reload: the browser keeps a failed import() as failed for the page's life. */}
        <Button mih={44} miw={44} onClick={() => window.location.reload()}>
          {retryLabel()}
        </Button>
      </div>
    </Stack>
  );
}
