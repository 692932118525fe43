import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { API_URL, expect, fillSignIn, IDP_URL, MEDIATOR_URL, test } from './fixtures';
import { mainMenu } from './support/menu';

/**
 * The static build as a CDN serves it (sandbox/static-server.ts applying the `_headers`
 * written for the sandbox's config): headers, caching, the SPA fallback, the CSP
 * violation watch itself, and the build made for a sub-path (`npm run build:admin`,
 * served under /admin/).
 */

const rows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test.describe('static hosting', () => {
  test('every path carries the security headers; the cache rules and the SPA fallback hold', async ({ request }) => {
    const route = await request.get('/contratos/00000000-0000-0000-0000-000000000000?x=1');
    expect(route.status()).toBe(200);
    expect(route.headers()['content-type']).toContain('text/html');
    expect(await route.text()).toContain('<div id="root"></div>');
    const csp = route.headers()['content-security-policy'] ?? '';
    const directives = new Map(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives.get('default-src')).toBe("'none'");
    expect(directives.get('script-src')).toBe("'self'");
    // The sandbox's own config, plus its token mediator (e2e/mediated-sign-in swaps configs).
    expect(directives.get('connect-src')).toBe(`'self' ${API_URL} ${IDP_URL} ${MEDIATOR_URL}`);
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'self'");
    expect(route.headers()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': expect.stringContaining('max-age='),
      'permissions-policy': expect.stringContaining('camera=()'),
      // A route of the SPA: the host's default, revalidated.
      'cache-control': 'public, max-age=0, must-revalidate',
    });

    for (const path of ['/', '/index.html', '/config.json']) {
      const response = await request.get(path);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expect(response.headers()['content-security-policy'], path).toBe(csp);
    }
    const html = await (await request.get('/')).text();
    // No inline script: the only script is the hashed entry module.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">$/),
    ]);
    const entry = /src="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1] ?? '';
    const asset = await request.get(entry);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-type']).toContain('text/javascript');

    // The tab's icon is a PNG: an SVG icon is a document the browser parses and paints again
    // at every change of address (each filter change of a list).
    expect(html).toMatch(/<link rel="icon" type="image\/png" sizes="32x32" href="\/favicon\.png" \/>/);
    const icon = await request.get('/favicon.png');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');

    expect((await request.get('/assets/missing-0000.js')).status()).toBe(404);
    // The host reads `_headers`; it never serves it.
    expect(await (await request.get('/_headers')).text()).not.toContain('Content-Security-Policy');
  });

  test('an inline script or style attribute is refused and reported as a violation', async ({
    page,
    signIn,
    cspViolations,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Content Security Policy/);
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Contratos', level: 1 })).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      const div = document.createElement('div');
      div.setAttribute('style', 'color: red');
      document.body.append(div);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => cspViolations.map((v) => v.directive).sort())
      .toEqual(['script-src-elem', 'style-src-attr']);
    // Provoked on purpose: the fixture would fail the test otherwise.
    cspViolations.length = 0;
  });
});

test.describe('deployed under /admin/', () => {
  test.beforeAll(() => {
    expect(existsSync('dist-admin/index.html'), 'build the sub-path app first: npm run build:admin').toBe(true);
  });

  test('signs in, browses, deep-links and reloads, and signs out without leaving /admin/', async ({
    page,
    account,
    baseURL,
  }) => {
    const outside: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === baseURL && !url.pathname.startsWith('/admin/')) outside.push(url.pathname);
    });

    // A deep link before signing in comes back after the provider, filters kept.
    await page.goto('/admin/contratos?status=INATIVO');
    await fillSignIn(page, account);
    await expect(page).toHaveURL(/\/admin\/e\/[^/]+\/contratos\?status=INATIVO$/);
    await expect(page.getByRole('combobox', { name: 'Situação' })).toHaveValue('INATIVO');
    await expect(rows(page).first()).toBeVisible();

    await mainMenu(page).getByRole('link', { name: 'Contratos' }).click();
    await expect(page).toHaveURL(/\/admin\/e\/[^/]+\/contratos$/);
    await expect(page.getByRole('combobox', { name: 'Situação' })).toHaveValue('TODOS');
    // Until the unfiltered page answers, the rows shown are still the inactive ones (kept,
    // dimmed, aria-busy): read the number and click once the table is the new page's.
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    const numero = (await rows(page).first().locator('td').first().textContent())?.trim() ?? '';
    await rows(page).first().locator('td').nth(1).click();
    await expect(page).toHaveURL(/\/admin\/e\/[^/]+\/contratos\/[0-9a-f-]{36}$/);
    const detail = page.getByRole('heading', { level: 1, name: `Contrato ${numero}` });
    await expect(detail).toBeVisible();

    // Reloading a route of the SPA: the fallback serves the /admin/ build's index.html.
    await page.reload();
    await expect(detail).toBeVisible();
    const detailUrl = page.url();
    await page.goto('/admin/recebiveis');
    await expect(page.getByRole('heading', { level: 1, name: 'Recebíveis' })).toBeVisible();
    await page.goto(detailUrl);
    await expect(detail).toBeVisible();

    await page.getByRole('button', { name: /^Sair/ }).click();
    await expect(page.getByRole('heading', { name: 'Você saiu' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/auth\/signed-out$/);
    expect(outside, 'requests to the app origin outside /admin/').toEqual([]);
  });
});
