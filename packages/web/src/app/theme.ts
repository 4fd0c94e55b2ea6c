import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * The page keeps its scrollbar's room at all times (global.css), so an open dialog must not
 * also hide the scrollbar and pad the page for it, or the page would move sideways. The page
 * behind still does not scroll: wheel and touch are blocked outside the dialog.
 */
const keepScrollbar = { removeScrollProps: { removeScrollBar: false } };

export const theme = createTheme({
  primaryColor: 'wine',
  colors: {
    wine: [
      '#fbeeee',
      '#f0d6d6',
      '#e2aaaa',
      '#d47b7b',
      '#c85454',
      '#c03b3b',
      '#bd2e2e',
      '#a72121',
      '#951b1c',
      '#7a1f1f',
    ],
  },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif' },
  // Plain objects rather than Modal.extend(): naming the components here would put the dialog
  // and drawer code (and their positioning and focus libraries) in every first page.
  components: {
    Modal: { defaultProps: keepScrollbar },
    Drawer: { defaultProps: keepScrollbar },
  },
});

/**
 * Mantine's dimmed text (gray.6, #868e96) is 3.3:1 on white, too faint to read at the table.
 * This grey keeps it visibly secondary at 5.2:1 on white and above 4.5:1 (WCAG AA) on the
 * light greys and the light wine that cards and active links sit on.
 */
export const DIMMED_TEXT = '#666d75';

/**
 * Mantine's dimmed text on the dark page (dark.2) is 4.0:1. This grey is 6.4:1 there, still
 * 4.6:1 on the darker greys that rows and buttons sit on, and plainly below the text's dark.0.
 */
export const DARK_DIMMED_TEXT = '#a6a6a6';

/**
 * Warning alerts title themselves in their colour on a pale wash of it. Mantine's yellow and
 * orange are bright (yellow 1.8:1 on its wash), unreadable on a light page; these dark shades
 * of the same hue reach AA. On the dark page the bright shades already read well.
 */
export const WARNING_TEXT = { yellow: '#7a4f00', orange: '#9c3a06' } as const;

/**
 * A battle's result and its marks are light and outline badges (WON, DRAWN, CORRECTED):
 * Mantine writes them in shade 6, 2.2:1 for green on its wash, 2.9:1 for gray and 3.4:1 for
 * blue on white. On the light page these shades of the same hues reach AA on their wash and
 * on the light greys; green's darkest shade (4.0:1) is not dark enough, so it has its own.
 */
export const BADGE_TEXT = {
  green: '#237a36',
  gray: 'var(--mantine-color-gray-7)',
  blue: 'var(--mantine-color-blue-9)',
} as const;

/**
 * Each hue's words on the light page, whatever writes them: a light badge or alert on its
 * wash (light-color), an outline badge or button (outline), a coloured text (text).
 */
const LIGHT_HUE_TEXT = Object.fromEntries(
  Object.entries({ ...BADGE_TEXT, ...WARNING_TEXT }).flatMap(([hue, colour]) =>
    ['light-color', 'outline', 'text'].map((role) => [`--mantine-color-${hue}-${role}`, colour]),
  ),
);

/**
 * A focused field or button is outlined in blue: the wine primary colour is the red that marks
 * an error, so a focused field would look like a wrong one. Each shade is at least 3:1 against
 * its page, as a focus outline must be.
 */
export const FOCUS_COLOR = { light: '#1971c2', dark: '#4dabf7' } as const;

/**
 * White text on a solid red (End Battle, the WOUNDED mark) needs red.9, the first shade at
 * 4.5:1. Mantine's orange is too light for white at every shade, so the Broken banner and the
 * FLED mark keep orange.6 and write on it in black (theme.test.ts checks both).
 */

/**
 * A filled red button (a confirmation that deletes or discards) is red.6 in Mantine's light
 * scheme, 3.3:1 under its white label, and red.7 under the pointer. Both schemes fill it with
 * red.8 (4.5:1) and darken it to red.9 under the pointer, as the dark scheme already did.
 */
const FILLED_RED = {
  '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
  '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
};

/**
 * Red words on the light page (a field's error, an outlined Delete, a red alert's title) are
 * red.6 in Mantine, 3.3:1. red.9 reads at AA on white, on the light greys and on a red wash.
 */
const LIGHT_RED_TEXT = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
  '--mantine-color-red-text': 'var(--mantine-color-red-9)',
  '--mantine-color-red-outline': 'var(--mantine-color-red-9)',
  '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
};

/**
 * On the dark page Mantine writes errors in red.8 (3.4:1), links, outlines and wine words in
 * wine.4 (3.6:1), light wine buttons' labels in wine.3 (4.1:1 on their wash) and the header's
 * links in dark.3 (2.8:1); these lighter shades read at AA on the page and on the greys.
 */
const DARK_TEXT = {
  '--mantine-color-dimmed': DARK_DIMMED_TEXT,
  '--mantine-color-error': 'var(--mantine-color-red-4)',
  '--mantine-color-anchor': 'var(--mantine-color-wine-2)',
  '--mantine-color-wine-text': 'var(--mantine-color-wine-2)',
  '--mantine-color-wine-outline': 'var(--mantine-color-wine-2)',
  '--mantine-color-wine-light-color': 'var(--mantine-color-wine-2)',
  '--mantine-color-dark-light-color': 'var(--mantine-color-dark-0)',
};

/**
 * The app's own colours that differ by scheme: the header's name, the pale wash behind the
 * donation appeal, and the row and column the reference tables pick out.
 */
const APP_COLORS = {
  light: {
    '--app-brand-color': 'var(--mantine-color-wine-8)',
    '--app-tint': 'var(--mantine-color-wine-0)',
    '--app-highlight': 'var(--mantine-color-blue-0)',
    '--app-highlight-strong': 'var(--mantine-color-blue-1)',
  },
  dark: {
    '--app-brand-color': 'var(--mantine-color-wine-2)',
    '--app-tint': 'var(--mantine-color-wine-light)',
    '--app-highlight': 'var(--mantine-color-blue-light)',
    '--app-highlight-strong': 'var(--mantine-color-blue-light-hover)',
  },
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    ...LIGHT_HUE_TEXT,
    '--app-focus-color': FOCUS_COLOR.light,
    ...FILLED_RED,
    ...LIGHT_RED_TEXT,
    ...APP_COLORS.light,
  },
  dark: {
    '--app-focus-color': FOCUS_COLOR.dark,
    ...FILLED_RED,
    ...DARK_TEXT,
    ...APP_COLORS.dark,
  },
});
