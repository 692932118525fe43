import { defaultCssVariablesResolver, DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/**
 * The theme keeps WCAG AA (4.5:1) for text in both schemes: every palette color's text,
 * outline, light-variant and filled-variant colors against the surfaces they sit on,
 * and the shared text colors (body text, dimmed, error, anchor, placeholder).
 */

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const base = defaultCssVariablesResolver(merged);
const ours = cssVariablesResolver(merged);

function variables(scheme: 'light' | 'dark'): Record<string, string> {
  return { ...base.variables, ...base[scheme], ...ours.variables, ...ours[scheme] } as Record<string, string>;
}

/** Resolves `var(--x)` chains to a color value. */
function resolve(vars: Record<string, string>, value: string): string {
  let current = value;
  for (let i = 0; i < 10; i++) {
    const match = /^var\((--[\w-]+)\)$/.exec(current.trim());
    if (!match) return current;
    const next = vars[match[1] as string];
    if (next === undefined) throw new Error(`undefined variable ${match[1]}`);
    current = next;
  }
  throw new Error(`variable loop at ${value}`);
}

function ratio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const colors = Object.keys(merged.colors).filter((c) => c !== 'dark');

describe.each(['light', 'dark'] as const)('%s scheme', (scheme) => {
  const vars = variables(scheme);
  const v = (name: string) => resolve(vars, `var(--mantine-color-${name})`);
  const surfaces =
    scheme === 'light'
      ? { body: v('white'), 'gray.0': v('gray-0'), 'gray.1': v('gray-1') }
      : { body: v('dark-7'), input: v('dark-6') };

  const check = (fg: string, bg: string, label: string) => {
    expect(ratio(fg, bg), `${label}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  };

  it.each(colors)('%s: text, outline, light and filled variants', (color) => {
    for (const [name, bg] of Object.entries(surfaces)) {
      check(v(`${color}-text`), bg, `${color} text on ${name}`);
      check(v(`${color}-outline`), bg, `${color} outline on ${name}`);
    }
    for (const bg of [v(`${color}-light`), v(`${color}-light-hover`)]) {
      check(v(`${color}-light-color`), bg, `${color} light variant`);
    }
    if (scheme === 'light') check(v(`${color}-text`), v(`${color}-light`), `${color} text on its light background`);
    // Filled: Mantine picks black or white text from the shade's luminance (autoContrast).
    const shade = merged.colors[color]?.[
      typeof merged.primaryShade === 'object' ? merged.primaryShade[scheme] : merged.primaryShade
    ] as string;
    const onFilled = luminance(shade) > merged.luminanceThreshold ? v('black') : v('white');
    check(onFilled, v(`${color}-filled`), `${color} filled`);
    check(onFilled, v(`${color}-filled-hover`), `${color} filled, hovered`);
  });

  it('body text, dimmed, error, anchor and placeholder', () => {
    for (const [name, bg] of Object.entries(surfaces)) {
      for (const fg of ['text', 'dimmed', 'error', 'anchor', 'placeholder']) check(v(fg), bg, `${fg} on ${name}`);
    }
    check(v('white'), resolve(vars, 'var(--mantine-primary-color-filled)'), 'primary filled');
  });
});
