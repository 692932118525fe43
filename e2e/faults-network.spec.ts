import type { Page } from '@playwright/test';
import { expect, IDP_URL, test } from './fixtures';
import { countRenewals, countRequests, failedApiRequests, letTimePass, prefetchDone, storedUser } from './support/api';
import {
  counted,
  expectPending,
  faultOn,
  nextPage,
  openList,
  page2,
  range,
  tryAgain,
  type List,
} from './support/fault-screens';
import { listCases, mutationCases, openMutation } from './support/fault-suite';
import { mainMenu } from './support/menu';

/**
 * Fault suite, "Sessão e rede" (docs/fault-suite.md), scenarios 3 and 5, on every screen
 * the table (support/fault-suite.ts) names:
 *  3. 429 bursts: retried after Retry-After, a calm notice, no request storm (counted);
 *  5. the network drops and returns: an offline banner, queries resume by themselves, a
 *     mutation submitted offline waits and is sent exactly once.
 * Every outcome is checked on the server through the API, and requests are counted.
 */

test.use({ startAt: '/captura' });

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Muitas requisições' });
const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'Sem conexão' });
const waiting = (page: Page) => expect(page.getByTestId('offline-waiting')).toHaveText(/1 envio aguardando a conexão/);

test.describe('3. 429 bursts', () => {
  // The browser logs every 429 it receives; these are the ones the tests provoke.
  test.beforeEach(({ allowConsoleErrors }) => allowConsoleErrors(/status of 429 \(Too Many Requests\)/));

  /** A list answered with 429 three times in a row: four requests, a second apart, a calm notice, then rows. */
  async function burstOnList(page: Page, list: List) {
    const requests = counted(page, list.read);
    await page.clock.install();
    const started = Date.now();
    await page.goto(list.url);
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toContainText('continuamos automaticamente');
    await expect(range(page, 1, list.noun)).toBeVisible({ timeout: 15_000 });
    const elapsed = Date.now() - started;
    await expect(notice(page)).toBeHidden({ timeout: 5000 });
    // Nothing else is sent meanwhile: a moment of the page's time passes, and the count holds.
    await letTimePass(page, 1500);
    const first = requests.requests[0]?.url() as string;
    const sameUrl = requests.requests.filter((r) => r.url() === first);
    expect(sameUrl).toHaveLength(4);
    // Each retry waited the Retry-After second (start times as the browser saw them).
    const statuses = await Promise.all(sameUrl.map(async (r) => (await r.response())?.status()));
    expect(statuses).toEqual([429, 429, 429, 200]);
    const starts = sameUrl.map((r) => r.timing().startTime);
    for (let i = 1; i < starts.length; i++)
      expect((starts[i] as number) - (starts[i - 1] as number)).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeGreaterThanOrEqual(3000);
    // At most what the screen reads alongside (the next page prefetched…): no storm.
    expect(requests.count).toBeLessThanOrEqual(4 + list.alongside);
  }

  for (const { title, list } of listCases('burst')) {
    test(title, async ({ signedIn: page, sandbox }) => {
      await sandbox.fault(faultOn(list.read, { status: 429, retryAfter: 1, times: 3 }));
      await burstOnList(page, list);
    });
  }

  test('a burst longer than the retry budget stops after four requests and offers a retry', async ({
    signedIn: page,
    sandbox,
  }) => {
    await sandbox.fault({
      path: '^/v1/contratos$',
      method: 'GET',
      status: 429,
      retryAfter: 1,
      times: 50,
      error: 'Limite de requisições excedido.',
    });
    const requests = countRequests(page, 'GET', /^\/v1\/contratos$/);
    await page.clock.install();
    await page.goto('/contratos?status=INATIVO');
    const error = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os contratos' });
    await expect(error).toContainText('Limite de requisições excedido.', { timeout: 15_000 });
    // Two Retry-After waits of the page's time pass: no fifth request.
    await letTimePass(page, 2000);
    expect(requests.count).toBe(4);
    await sandbox.clearFaults();
    await error.getByRole('button', { name: /Tentar novamente/ }).click();
    await expect(page.getByText(/Mostrando 1–\d+ de [\d.]+ contratos/)).toBeVisible();
    expect(requests.count).toBe(5);
  });

  for (const c of mutationCases('burst')) {
    test(c.title, async ({ signedIn: page, api, sandbox }) => {
      const sending = await openMutation(c, { page, api });
      await sandbox.fault(faultOn(sending.request, { status: 429, retryAfter: 1, times: 2 }));
      const requests = counted(page, sending.request);
      await sending.send();
      await expect(notice(page)).toBeVisible();
      await sending.done({ timeout: 15_000 });
      expect(requests.count).toBe(3);
      await sending.doneOnServer();
    });
  }
});

test.describe('5. the network drops and returns', () => {
  // Offline, the browser still asks for the favicon on every navigation (and the session's
  // background renewals fail): logged, expected. No API request may fail, though: queries and
  // mutations wait for the network instead of being sent.
  let failed: string[] = [];
  test.beforeEach(async ({ signedIn: page, allowConsoleErrors }) => {
    allowConsoleErrors(/net::ERR_INTERNET_DISCONNECTED/);
    failed = failedApiRequests(page);
    // What the shell reads after the first paint has arrived: the drop catches no read in flight.
    await expect(page.getByTestId('empresa-conectada')).toBeVisible();
  });
  test.afterEach(() => expect(failed, 'API requests that failed offline').toEqual([]));

  for (const { title, list } of listCases('offline')) {
    // Offline: the banner shows, a page change waits without a request; back online it loads by itself.
    test(title, async ({ signedIn: page }) => {
      await page.clock.install();
      await openList(page, list);
      const requests = counted(page, list.read);
      await page.context().setOffline(true);
      await expect(offlineBanner(page)).toBeVisible();
      await expect(offlineBanner(page)).toContainText('atualizados sozinhos quando ela voltar');
      await nextPage(page);
      await expect(page).toHaveURL(/pagina=2/);
      await expect(page.getByText('Carregando a página 2…')).toBeVisible();
      await letTimePass(page, 1500);
      expect(requests.count, 'nothing is sent while offline').toBe(0);
      await page.context().setOffline(false);
      await expect(offlineBanner(page)).toBeHidden();
      await expect(range(page, 11, list.noun)).toBeVisible();
      expect(page2(requests)).toHaveLength(1);
    });
  }

  test("the shell's own code cut off by a drop: the screen stays, the shortcuts load when the network returns", async ({
    signedIn: page,
  }) => {
    // The code loaded after the first paint (shortcuts, prefetch) is what a drop catches in
    // flight: its file is held until the screen shows, then fails as the network goes.
    let cut = false;
    let showScreen = () => {};
    const screenShown = new Promise<void>((resolve) => (showScreen = resolve));
    await page.route('**/assets/*.js', async (route) => {
      // Once cut, the browser's own network answers (offline: nothing), not this handler's fetch.
      if (cut) return route.fallback();
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('dataset.shortcuts')) return route.fulfill({ response, body });
      await screenShown;
      cut = true;
      await page.context().setOffline(true);
      return route.abort('internetdisconnected');
    });
    const chunkFailed = page.waitForEvent('requestfailed', (r) => r.url().includes('/assets/') && cut);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Captura de documentos' })).toBeVisible();
    showScreen();
    await expect(offlineBanner(page)).toBeVisible();
    expect(cut).toBe(true);
    // The shortcuts' file has failed, and the page has drawn what follows from it.
    await chunkFailed;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.getByRole('heading', { level: 1, name: 'Captura de documentos' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-shortcuts', 'on');
    await page.context().setOffline(false);
    await expect(page.locator('html')).toHaveAttribute('data-shortcuts', 'on');
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Atalhos de teclado' })).toBeVisible();
  });

  test('a screen not opened yet: says it needs the network, and opens by itself when it returns', async ({
    signedIn: page,
    allowConsoleErrors,
  }) => {
    // The screen's code cannot be fetched offline: the boundary logs it.
    allowConsoleErrors(/Tela com erro|dynamically imported module|Unable to preload CSS/);
    await expect(page.getByRole('heading', { name: 'Captura de documentos' })).toBeVisible();
    await page.context().setOffline(true);
    await mainMenu(page).getByRole('link', { name: 'Orçamentos' }).click();
    const waitingScreen = page.getByRole('alert').filter({ hasText: 'Ela abre sozinha quando a conexão voltar' });
    await expect(waitingScreen).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Orçamentos' })).toBeVisible();
    await expect(page.getByText(/Mostrando 1–10 de [\d.]+ orçamentos/)).toBeVisible();
    await expect(page).toHaveURL(/\/orcamentos$/);
  });

  test("a sign-out offline: nothing of the session stays, and the provider's sign-out ends it once the network returns", async ({
    signedIn: page,
    allowConsoleErrors,
  }) => {
    // The provider's discovery document, asked for offline.
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
    await expect(page.getByRole('heading', { name: 'Captura de documentos' })).toBeVisible();
    await prefetchDone(page);
    const revocations: string[] = [];
    page.on('request', (r) => {
      if (r.url() === `${IDP_URL}/oauth2/revoke`) revocations.push(r.postData() ?? '');
    });
    const refreshToken = (await storedUser(page)).refresh_token;
    await page.context().setOffline(true);
    await page.getByRole('button', { name: /^Sair/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Nada da sua sessão ficou guardado' })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.')))).toEqual([]);
    expect(revocations).toEqual([]);
    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { name: 'Você saiu' })).toBeVisible();
    // The token held in memory was revoked once the provider could be reached.
    expect(revocations.map((body) => new URLSearchParams(body).get('token'))).toEqual([refreshToken]);
  });

  test.describe(() => {
    // Access tokens of 10 s: the app renews them continuously, so some renewals fail offline.
    test.use({ tokens: 'short', startAt: '/contratos' });

    test('the session outlives a drop: renewals that fail offline do not sign out', async ({
      signedIn: page,
      allowConsoleErrors,
      sandbox,
    }) => {
      // Back online, the first request carries the expired token: 401, renewed, retried.
      allowConsoleErrors(/status of 401 \(Unauthorized\)/);
      await expect(page.getByText(/Mostrando 1–10 de [\d.]+ contratos/)).toBeVisible();
      const renewals = countRenewals(page);
      const renewalFailed = page.waitForEvent(
        'requestfailed',
        // The provider's discovery document or its token endpoint, whichever the renewal asks first.
        (r) => r.url().startsWith(IDP_URL) && r.failure()?.errorText === 'net::ERR_INTERNET_DISCONNECTED',
      );
      await page.context().setOffline(true);
      await expect(offlineBanner(page)).toBeVisible();
      // A renewal fails offline (at the token's half-life, 5 s at most), and the token the page
      // keeps reaches the end of its lifetime at the API.
      await renewalFailed;
      await sandbox.expireToken((await storedUser(page)).access_token);
      await nextPage(page);
      await page.context().setOffline(false);
      await expect(page.getByText(/Mostrando 11–20 de [\d.]+ contratos/)).toBeVisible();
      await expect(page).toHaveURL(/\/contratos\?.*pagina=2/);
      expect(renewals.count).toBeGreaterThan(0);
    });
  });

  for (const c of mutationCases('offline')) {
    // Sent offline: it waits, a second try is ignored, nothing is sent; back online, sent once.
    test(c.title, async ({ signedIn: page, api }) => {
      await page.clock.install();
      const sending = await openMutation(c, { page, api });
      const requests = counted(page, sending.request);
      await page.context().setOffline(true);
      await expect(offlineBanner(page)).toBeVisible();
      await sending.send();
      await waiting(page);
      await expectPending(sending);
      await tryAgain(sending);
      await letTimePass(page, 1000);
      expect(requests.count).toBe(0);
      await waiting(page);
      await sending.kept?.();
      await page.context().setOffline(false);
      await sending.done();
      await letTimePass(page, 500);
      expect(requests.count).toBe(1);
      await sending.doneOnServer();
    });
  }
});
