import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { platformToday, seedStore } from '../sandbox/api/seed';
import { expect, test } from './fixtures';
import { parseCsv } from './support/csv';
import { boletoCustomer as boletoCustomerOf } from './support/seed-picks';

const rows = (page: Page) => page.locator('tbody tr');
const summary = (page: Page) => page.getByText(/Mostrando \d+–\d+ de [\d.]+ contratos|0 contratos/);
const totalOf = async (page: Page) =>
  Number((await summary(page).textContent())?.match(/de (\d+) contratos/)?.[1] ?? 0);
/** Calendar dates of a column, as ISO strings, in row order. */
const isoColumn = async (page: Page, index: number) =>
  (await rows(page).locator(`td:nth-child(${index})`).allTextContents()).map((t) =>
    t.trim().split('/').reverse().join('-'),
  );

/**
 * A customer with a bank-slip contract in the list's default term window (support/seed-picks.ts).
 * The seed depends on the day (decision 0841): on some days a given customer has no such
 * contract, and an empty list would prove nothing.
 */
function boletoCustomer(): { name: string; typed: string } {
  const seeded = seedStore(platformToday());
  const customer = boletoCustomerOf(seeded);
  if (!customer)
    throw new Error(`the seed of ${seeded.today} has no customer with a bank-slip contract in the default window`);
  return customer;
}

test.describe('contracts list', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page);
    await expect(summary(page)).toBeVisible({ timeout: 20_000 });
  });

  test('shows the seeded contracts with Brazilian formats and opens a contract', async ({ page }) => {
    await expect(rows(page)).toHaveCount(10);
    expect(await totalOf(page)).toBeGreaterThanOrEqual(150);
    await expect(rows(page).first().locator('td').nth(6)).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
    await expect(rows(page).first().locator('td').nth(3)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    const number = (await rows(page).first().locator('td').first().textContent())?.trim();
    await rows(page).first().locator('td').nth(1).click();
    await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
    expect(number).toMatch(/^\d+$/);
  });

  test('a fresh load asks for its configuration and its page once each, before the first render', async ({ page }) => {
    // Decision 0009: config.json is preloaded by index.html, and the list's page is asked for
    // before the app renders, under the key the screen reads (else either goes out twice).
    const sent: string[] = [];
    page.on('request', (r) => {
      const { pathname, search } = new URL(r.url());
      if (pathname === '/config.json' || pathname === '/v1/contratos') sent.push(`${pathname}${search}`);
    });
    await page.goto('/contratos?status=INATIVO&tamanho_pagina=20');
    await expect(summary(page)).toBeVisible();
    for (const status of await rows(page).locator('td:nth-child(3)').allTextContents())
      expect(status).toContain('Inativo');
    expect(sent.filter((s) => s === '/config.json')).toHaveLength(1);
    const lists = sent.filter((s) => s.startsWith('/v1/contratos'));
    expect(lists).toHaveLength(1);
    expect(lists[0]).toContain('status=INATIVO');
    expect(lists[0]).toContain('tamanho_pagina=20');
    // The lazy screens' shared code is asked for once the list is painted, not while it loads.
    await expect
      .poll(() => page.evaluate(() => document.head.querySelectorAll('link[rel="prefetch"]').length))
      .toBeGreaterThan(0);
    expect(await page.locator('template#prefetch').count()).toBe(0);
  });

  test('text search is debounced, kept in the URL and survives a reload', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/v1/contratos') requests.push(r.url());
    });
    await page.getByRole('searchbox', { name: 'Buscar' }).pressSequentially('clinica sorriso', { delay: 30 });
    await expect(page).toHaveURL(/busca_textual=clinica\+sorriso/);
    await expect(rows(page).first()).toContainText('Clínica Sorriso Pleno Ltda');
    for (const name of await rows(page).locator('td:nth-child(2)').allTextContents())
      expect(name).toBe('Clínica Sorriso Pleno Ltda');
    // Not one request per key (15 keys; a busy machine may pause between two keys past the
    // debounce, so a few searches may go out), and the last one is for the whole text.
    const searches = requests.filter((u) => u.includes('busca_textual'));
    expect(searches.length).toBeLessThanOrEqual(5);
    expect(searches.at(-1)).toContain('busca_textual=clinica+sorriso');
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('clinica sorriso');
    await expect(rows(page).first()).toContainText('Clínica Sorriso Pleno Ltda');
  });

  test('an export clicked right after typing a search exports what the search finds', async ({ page }) => {
    // Typed in one go and exported at once, well inside the search's pause: leaving the box
    // writes the search first, so the export reads it.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('clinica sorriso');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar contratos' });
    await expect(dialog.getByText(/Exportação concluída: \d+ registros?/)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/busca_textual=clinica\+sorriso/);
    const [head, ...lines] = parseCsv((await readFile(await (await download).path())).toString('utf8').slice(1));
    const customer = (head ?? []).indexOf('Cliente');
    expect(customer).toBeGreaterThanOrEqual(0);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line[customer], line.join(';')).toBe('Clínica Sorriso Pleno Ltda');
  });

  test('leaving right after typing a search opens the other screen, and the search is not written after', async ({
    page,
  }) => {
    // The wizard's code arrives late (as on a slow line): the list stays mounted behind the
    // loader past the search's debounce, which used to push the list back over the wizard.
    await page.route('**/assets/**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    // Typed in one go and the link followed at once: key by key, with a click that waits for
    // the link to be stable (animation frames), a slow machine outlasted the search's 350 ms
    // pause before the link was followed, and the search was written before leaving rather
    // than during the wizard's load (CI, 2026-11-26).
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('acme');
    await page.getByRole('link', { name: 'Novo contrato' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/contratos\/novo$/);
    await expect(page.getByRole('heading', { name: 'Novo contrato' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/contratos\/novo$/);
    // Back: the list (with the search only where its pause still ended before the link was
    // followed), never the wizard's address again.
    await page.goBack();
    await expect(page).toHaveURL(/\/contratos(\?busca_textual=acme)?$/);
  });

  test('at 1280×720 a cut cell shows its whole text when hovered, and a whole one no tooltip', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/contratos?tamanho_pagina=50');
    await expect(rows(page)).toHaveCount(50);
    const cells = rows(page).locator('td');
    // Customer names and payment labels run past their columns on every day of the seed.
    const cut = await cells.evaluateAll((tds) =>
      tds.flatMap((td, i) =>
        td.scrollWidth > td.clientWidth ? [{ i, column: (td as HTMLTableCellElement).cellIndex }] : [],
      ),
    );
    const columns = new Map(cut.map((c) => [c.column, c.i]));
    expect(columns.size, JSON.stringify(cut.slice(0, 5))).toBeGreaterThanOrEqual(2);
    for (const i of columns.values()) {
      const cell = cells.nth(i);
      await cell.scrollIntoViewIfNeeded();
      await cell.hover();
      await expect(cell).toHaveAttribute('title', (await cell.textContent()) ?? '');
    }
    const whole = await cells.evaluateAll((tds) =>
      tds.findIndex((td) => td.scrollWidth <= td.clientWidth && /\d{2}\/\d{2}\/\d{4}/.test(td.textContent ?? '')),
    );
    await cells.nth(whole).hover();
    await expect(cells.nth(whole)).not.toHaveAttribute('title');
  });

  test('status filter: near expiry shows only active contracts ending within 30 days', async ({ page }) => {
    await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Próximos ao vencimento' });
    await expect(page).toHaveURL(/status=PROXIMO_AO_VENCIMENTO/);
    await expect(summary(page)).toHaveText(/de [\d.]+ contratos/);
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await expect(rows(page).nth(i).locator('td').nth(2)).toHaveText('Ativo');
    }
  });

  test('payment type and customer filters narrow the list and round-trip through the URL', async ({ page }) => {
    const before = await totalOf(page);
    await page.getByRole('combobox', { name: 'Formas de pagamento' }).click();
    await page.getByRole('option', { name: 'Boleto bancário' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/tipo_pagamento=BOLETO_BANCARIO/);
    await expect.poll(() => totalOf(page)).toBeLessThan(before);
    for (const cell of await rows(page).locator('td:nth-child(6)').allTextContents())
      expect(cell).toBe('Boleto bancário');

    const customer = boletoCustomer();
    await page.getByRole('combobox', { name: 'Clientes' }).click();
    await page.getByRole('combobox', { name: 'Clientes' }).pressSequentially(customer.typed);
    await page.getByRole('option', { name: customer.name }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/cliente_id=[0-9a-f-]{36}/);
    const url = page.url();
    await expect
      .poll(async () => {
        const names = await rows(page).locator('td:nth-child(2)').allTextContents();
        return names.length > 0 && names.every((n) => n === customer.name);
      })
      .toBe(true);

    // A copied link reopens the same view, labels included.
    const other = await page.context().newPage();
    await other.goto(url);
    await expect(other.getByText(customer.name).first()).toBeVisible();
    await expect(other).toHaveURL(url);
    await other.close();
  });

  test('date interval filter is sent to the API and kept in the URL', async ({ page }) => {
    const sent: URL[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/v1/contratos') sent.push(u);
    });
    await page.getByLabel('Vigência de').fill('2026-11-01');
    await page.getByLabel('até').fill('2026-11-30');
    await expect(page).toHaveURL(/data_inicio=2026-11-01&data_fim=2026-11-30/);
    await expect
      .poll(() =>
        sent.some(
          (u) => u.searchParams.get('data_inicio') === '2026-11-01' && u.searchParams.get('data_fim') === '2026-11-30',
        ),
      )
      .toBe(true);
    // End before start is refused on the field and not sent.
    await page.getByLabel('até').fill('2026-10-01');
    await expect(page.getByText('A data final não pode ser anterior à inicial.')).toBeVisible();
    await expect(page).toHaveURL(/data_fim=2026-11-30/);
  });

  test('sorting by start and end date, both directions, with back and forward', async ({ page }) => {
    await page.getByRole('button', { name: /^Início/ }).click();
    await expect(page).toHaveURL(/campo_ordenado_ascendente=DATA_INICIO/);
    await expect
      .poll(async () => {
        const d = await isoColumn(page, 4);
        return d.join() === [...d].sort().join();
      })
      .toBe(true);
    await page.getByRole('button', { name: /^Início/ }).click();
    await expect(page).toHaveURL(/campo_ordenado_descendente=DATA_INICIO/);
    await expect
      .poll(async () => {
        const d = await isoColumn(page, 4);
        return d.join() === [...d].sort().reverse().join();
      })
      .toBe(true);
    await expect(page.getByRole('columnheader', { name: /Início/ })).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: /^Fim/ }).click();
    await expect(page).toHaveURL(/campo_ordenado_ascendente=DATA_FIM/);
    await page.goBack();
    await expect(page).toHaveURL(/campo_ordenado_descendente=DATA_INICIO/);
    await expect(page.getByRole('columnheader', { name: /Início/ })).toHaveAttribute('aria-sort', 'descending');
    await page.goForward();
    await expect(page).toHaveURL(/campo_ordenado_ascendente=DATA_FIM/);
  });

  test('paging and page size, keeping the previous rows while the next page loads', async ({ page }) => {
    const firstPage = await rows(page).locator('td:first-child').allTextContents();
    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(summary(page)).toHaveText(/Mostrando 11–20 de/);
    const secondPage = await rows(page).locator('td:first-child').allTextContents();
    expect(secondPage.some((n) => firstPage.includes(n))).toBe(false);
    await page.getByRole('combobox', { name: 'Contratos por página' }).selectOption('50');
    await expect(page).toHaveURL(/tamanho_pagina=50/);
    await expect(page).not.toHaveURL(/pagina=2/);
    await expect(rows(page)).toHaveCount(50);
    await expect(summary(page)).toHaveText(/Mostrando 1–50 de/);
  });

  test('a 500 from the API is shown with its message and recovered by retry', async ({
    page,
    sandbox,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    await sandbox.fault({
      path: '^/v1/contratos$',
      status: 500,
      error: 'Falha temporária no banco de dados.',
      times: 3,
    });
    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect(page.getByRole('alert')).toContainText('Falha temporária no banco de dados.');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(summary(page)).toHaveText(/Mostrando 11–20 de/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a 429 is waited out after Retry-After with a calm notice, without a request storm', async ({
    page,
    sandbox,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 429/);
    const calls: string[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/v1/contratos' && r.request().method() === 'GET')
        calls.push(`${r.status()} ${r.url()}`);
    });
    await sandbox.fault({ path: '^/v1/contratos$', status: 429, retryAfter: 2, times: 1 });
    await page.getByRole('button', { name: 'Página 3' }).click();
    await expect(
      page.getByText('A plataforma pediu uma pausa; continuamos automaticamente em instantes.'),
    ).toBeVisible();
    await expect(summary(page)).toHaveText(/Mostrando 21–30 de/, { timeout: 15_000 });
    // The refused request and its one retry: no storm.
    expect(calls.map((c) => c.split(' ')[0])).toEqual(['429', '200']);
  });
});
