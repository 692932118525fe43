import { test as base, expect, type Locator, type Page, type Route } from '@playwright/test';
import { mainMenu } from '../support/menu';

/**
 * The read-only walk's fixtures (e2e/real/): the same specs run against the sandbox (the
 * main config) and against a deployed app on the real platform (playwright.real.config.ts),
 * so nothing here calls the sandbox or reads its seed:
 * - `account` (an option): who signs in, a sandbox user by default; the real config sets it
 *   from E2E_REAL_USER and E2E_REAL_PASSWORD, or leaves it undefined when a saved storage
 *   state signs in;
 * - `readOnly` (automatic): every request of the browser context passes a guard that stops
 *   a call to a `/__sandbox` path, and any request to the platform's API other than
 *   GET/HEAD/OPTIONS, before it leaves, and fails the test at its end;
 * - `signedIn`: the test's page, signed in through whatever sign-in page the provider shows;
 *   the test fails on an uncaught error in the page.
 */

export interface Account {
  email: string;
  password: string;
}

/**
 * A sandbox user that no other spec signs in as: the showcase company (Empresa Exemplo, the
 * demo data without the suites' rows and hostile records), which no spec writes to.
 */
const SANDBOX_ACCOUNT: Account = { email: 'analista@exemplo.com.br', password: 'sandbox123' };

export type RealOptions = {
  /** Who signs in; undefined: only a saved session (the `storageState` option) may. */
  account: Account | undefined;
};

type Fixtures = {
  readOnly: ReadOnlyGuard;
  signedIn: Page;
};

export interface ReadOnlyGuard {
  /** The requests the guard stopped, each as `METHOD url: why`. */
  stopped: string[];
}

/** What the guard reads of the deployed app's config.json (docs/configuration.md). */
interface DeployedConfig {
  apiBaseUrl: string;
  auth: {
    authority: string;
    tokenEndpoint?: string;
    metadata?: { token_endpoint?: string; revocation_endpoint?: string };
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `url` is `prefix` or below it (same origin, path within the prefix's path). */
function isWithin(url: URL, prefix: URL): boolean {
  if (url.origin !== prefix.origin) return false;
  const path = prefix.pathname.replace(/\/$/, '');
  return url.pathname === path || url.pathname.startsWith(`${path}/`);
}

/** The app's address as a base for relative paths: its folder, with its trailing slash. */
const appBase = (baseURL: string) => (baseURL.endsWith('/') ? baseURL : `${baseURL}/`);

/**
 * The rules of a read-only walk, from the deployed config: the API is `apiBaseUrl`; the
 * identity provider's addresses (its authority, and the token and revocation endpoints the
 * config names, a token mediator's included) may be written to, as signing in and out must;
 * the whole authority only where the API is not within it.
 */
function readOnlyRules(config: DeployedConfig, app: string) {
  const api = new URL(config.apiBaseUrl, app);
  const authority = new URL(config.auth.authority);
  const endpoints = [
    config.auth.tokenEndpoint,
    config.auth.metadata?.token_endpoint,
    config.auth.metadata?.revocation_endpoint,
  ]
    .filter((e): e is string => Boolean(e))
    .map((e) => new URL(e));
  const apiWithinAuthority = isWithin(api, authority);
  const isIdentity = (url: URL) =>
    endpoints.some((e) => isWithin(url, e)) || (!apiWithinAuthority && isWithin(url, authority));
  return {
    watches: (url: URL) => url.pathname.includes('/__sandbox') || isWithin(url, api),
    /** Why the request must not be sent, or null. */
    refusal(method: string, url: URL): string | null {
      if (url.pathname.includes('/__sandbox')) return 'a sandbox control endpoint: the real platform has none';
      if (!SAFE_METHODS.has(method) && isWithin(url, api) && !isIdentity(url)) {
        return 'a write to the platform: the walk only reads';
      }
      return null;
    },
  };
}

async function deployedConfig(app: string): Promise<DeployedConfig> {
  const response = await fetch(new URL('config.json', app), { cache: 'no-store' });
  if (!response.ok) throw new Error(`${app}config.json answered ${response.status}: the guard cannot know the API`);
  return (await response.json()) as DeployedConfig;
}

const TEXT_INPUT = 'input:not([type="hidden"]):not([type="password"]):not([type="checkbox"]):not([type="radio"])';
const USERNAME = [
  'input[type="email"]',
  `${TEXT_INPUT}[autocomplete~="username" i]`,
  `${TEXT_INPUT}[autocomplete~="email" i]`,
  `${TEXT_INPUT}[name*="user" i]`,
  `${TEXT_INPUT}[name*="email" i]`,
  `${TEXT_INPUT}[name*="login" i]`,
  `${TEXT_INPUT}[id*="user" i]`,
  `${TEXT_INPUT}[id*="email" i]`,
].join(', ');

/** Submits the form `field` is in: its first visible submit button, else Enter in the field. */
async function submitFrom(field: Locator): Promise<void> {
  const submit = field
    .locator('xpath=ancestor::form[1]')
    .locator('button[type="submit"], button:not([type]), input[type="submit"]')
    .filter({ visible: true })
    .first();
  if ((await submit.count()) > 0) await submit.click();
  else await field.press('Enter');
}

/**
 * Opens the app and signs in on whatever page the identity provider shows (the sandbox's,
 * Cognito's hosted UI, the platform's login): the first visible username or e-mail field
 * and the first visible password field are filled and their form submitted, also when the
 * password is asked on a step of its own. A saved session (storage state) skips the form.
 */
export async function signInLeniently(page: Page, account: Account | undefined): Promise<void> {
  const menu = mainMenu(page);
  const username = page.locator(USERNAME).filter({ visible: true }).first();
  const password = page.locator('input[type="password"]').filter({ visible: true }).first();
  await page.goto('./');
  for (let step = 0; step < 3; step++) {
    await expect(menu.or(username).or(password).first(), 'the app, or a sign-in form').toBeVisible({
      timeout: 30_000,
    });
    if (await menu.isVisible()) return;
    if (!account) throw new Error('The provider asks for a password: set E2E_REAL_USER and E2E_REAL_PASSWORD.');
    const asksPassword = await password.isVisible();
    if (await username.isVisible()) await username.fill(account.email);
    if (!asksPassword) {
      // A step of its own for the user name: the password comes next.
      await submitFrom(username);
      await expect(password.or(menu).first()).toBeVisible({ timeout: 30_000 });
      continue;
    }
    await password.fill(account.password);
    await submitFrom(password);
    await expect(menu, 'signed in: the app and its menu').toBeVisible({ timeout: 30_000 });
    return;
  }
  throw new Error('The sign-in did not reach the app after three steps.');
}

export const test = base.extend<RealOptions & Fixtures>({
  account: [SANDBOX_ACCOUNT, { option: true }],

  readOnly: [
    async ({ context, baseURL }, use) => {
      if (!baseURL) throw new Error('The walk needs a baseURL: the deployed app (E2E_REAL_URL) or the sandbox app.');
      const app = appBase(baseURL);
      const rules = readOnlyRules(await deployedConfig(app), app);
      const guard: ReadOnlyGuard = { stopped: [] };
      await context.route(
        (url) => rules.watches(url),
        async (route: Route) => {
          const request = route.request();
          const why = rules.refusal(request.method(), new URL(request.url()));
          if (!why) return route.fallback();
          guard.stopped.push(`${request.method()} ${request.url()}: ${why}`);
          return route.abort('blockedbyclient');
        },
      );
      await use(guard);
      expect(guard.stopped, 'requests a read-only walk must never send').toEqual([]);
    },
    { auto: true },
  ],

  signedIn: async ({ page, account }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInLeniently(page, account);
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect, mainMenu };
