import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { CHANGELOG_VERSION } from './changelog';
import {
  CHANGELOG_DELAY_MS,
  CHANGELOG_SEEN_KEY,
  changelogAtLoad,
  parseShownAt,
  SUPPORT_US_DELAY_MS,
  SUPPORT_US_SHOWN_KEY,
  supportUsDue,
} from './overlay-schedule';

// Their code loads when they open, never with the first page.
const SupportUsDialog = lazy(() =>
  import('./SupportUsDialog').then((module) => ({ default: module.SupportUsDialog })),
);
const ChangelogDialog = lazy(() =>
  import('./ChangelogDialog').then((module) => ({ default: module.ChangelogDialog })),
);

type Open = 'support' | 'changelog' | null;

/** Whether a dialog (an editor, a confirmation, the navigation drawer) is on screen. */
function dialogInUse(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or refused: the overlay may show again, nothing worse.
  }
}

interface OverlaysProps {
  /** The player sees adverts (logged in, not donated, not in battle): the appeal may open. */
  advertsShown: boolean;
  /** Whether the player has a company yet (null until known): the appeal waits for one. */
  hasCompany: boolean | null;
  /** Battle mode is on screen: nothing opens over it. */
  battle: boolean;
  /** A logged-in player on their own pages: the only one the changelog greets. */
  player: boolean;
}

/**
 * The Support Us and Changelog overlays on their schedules
 * (docs/adr/0136-support-us-and-the-changelog-open-on-pure-schedules.md), and a way to open the
 * changelog any time (the footer's link calls the returned function).
 */
export function useOverlays({ advertsShown, hasCompany, battle, player }: OverlaysProps) {
  const [open, setOpen] = useState<Open>(null);
  // What is open, as the timers read it: a dialog set open whose code is still loading is not
  // on screen yet, but it is in use all the same.
  const opened = useRef<Open>(null);
  const show = useCallback((which: Open) => {
    opened.current = which;
    setOpen(which);
  }, []);

  useEffect(() => {
    if (!player) return;
    const timer = window.setTimeout(() => {
      const action = changelogAtLoad({
        player,
        seenVersion: readStorage(CHANGELOG_SEEN_KEY),
        version: CHANGELOG_VERSION,
        dialogOpen: dialogInUse() || opened.current !== null,
        battle,
      });
      if (!action) return;
      writeStorage(CHANGELOG_SEEN_KEY, CHANGELOG_VERSION);
      if (action === 'open') show('changelog');
    }, CHANGELOG_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Once per page load, or once a visitor logs in: moving between pages starts nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [player]);

  // The appeal comes due 3 s after load, and is decided once the player's companies are
  // known: a first company made later in the same visit does not bring it on.
  const [appealsDue, setAppealsDue] = useState(0);
  const appealsDecided = useRef(0);
  useEffect(() => {
    if (!advertsShown) return;
    const timer = window.setTimeout(() => setAppealsDue((count) => count + 1), SUPPORT_US_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [advertsShown]);
  useEffect(() => {
    if (appealsDue === appealsDecided.current || hasCompany === null) return;
    appealsDecided.current = appealsDue;
    const due = supportUsDue({
      now: Date.now(),
      lastShownAt: parseShownAt(readStorage(SUPPORT_US_SHOWN_KEY)),
      advertsShown,
      hasCompany,
      dialogOpen: dialogInUse() || opened.current !== null,
    });
    if (!due) return;
    writeStorage(SUPPORT_US_SHOWN_KEY, String(Date.now()));
    show('support');
  }, [appealsDue, hasCompany, advertsShown, show]);

  const close = useCallback(() => show(null), [show]);
  const openChangelog = useCallback(() => show('changelog'), [show]);

  const dialogs = (
    <Suspense fallback={null}>
      {open === 'support' && <SupportUsDialog onClose={close} />}
      {open === 'changelog' && <ChangelogDialog onClose={close} />}
    </Suspense>
  );
  return { dialogs, openChangelog };
}
