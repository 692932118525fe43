/**
 * Secondary text with enough contrast (WCAG AA) in both color schemes: Mantine's
 * `dimmed` gray measures 3.3:1 on white, below the 4.5:1 small text needs.
 */
export const MUTED = 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))';
