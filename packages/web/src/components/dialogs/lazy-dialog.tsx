import { lazy, useState, type ComponentType } from 'react';

/**
 * A dialog whose code is not in the page's first load
 * (docs/adr/0053-large-dialogs-load-on-demand.md), with the loader to hand to `useLoadWhenIdle`.
 * Once the code is in, the dialog opens at once: a plain `lazy()` component suspends on its first
 * render even when its module is already loaded, and React holds back content revealed after a
 * fallback for up to 300 ms. Opened before its code is in, it waits in the caller's `Suspense` as a
 * `lazy()` one does.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  // A load that fails is forgotten, so the next one (the dialog's opening) tries again.
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Waiting = lazy(() => loadOnce().then((component) => ({ default: component })));

  function Dialog(props: P) {
    // Chosen as it opens, so a dialog opened while its code was loading is never remounted.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Waiting);
    return <Component {...props} />;
  }
  return { Dialog, load: loadOnce };
}
