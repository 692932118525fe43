import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/*
 * WCAG 2.1 AA (4.5:1 for text) in both color schemes, checked by theme.test.ts and by the
 * axe suite (e2e/a11y-axe.spec.ts). See docs/decisions/0900-accessible-theme.md.
 */

const LISTBOX_SCROLL = { maxHeight: 'calc(13.75rem * var(--mantine-scale))', overflowY: 'auto' } as const;

export const theme = createTheme({
  primaryColor: 'blue',
  // Filled surfaces use shade 8 in both schemes (dark: shade 5 gave white text 3:1).
  primaryShade: { light: 8, dark: 8 },
  // Text on a filled surface is black or white, whichever contrasts more: at a luminance
  // of 0.183 both reach 4.5:1 (white needs ≤ 0.1833, black ≥ 0.175). Red.8 keeps white.
  autoContrast: true,
  luminanceThreshold: 0.183,
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // Plain objects (not Component.extend) so the first screen does not import these components.
  components: {
    // Field errors are announced when they appear (they are also tied to the field by aria-describedby).
    InputError: { defaultProps: { role: 'alert' } },
    // "Fechar janela": distinct from a footer's own "Fechar" button (the bulk delete report).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar janela' } } },
    // A dialog's title bar is not a second page banner (Mantine renders a <header>).
    ModalHeader: { defaultProps: { component: 'div' } },
    Alert: { defaultProps: { closeButtonLabel: 'Fechar aviso' } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Fechar notificação' } },
      // Mantine's description under a title is gray.6 / dark.2 (3.3:1 / 3.5:1).
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    // The listbox itself scrolls (natively), not a ScrollArea inside it: a combobox's
    // listbox is operated with the arrow keys from its input, and assistive technology
    // and axe know a listbox popup, not an unnamed scrolling div within it.
    Select: { defaultProps: { withScrollArea: false }, styles: { options: LISTBOX_SCROLL } },
    MultiSelect: { defaultProps: { withScrollArea: false }, styles: { options: LISTBOX_SCROLL } },
  },
});

/**
 * Colored text ("ink") per palette color and scheme, where Mantine's default falls below
 * 4.5:1. Light scheme: used for `c="<color>"` text, outline variants and the text of light
 * variants (badges, light buttons, alert titles); at least 4.5:1 on white, gray.0, gray.1
 * and the color's own light backgrounds (shades 1 and 2). Mantine's defaults there are
 * shade 8 (text) and shade 9 (light variant), which fail for red, cyan, teal, green, lime,
 * yellow and orange. Dark scheme: text and outline on the body and inputs (dark.7,
 * dark.6); Mantine's shade 4 holds for every color but violet and indigo on dark.6.
 * Values from Mantine's own darken() of shade 9 where no shade is dark enough.
 */
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

/**
 * Cyan and teal at shade 8 take black text; Mantine's hover (shade 9) is too dark for
 * it, so they lighten on hover instead.
 */
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
    // Mantine's gray.6 is 3.3:1 on white.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Mantine's gray.5 is 2.1:1; this is 4.8:1 on white and gray.0, still lighter than values.
    '--mantine-color-placeholder': '#697077',
  },
  dark: {
    ...filledHover,
    ...inks(DARK_INK, Object.keys(DARK_INK)),
    // Mantine's red.8 is 3.4:1 on the dark body.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // Mantine's dark.3 is 2.5:1 on an input; this is 5.3:1 there, still darker than values.
    '--mantine-color-placeholder': '#a3a3a3',
  },
});
