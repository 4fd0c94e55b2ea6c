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

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT },
  dark: {},
});
