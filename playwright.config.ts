import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { platformToday } from './sandbox/api/seed';

/**
 * End-to-end suite: the production build (dist/) served as a CDN would, against the
 * sandbox platform. Ports move together with E2E_PORT_OFFSET so several checkouts can
 * run the suite at once on one machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const ports = { app: 4173 + offset, api: 4010 + offset, idp: 4011 + offset };
// One platform day for the whole run: the sandbox it starts seeds for it (a reset after
// midnight included), and e2e/global-setup.ts takes a reused sandbox's own day.
process.env.SANDBOX_TODAY ||= platformToday();
// The accountant's companies (the sandbox's PORTFOLIO) are shared by these files' tests, which
// sign in as one account: one test at a time, so that no test spends another's rate limits.
const ACCOUNTANT = ['**/companies.spec.ts', '**/company-sign-in.spec.ts', '**/browser-store.spec.ts'];
// The suite's one long test (two minutes of paced requests): first, or the run ends waiting on it.
const LONG = ['**/rate-budget.spec.ts'];
// Debian's Chromium headless shell when present: the same engine without the full browser's
// window compositing, it runs the suite in three quarters of the time (decision 0842). A run
// that shows the browser (--headed, --ui, --debug, PWDEBUG) takes the full one.
const headed = Boolean(process.env.PWDEBUG) || process.argv.some((a) => ['--headed', '--ui', '--debug'].includes(a));
const systemChromium = [
  ...(headed ? [] : ['/usr/bin/chromium-headless-shell']),
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((p) => existsSync(p));

export default defineConfig({
  testDir: 'e2e',
  // The development-server smoke, run by its own config (playwright.dev.config.ts).
  testIgnore: 'e2e/dev/**',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  // Three on two cores: a test spends much of its time waiting on the sandbox or a timer (decision 0842).
  workers: 3,
  // CI runs each failed test once more and lists it as flaky (decision 0842); locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${ports.app}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The trace recorder snapshots every action: it made the suite 1.7x slower (decision
    // 0842). Off in CI, whose log is all that is kept (.ci/run prints each failure's page
    // snapshot); kept on failure locally. E2E_TRACE=on|off overrides.
    trace: (process.env.E2E_TRACE ? process.env.E2E_TRACE === 'off' : process.env.CI) ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // As a user who asks for less motion: no skeleton pulse, no dialog transitions, about 5%
    // less CPU for the suite (decision 0842). The development-server smoke keeps the motion.
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's Chromium when present (CI, this machine); Playwright's own elsewhere.
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    },
  },
  // The long test and the accountant's one-at-a-time tests first: at the end they would leave
  // the other workers idle.
  projects: [
    { name: 'long', use: { ...devices['Desktop Chrome'] }, testMatch: LONG },
    { name: 'accountant', use: { ...devices['Desktop Chrome'] }, testMatch: ACCOUNTANT, workers: 1 },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: ['**/e2e/dev/**', ...ACCOUNTANT, ...LONG] },
  ],
  webServer: {
    command: 'npx tsx sandbox/start.ts --app dist',
    url: `http://localhost:${ports.api}/__sandbox/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      APP_PORT: String(ports.app),
      SANDBOX_API_PORT: String(ports.api),
      SANDBOX_IDP_PORT: String(ports.idp),
      SANDBOX_TODAY: process.env.SANDBOX_TODAY,
    },
  },
});
