/** Dialog titles read as headings, a step above the form's labels. */
export const MODAL_STYLES = {
  title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
} as const;
