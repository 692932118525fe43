/** Written by scripts/prefetch-shared.ts at build; moved into the head once the first screen is painted. */
export const PREFETCH_TEMPLATE_ID = 'prefetch';
