import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { CHANGELOG_VERSION } from './components/overlays/changelog';
import { CHANGELOG_SEEN_KEY, SUPPORT_US_SHOWN_KEY } from './components/overlays/overlay-schedule';

// Screens and dialogs load their code the first time they show (lazy routes and dialogs); on
// a busy machine that import alone can outlast Testing Library's default wait of 1 s, and a
// player's first dialog opens as the header's sync indicator loads its own code (once the
// page's content is in), which took one such wait past 5 s on a loaded two-core machine.
configure({ asyncUtilTimeout: 10_000 });

// The changelog and the Support Us appeal open on timers: as if already seen, so they cover no
// other test's screen. Their own tests clear these keys.
beforeEach(() => {
  localStorage.setItem(CHANGELOG_SEEN_KEY, CHANGELOG_VERSION);
  localStorage.setItem(SUPPORT_US_SHOWN_KEY, String(Date.now()));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom lacks these; Mantine reads them.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;
// Mantine's Select scrolls its list into view when it opens.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
