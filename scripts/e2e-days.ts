/**
 * `npm run test:e2e:days`: the date-sensitive e2e specs on the days a calendar breaks
 * first, one run per day, each with its own sandbox seeded for that day (`SANDBOX_TODAY`)
 * and the browser's clock on it (e2e/support/clock.ts). Prints which days passed.
 *
 *   npm run test:e2e:days                              every listed spec, every day
 *   npm run test:e2e:days -- e2e/cash.spec.ts           some specs only
 *   E2E_DAYS=2027-06-30,2028-02-29 npm run test:e2e:days other days
 *
 * Needs the production build (`npm run build`). E2E_PORT_OFFSET moves the ports as for
 * `npm run test:e2e`; a sandbox already answering there would be reused with its own day,
 * so the script refuses to start while one does.
 */
import { spawnSync } from 'node:child_process';
import { ports } from '../playwright.config';
import { isIsoDate } from '../src/lib/dates';

/** The first of a month after a short February, the last of February, and a 31st that ends the year. */
const DEFAULT_DAYS = ['2027-03-01', '2027-02-28', '2027-12-31'];

/** The specs whose records or figures depend on the day, and why. */
export const DATE_SENSITIVE: Record<string, string> = {
  'e2e/contract-detail.spec.ts': 'picks contracts from the day’s seed by status and issued or scheduled sales',
  'e2e/contracts-list.spec.ts': 'picks a customer by contract terms inside the default window around today',
  'e2e/receivables.spec.ts': 'picks an overdue installment from the day’s seed; the default period is this month',
  'e2e/today.spec.ts': 'the home panel’s overdue buckets are counted back from today',
  'e2e/cash.spec.ts': 'asserts week 1’s figures, the weeks starting today',
  'e2e/collections.spec.ts': 'a contract started 90 days before today makes its overdue installment',
  'e2e/companies.spec.ts': 'compares each company’s overdue count, a range ending today',
  'e2e/fresh-figures.spec.ts': 'the panel’s “due today” payables figure',
  'e2e/reconciliation.spec.ts': 'statement lines dated days before today against seeded installments',
  'e2e/a11y-axe.spec.ts': 'picks contracts and issued sales from the day’s seed; reconciliation days before today',
  'e2e/a11y-keyboard.spec.ts': 'picks contracts by status and issued sales from the day’s seed',
  'e2e/contract-wizard.spec.ts': 'start and end dates, issue day and first due date counted from today',
  'e2e/payables.spec.ts': 'a bill due on fixed dates, found from the list opened around today',
  'e2e/browser-store.spec.ts': 'a statement dated today',
  'e2e/week-typing.spec.ts': 'the contracts list’s default end date is 31 December of next year',
  'e2e/fits-1280.spec.ts': 'overdue installments within fixed years',
  'e2e/faults-session.spec.ts': 'the contract wizard’s first due date, counted from today',
  'e2e/faults-mutations.spec.ts': 'the contract wizard’s first due date, counted from today (support/fault-screens.ts)',
  'e2e/faults-hostile.spec.ts': 'the contract wizard’s first due date, counted from today',
};

function parseDays(value: string | undefined): string[] {
  if (!value) return DEFAULT_DAYS;
  const days = value.split(',').map((d) => d.trim());
  const wrong = days.filter((d) => !isIsoDate(d));
  if (wrong.length) throw new Error(`E2E_DAYS: not a date (YYYY-MM-DD): ${wrong.join(', ')}`);
  return days;
}

async function sandboxAnswers(): Promise<boolean> {
  try {
    await fetch(`http://localhost:${ports.api}/__sandbox/health`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

const days = parseDays(process.env.E2E_DAYS);
const specs = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const extra = process.argv.slice(2).filter((a) => a.startsWith('-'));
const chosen = specs.length ? specs : Object.keys(DATE_SENSITIVE);

console.log(`Specs (${chosen.length}):`);
for (const spec of chosen) console.log(`  ${spec}  ${DATE_SENSITIVE[spec] ?? '(not listed as date-sensitive)'}`);

const results: Array<{ day: string; ok: boolean; seconds: number }> = [];
for (const day of days) {
  if (await sandboxAnswers()) {
    console.error(`A sandbox already answers on port ${ports.api}: stop it, or set E2E_PORT_OFFSET.`);
    process.exit(2);
  }
  console.log(`\n=== SANDBOX_TODAY=${day} ===`);
  const started = Date.now();
  const run = spawnSync('npx', ['playwright', 'test', ...chosen, '--retries=0', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, SANDBOX_TODAY: day },
  });
  results.push({ day, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\nDays:');
for (const { day, ok, seconds } of results) console.log(`  ${day}  ${ok ? 'passed' : 'FAILED'}  (${seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
