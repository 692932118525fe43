import { shiftToday } from './shifted-today';
// What every lazy screen's Mantine scope loads: forms' messages in Portuguese.
import '../lib/zod-pt';

// `VITEST_TODAY=YYYY-MM-DD npx vitest run`: the unit tests on that day. Each must hold on
// any day; this shows whether it does without waiting for the calendar.
if (process.env.VITEST_TODAY) shiftToday(process.env.VITEST_TODAY);
