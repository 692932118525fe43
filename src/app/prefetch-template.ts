/**
 * The id of the inert template in which index.html holds the prefetch links of the lazy
 * screens' shared code: written by scripts/prefetch-shared.ts at build, moved into the
 * head by src/app/AfterFirstPaint.tsx once the first screen is painted (decisions 0009, 0011).
 */
export const PREFETCH_TEMPLATE_ID = 'prefetch';
