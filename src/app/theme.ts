import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // AA contrast for filled buttons and links in light and dark schemes.
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});
