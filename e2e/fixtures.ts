import { test as base, type Cookie, expect, type Page } from '@playwright/test';
import { Api } from './support/api';
import { installPlatformClock } from './support/clock';

/**
 * Fixtures shared by every spec:
 * - `account`: one sandbox user per worker (qa1..qa4), so rate limits and fault switches
 *   of one test never reach another running in parallel;
 * - `sandbox`: the sandbox's control endpoints (faults scoped to this worker's user);
 *   faults are cleared after each test;
 * - `signIn(page)`: signs in through the identity provider's own sign-in page the first time
 *   in a worker; later, the provider session of that sign-in is reused (no typing, the
 *   app's authorization still runs); `{ form: true }` always goes through the form;
 * - `signedIn`: the test's page, signed in on `startAt` (an option: `test.use({ startAt })`);
 * - `api`: the API as the page's signed-in user (`support/api.ts`), to make the records a
 *   test owns and to check what really happened on the server;
 * - `tokens: 'short'` (an option) signs in with 10 s access tokens (`curta1..4`, one per
 *   worker, docs/sandbox.md) instead of the standard `qa1..4`;
 * - the browser's clock is on the sandbox's platform day (`support/clock.ts`);
 * - the sandbox's rate limits of the worker's company start fresh, as the test's browser does;
 * - every test fails on an unexpected `console.error` or uncaught page error, and on any
 *   Content-Security-Policy violation (the app is served with its real `_headers`).
 */

// The development-server smoke (playwright.dev.config.ts) runs its own sandbox E2E_DEV_PORT_SHIFT ports up.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) + Number(process.env.E2E_DEV_PORT_SHIFT ?? 0);
export const API_URL = `http://localhost:${4010 + offset}`;
export const IDP_URL = `http://localhost:${4011 + offset}`;
/** The sandbox's token mediator (src/mediator), for its confidential client. */
export const MEDIATOR_URL = `http://localhost:${4013 + offset}`;
export const PASSWORD = 'sandbox123';

/** The screen's path of a page's address: without the deployment's base and the company (`/e/<key>`). */
export function screenPathOf(url: string, base = '/'): string {
  const path = new URL(url).pathname.slice(base.length - 1);
  return path.replace(/^\/e\/[^/]+/, '') || '/';
}

export interface Account {
  email: string;
  password: string;
}

export interface FaultSpec {
  path: string;
  /** Regular expression on the query string (without `?`), e.g. `pagina=3(&|$)`. */
  query?: string;
  method?: string;
  status?: number;
  error?: string;
  retryAfter?: number;
  delayMs?: number;
  times?: number;
}

/** A request held on its way (`Sandbox.hold`). */
export interface Hold {
  /** Resolves once the sandbox holds a matching request (it has arrived). */
  arrived: () => Promise<void>;
  /** Lets the held requests answer, and the later ones pass. */
  release: () => Promise<void>;
}

export interface Sandbox {
  fault: (spec: FaultSpec) => Promise<void>;
  /**
   * Holds the matching requests (after the other fields' effect) until `release()`, at most
   * 30 s: a check of what a screen shows while a request is on its way does not race a timer.
   */
  hold: (spec: Omit<FaultSpec, 'delayMs'>) => Promise<Hold>;
  clearFaults: () => Promise<void>;
  /** Ends an access token's lifetime at the API: it is answered as an expired token from now on. */
  expireToken: (token: string) => Promise<void>;
  /**
   * Forgets the requests of this worker's company. The test's own requests through `api` are not
   * counted (`UNMETERED_HEADER`): the page's budget cannot know them.
   */
  freshRateLimit: () => Promise<void>;
}

/** Options: set with `test.use({ ... })` for a file or a describe block. */
type Options = {
  /** Where the `signedIn` page signs in (the app sends the user there afterwards). */
  startAt: string;
  /** Which accounts: the standard ones, or those whose access tokens live 10 s. */
  tokens: 'standard' | 'short';
};

type Fixtures = {
  /** The context's clock on the platform day (auto). */
  platformClock: void;
  /** The sandbox's rate limits of this worker's company, fresh at the test's start (auto). */
  freshRateLimit: void;
  account: Account;
  sandbox: Sandbox;
  /** `form: true` signs in through the form even when the worker keeps a provider session. */
  signIn: (page: Page, options?: { account?: Account; path?: string; form?: boolean }) => Promise<void>;
  /** Console errors a test expects (e.g. a failed request it provoked). */
  allowConsoleErrors: (pattern: RegExp) => void;
  /** CSP violations seen in any frame of the page; the test fails unless it is empty at the end. */
  cspViolations: CspViolation[];
  /** The test's page, signed in as `account` on `startAt`. */
  signedIn: Page;
  /** The API as the page's signed-in user (its token is read at each call). */
  api: Api;
};

export interface CspViolation {
  directive: string;
  blocked: string;
  document: string;
  source: string;
  sample: string;
}

/**
 * The identity provider's session cookies of this worker's account, from its sign-in through
 * the form: `signIn` puts them in the next test's context, so the provider authorizes at once
 * (the app's PKCE redirect still runs, and issues the test's own tokens).
 */
const providerSessions = new Map<string, Cookie[]>();

/** The page is on the app (not the provider, not the app's sign-in callback). */
const inApp = (url: URL) => !url.pathname.startsWith('/auth/') && url.port !== new URL(IDP_URL).port;

export async function fillSignIn(page: Page, account: Account): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export const test = base.extend<Options & Fixtures>({
  startAt: ['/contratos', { option: true }],
  tokens: ['standard', { option: true }],

  account: async ({ tokens }, use, testInfo) => {
    const user = tokens === 'short' ? 'curta' : 'qa';
    await use({ email: `${user}${(testInfo.parallelIndex % 4) + 1}@exemplo.com.br`, password: PASSWORD });
  },

  sandbox: async ({ account, request }, use) => {
    const clearFaults = async () => {
      await request.delete(`${API_URL}/__sandbox/faults?user=${encodeURIComponent(account.email)}`);
    };
    await clearFaults();
    const add = async (spec: FaultSpec & { hold?: boolean }): Promise<number> => {
      const response = await request.post(`${API_URL}/__sandbox/faults`, { data: { ...spec, user: account.email } });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    await use({
      fault: async (spec) => {
        await add(spec);
      },
      hold: async (spec) => {
        const id = await add({ ...spec, hold: true });
        return {
          arrived: () =>
            expect
              .poll(async () => {
                const response = await request.get(`${API_URL}/__sandbox/faults/${id}/held`);
                return ((await response.json()) as { held: number }).held;
              })
              .toBeGreaterThan(0),
          release: async () => {
            expect((await request.post(`${API_URL}/__sandbox/faults/${id}/release`)).status()).toBe(204);
          },
        };
      },
      clearFaults,
      freshRateLimit: async () => {
        const reset = await request.post(
          `${API_URL}/__sandbox/rate-limit/reset?user=${encodeURIComponent(account.email)}`,
        );
        expect(reset.status()).toBe(204);
      },
      expireToken: async (token) => {
        const response = await request.post(`${API_URL}/__sandbox/tokens/expire`, { data: { token } });
        expect(response.status()).toBe(204);
      },
    });
    await clearFaults();
  },

  // Each test's browser is a fresh one (its own request budget): the sandbox forgets what this
  // worker's company sent in the test before, as the platform would a minute later.
  freshRateLimit: [
    async ({ account, request }, use) => {
      const reset = await request.post(
        `${API_URL}/__sandbox/rate-limit/reset?user=${encodeURIComponent(account.email)}`,
      );
      expect(reset.status()).toBe(204);
      await use();
    },
    { auto: true },
  ],

  platformClock: [
    async ({ context }, use) => {
      await installPlatformClock(context);
      await use();
    },
    { auto: true },
  ],

  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const unexpected: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowed.some((p) => p.test(text))) unexpected.push(text);
      });
      page.on('pageerror', (error) => unexpected.push(`pageerror: ${error.message}`));
      await use((pattern) => allowed.push(pattern));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],

  cspViolations: [
    async ({ context, page }, use) => {
      const violations: CspViolation[] = [];
      // On the context: every page and frame the test opens is watched.
      await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        window.addEventListener(
          'securitypolicyviolation',
          (e) => {
            const report = (window as unknown as { __reportCspViolation?: (v: unknown) => Promise<void> })
              .__reportCspViolation;
            void report?.({
              directive: e.effectiveDirective,
              blocked: e.blockedURI,
              document: e.documentURI,
              source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
              sample: e.sample,
            });
          },
          true,
        );
      });
      await use(violations);
      // Let reports already sent from the page arrive before judging.
      await page.evaluate(() => new Promise((r) => setTimeout(r, 50))).catch(() => undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],

  signIn: async ({ account }, use) => {
    await use(async (page, options = {}) => {
      const path = options.path ?? '/contratos';
      const who = options.account ?? account;
      const kept = options.form || who.email !== account.email ? undefined : providerSessions.get(who.email);
      if (kept) await page.context().addCookies(kept);
      // With a kept session the provider sends the page straight back to the app's callback;
      // a session ended since (a sign-out) shows the form, filled as without one.
      const idpPort = new URL(IDP_URL).port;
      const next = kept
        ? Promise.race([
            page
              .waitForURL((url) => url.pathname.endsWith('/auth/callback'), { waitUntil: 'commit' })
              .then(() => 'app'),
            page
              .waitForURL((url) => url.port === idpPort && url.pathname.startsWith('/interaction/'), {
                waitUntil: 'commit',
              })
              .then(() => 'form'),
          ])
        : undefined;
      next?.catch(() => undefined);
      await page.goto(path);
      if ((await next) !== 'app') await fillSignIn(page, who);
      await page.waitForURL(inApp);
      if (who.email === account.email) {
        const cookies = await page.context().cookies(IDP_URL);
        providerSessions.set(
          who.email,
          cookies.filter((c) => c.name.startsWith('_session')),
        );
      }
    });
  },

  signedIn: async ({ page, signIn, startAt }, use) => {
    await signIn(page, { path: startAt });
    await use(page);
  },

  api: async ({ page, request }, use) => {
    await use(new Api(page, request));
  },
});

export { expect };

/**
 * Calls the API as a well-behaved client: a 429 (the sandbox enforces the platform's 20
 * requests a second and 500 a minute per company, shared with the page's own requests) is
 * retried after its Retry-After, a few times at most.
 */
export async function politely<T extends { status(): number; headers(): Record<string, string> }>(
  call: () => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const response = await call();
    if (response.status() !== 429 || attempt >= 4) return response;
    await new Promise((r) => setTimeout(r, Number(response.headers()['retry-after'] ?? 1) * 1000));
  }
}
