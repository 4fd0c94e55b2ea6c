import { createTheme } from '@mantine/core';

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
});
