/** AA in both schemes: Mantine's `dimmed` is 3.3:1 on white. */
export const MUTED = 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))';
