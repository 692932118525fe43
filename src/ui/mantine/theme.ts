import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/* WCAG AA in both color schemes (decision 0900), checked by theme.test.ts and the axe suite. */

const LISTBOX_SCROLL = { maxHeight: 'calc(13.75rem * var(--mantine-scale))', overflowY: 'auto' } as const;

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  // At luminance 0.183 both black and white text reach 4.5:1.
  autoContrast: true,
  luminanceThreshold: 0.183,
  defaultRadius: 'sm',
  // Who asks the system for less motion gets dialogs and menus without their transitions, as
  // the app's own styles already do.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // Plain objects, not Component.extend, so the first screen does not import these components.
  components: {
    InputError: { defaultProps: { role: 'alert' } },
    // Distinct from a footer's own "Fechar" button.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar janela' } } },
    // A dialog's title bar is not a second page banner.
    ModalHeader: { defaultProps: { component: 'div' } },
    Alert: { defaultProps: { closeButtonLabel: 'Fechar aviso' } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Fechar notificação' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    // The listbox scrolls natively: assistive technology knows a listbox popup, not a scrolling div in it.
    Select: { defaultProps: { withScrollArea: false }, styles: { options: LISTBOX_SCROLL } },
    MultiSelect: { defaultProps: { withScrollArea: false }, styles: { options: LISTBOX_SCROLL } },
  },
});

/** Text colors where Mantine's default falls below 4.5:1 (decision 0900). */
export const LIGHT_INK: Record<string, string> = {
  red: '#ab2424',
  pink: '#a61e4d',
  grape: '#862e9c',
  violet: '#5a3aba',
  indigo: '#3147b3',
  blue: '#165a9a',
  cyan: '#0a6778',
  teal: '#077252',
  green: '#226e32',
  lime: '#4a760a',
  yellow: '#a15300',
  orange: '#ae3a0c',
};
export const DARK_INK: Record<string, string> = {
  violet: 'var(--mantine-color-violet-3)',
  indigo: 'var(--mantine-color-indigo-3)',
};

/** Cyan and teal take black text, so they lighten on hover. */
const filledHover = Object.fromEntries(
  ['cyan', 'teal'].map((c) => [`--mantine-color-${c}-filled-hover`, `var(--mantine-color-${c}-7)`]),
);

const inks = (table: Record<string, string>, names: readonly string[]) =>
  Object.fromEntries(
    names.flatMap((c) => [`--mantine-color-${c}-text`, `--mantine-color-${c}-outline`].map((v) => [v, table[c]])),
  );

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...filledHover,
    ...inks(LIGHT_INK, Object.keys(LIGHT_INK)),
    ...Object.fromEntries(Object.entries(LIGHT_INK).map(([c, ink]) => [`--mantine-color-${c}-light-color`, ink])),
    '--mantine-color-error': LIGHT_INK.red as string,
    '--mantine-color-anchor': LIGHT_INK.blue as string,
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#697077',
  },
  dark: {
    ...filledHover,
    ...inks(DARK_INK, Object.keys(DARK_INK)),
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': '#a3a3a3',
  },
});
