import { ports } from '../playwright.config';

/**
 * The specs rebuild the sandbox's seed in process (`seedStore(platformToday())`) to know
 * each record's id and state, so they must seed for the day the running sandbox seeded
 * for. A suite that crosses midnight in São Paulo, or a reused local sandbox started on
 * another day, would otherwise look for records that are not there (CI, 2026-11-25: five
 * failures in contract detail and receivables). The sandbox says its day in /health; the
 * workers inherit it through SANDBOX_TODAY, which `platformToday()` reads first.
 */
export default async function globalSetup(): Promise<void> {
  const response = await fetch(`http://localhost:${ports.api}/__sandbox/health`);
  if (!response.ok) throw new Error(`sandbox health answered ${response.status}`);
  const { today } = (await response.json()) as { today?: string };
  if (!today || !/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`sandbox health has no day: ${String(today)}`);
  process.env.SANDBOX_TODAY = today;
}
