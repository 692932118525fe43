/** The day the component tests' sandbox is seeded for, and their screens' "today" (setup-dom.ts). */
export const TEST_TODAY = '2026-11-21';
