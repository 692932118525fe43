import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_CSS_FILE, themeCss } from './theme-css';

describe('the theme CSS file', () => {
  it('holds what the theme generates (rerun `npx tsx scripts/theme-css.ts` after changing src/ui/mantine/theme.ts)', () => {
    expect(readFileSync(THEME_CSS_FILE, 'utf8')).toBe(themeCss());
  });

  it("sets the theme's own values (the accessible inks, the primary shade, the font)", () => {
    const css = themeCss();
    expect(css).toContain('--mantine-color-error: #ab2424;');
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7);');
    expect(css).toContain('--mantine-color-blue-filled: var(--mantine-color-blue-8);');
    expect(css).toMatch(/--mantine-font-family: system-ui/);
    expect(css).toContain('.mantine-hidden-from-sm');
  });
});
