import { defineConfig } from '@playwright/test';
import main from './playwright.config';

/**
 * The development-server smoke (e2e/dev/): the app as `npm start` serves it (Vite, unbundled
 * modules compiled on demand, React StrictMode mounting every component twice) against its
 * own sandbox. The main suite (playwright.config.ts) runs the production build only, where
 * bugs of StrictMode's second mount never show (every list's CSV export ending at once as
 * "cancelled", the statement's bulk settlement stopping after its first line).
 *
 * Its ports are the main suite's moved up by E2E_DEV_PORT_SHIFT (on top of E2E_PORT_OFFSET),
 * so it runs beside the main suite, `npm start` and `npm run perf`. e2e/fixtures.ts reads the
 * same variable, and the workers inherit it (setting it again here is harmless).
 */
process.env.E2E_DEV_PORT_SHIFT = '200';
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) + Number(process.env.E2E_DEV_PORT_SHIFT);
const ports = { app: 4173 + offset, api: 4010 + offset, idp: 4011 + offset, mediator: 4013 + offset };

export default defineConfig({
  ...main,
  testDir: 'e2e/dev',
  // Beside the main suite's results, which a run of this one would otherwise erase.
  outputDir: 'test-results/dev',
  // The main config ignores this folder.
  testIgnore: undefined,
  // One load of the app before the tests (the specs read the sandbox's day from its API).
  globalSetup: './e2e/dev/warm-up.ts',
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/dev' }]],
  use: { ...main.use, reducedMotion: 'no-preference', baseURL: `http://localhost:${ports.app}` },
  projects: [{ ...main.projects?.find((p) => p.name === 'chromium'), name: 'chromium-dev', testIgnore: undefined }],
  webServer: {
    command: 'npx tsx sandbox/start.ts --app dev',
    // Vite listens last (after the identity provider, the API and the mediator).
    url: `http://localhost:${ports.app}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      APP_PORT: String(ports.app),
      SANDBOX_API_PORT: String(ports.api),
      SANDBOX_IDP_PORT: String(ports.idp),
      SANDBOX_MEDIATOR_PORT: String(ports.mediator),
    },
  },
});
