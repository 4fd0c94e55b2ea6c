import { lazy, Suspense, useState } from 'react';
import { loadRegistration, useAppUpdate } from './useAppUpdate';

// The prompt's code loads only once a new version is waiting.
const UpdatePrompt = lazy(() =>
  import('./UpdatePrompt').then((module) => ({ default: module.UpdatePrompt })),
);

interface AppUpdateProps {
  pathname: string;
  playerId: string | null;
}

/**
 * Offers a new version of the app when one has installed (docs/adr/new-app-shell.md): the
 * player reloads into it when they choose, and is not asked at the table.
 */
export function AppUpdate({ pathname, playerId }: AppUpdateProps) {
  const update = useAppUpdate();
  // Later hides the prompt for this version until the next page load.
  const [postponed, setPostponed] = useState<ServiceWorker | null>(null);
  if (!update || update.worker === postponed) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt
        update={update}
        pathname={pathname}
        playerId={playerId}
        onLater={() => setPostponed(update.worker)}
        onReload={() => void loadRegistration().then(({ applyUpdate }) => applyUpdate(update))}
      />
    </Suspense>
  );
}
