import { defineConfig } from '@playwright/test';
import main from './playwright.config';
import type { RealOptions } from './e2e/real/support';

/**
 * The read-only walk (e2e/real/) against a deployed app on the real platform, for QA:
 *   E2E_REAL_URL       the app's address (required);
 *   E2E_REAL_USER, E2E_REAL_PASSWORD   who signs in on the provider's page;
 *   E2E_REAL_STORAGE_STATE   a saved Playwright storage state whose provider session
 *                      signs in without the form (the user and password then optional).
 * It starts no server and runs no global setup: nothing here calls the sandbox. The browser,
 * locale and time zone are the main suite's.
 */
const url = process.env.E2E_REAL_URL;
if (!url) throw new Error('E2E_REAL_URL must be the address of the deployed app (https://…).');
const user = process.env.E2E_REAL_USER;
const password = process.env.E2E_REAL_PASSWORD;
const storageState = process.env.E2E_REAL_STORAGE_STATE || undefined;
if (!storageState && !(user && password)) {
  throw new Error('Set E2E_REAL_USER and E2E_REAL_PASSWORD, or E2E_REAL_STORAGE_STATE (a saved storage state).');
}

export default defineConfig<RealOptions>({
  ...main,
  testDir: 'e2e/real',
  testIgnore: undefined,
  globalSetup: undefined,
  webServer: undefined,
  outputDir: 'test-results/real',
  // A deployed platform answers slower than the local sandbox.
  expect: { timeout: 20_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/real' }]],
  use: {
    ...main.use,
    // The app's folder: its screens and config.json are relative to it.
    baseURL: url.endsWith('/') ? url : `${url}/`,
    account: user && password ? { email: user, password } : undefined,
    ...(storageState ? { storageState } : {}),
  },
  projects: [{ ...main.projects?.find((p) => p.name === 'chromium'), name: 'chromium-real', testIgnore: undefined }],
});
