import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test, type Sandbox } from './fixtures';
import { countRequests, type Api } from './support/api';
import { csvRowsOf } from './support/csv';

/**
 * The failure flows, end to end against the sandbox:
 *  (a) a 429 in the middle of an export (the contracts list, page 2 of 50-row pages, the
 *      size the export falls back to when the platform refuses pages of 1000): the export
 *      pauses for Retry-After and completes, or, when the burst outlasts the retries, stops
 *      with the rows fetched kept, saves them, and continues from where it stopped;
 *  (c) a version conflict on a settlement's correction: the settlement is changed behind
 *      the page's back (a PATCH with its current versao), the user's correction gets a 409,
 *      sees it explained with the typed values kept, reloads the current version (what
 *      changed is listed) and applies the correction over it.
 * (b) "500 on a charge" is a component test (src/api/charges.test.tsx) until the charge
 *     dialog exists on main.
 */

/** The export's own page reads: 50 a page (the list's own reads are 10 a page), page `n`. */
const exportPage = (n: number) => `^(?=.*(^|&)tamanho_pagina=50(&|$))(?=.*(^|&)pagina=${n}(&|$))`;

/** The list opened: its read's query (10 a page), with three export pages at least. */
async function contractsList(page: Page): Promise<string> {
  const read = page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname === '/v1/contratos' && r.method() === 'GET' && url.searchParams.get('pagina') === '1';
  });
  await page.goto('/contratos');
  const footer = page.getByText(/Mostrando 1–10 de [\d.]+ contratos/);
  await expect(footer).toBeVisible({ timeout: 20_000 });
  const total = Number(/de (\d+) contratos/.exec((await footer.textContent()) ?? '')?.[1]);
  expect(total, 'three export pages at least, so the fault hits the middle one').toBeGreaterThan(100);
  return new URL((await read).url()).search;
}

/** The ids the list's query finds now, every page of it, read by the suite (no fault is set). */
async function listedIds(api: Api, search: string): Promise<Set<string>> {
  const query = new URLSearchParams(search);
  query.set('tamanho_pagina', '50');
  const ids = new Set<string>();
  for (let pagina = 1; ; pagina++) {
    query.set('pagina', String(pagina));
    const { status, body } = await api.get<{ itens: Array<{ id: string }> }>(`/v1/contratos?${query}`);
    expect(status).toBe(200);
    for (const c of body.itens) ids.add(c.id);
    if (body.itens.length < 50) return ids;
  }
}

/**
 * The export's count against the list as it is once the export ended. Other workers create,
 * close and remove contracts meanwhile, and each such change can move one row across a page
 * the export had not read yet: the count may be off by the contracts that came or went
 * between the two reads, and by 3 for those that came and went between them unseen.
 */
async function expectWholeList(api: Api, sandbox: Sandbox, before: Set<string>, search: string, exported: number) {
  await sandbox.clearFaults();
  const after = await listedIds(api, search);
  const moved = [...before].filter((id) => !after.has(id)).length + [...after].filter((id) => !before.has(id)).length;
  expect(Math.abs(exported - after.size), `${moved} contracts came or went during the export`).toBeLessThanOrEqual(
    moved + 3,
  );
}

/**
 * The list's query and the contracts it finds, then "Exportar CSV" with page 2 of the export
 * answering 429 (Retry-After 1 s) `times` times: the export's dialog and its reads of page `n`.
 */
async function exportWith429(page: Page, api: Api, sandbox: Sandbox, fault: { times: number; error?: string }) {
  const search = await contractsList(page);
  const before = await listedIds(api, search);
  // Pages of 1000 refused: the export reads 50 a page (the seed's contracts make 4 pages).
  await sandbox.fault({
    path: '^/v1/contratos$',
    method: 'GET',
    query: '(^|&)tamanho_pagina=1000(&|$)',
    status: 400,
    error: 'tamanho_pagina: O valor máximo é 50.',
  });
  await sandbox.fault({
    path: '^/v1/contratos$',
    method: 'GET',
    query: exportPage(2),
    status: 429,
    retryAfter: 1,
    ...fault,
  });
  const reads = countRequests(page, 'GET', /^\/v1\/contratos$/);
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const readsOfPage = (n: number) =>
    reads.requests.filter((r) => new RegExp(exportPage(n)).test(new URL(r.url()).search.slice(1)));
  return {
    dialog: page.getByRole('dialog', { name: 'Exportar contratos' }),
    readsOfPage,
    expectWhole: (exported: number) => expectWholeList(api, sandbox, before, search, exported),
  };
}

/** The count of "Exportação concluída: N registros", once it shows. */
async function exportedCount(done: Locator): Promise<number> {
  await expect(done).toBeVisible({ timeout: 30_000 });
  return Number(/concluída: (\d+)/.exec((await done.textContent()) ?? '')?.[1]);
}

async function rowsOf(download: Download): Promise<string[][]> {
  const rows = csvRowsOf(await readFile(await download.path()));
  expect(rows[0]?.[0]).toBe('Número');
  return rows.slice(1);
}

test.use({ startAt: '/captura' });

test.describe('(a) 429 during an export', () => {
  test.beforeEach(({ allowConsoleErrors }) =>
    allowConsoleErrors(/status of (429 \(Too Many Requests\)|400 \(Bad Request\))/),
  );

  test('the export pauses for Retry-After, says so, and completes; the CSV has every row', async ({
    signedIn: page,
    api,
    sandbox,
  }) => {
    const download = page.waitForEvent('download');
    const { dialog, readsOfPage, expectWhole } = await exportWith429(page, api, sandbox, { times: 2 });
    await expect(dialog.getByTestId('export-paused')).toContainText('A plataforma pediu uma pausa de 1 segundo');
    const done = dialog.getByText(/Exportação concluída: \d+ registros em contratos-\d{4}-\d{2}-\d{2}\.csv\./);
    const exported = await exportedCount(done);
    await expectWhole(exported);
    const rows = await rowsOf(await download);
    expect(rows).toHaveLength(exported);
    expect(new Set(rows.map((r) => r[0])).size).toBe(exported); // no row twice
    const statuses = await Promise.all(readsOfPage(2).map(async (r) => (await r.response())?.status()));
    expect(statuses).toEqual([429, 429, 200]);
  });

  test('a 429 that outlasts the retries stops keeping what was fetched; partial file; continues to the end', async ({
    signedIn: page,
    api,
    sandbox,
  }) => {
    const { dialog, readsOfPage, expectWhole } = await exportWith429(page, api, sandbox, {
      times: 20,
      error: 'Limite de requisições excedido.',
    });
    const error = dialog.getByRole('alert');
    await expect(error).toContainText('Limite de requisições excedido.', { timeout: 30_000 });
    await expect(error).toContainText('O que já foi buscado está guardado');
    await expect(dialog.getByText(/A exportação parou com 50 de [\d.]+ registros\./)).toBeVisible();
    expect(readsOfPage(2)).toHaveLength(4); // the first try and three waits, then it stops

    const partial = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Baixar parcial (50)' }).click();
    const partialFile = await partial;
    expect(partialFile.suggestedFilename()).toMatch(/^contratos-\d{4}-\d{2}-\d{2}-parcial\.csv$/);
    expect(await rowsOf(partialFile)).toHaveLength(50);

    await sandbox.clearFaults();
    const full = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Continuar de onde parou' }).click();
    const exported = await exportedCount(dialog.getByText(/Exportação concluída: \d+ registros/));
    await expectWhole(exported);
    expect(await rowsOf(await full)).toHaveLength(exported);
    expect(readsOfPage(1)).toHaveLength(1); // page 1 was not fetched again
  });
});

test.describe('(c) version conflict on a correction', () => {
  test.beforeEach(({ allowConsoleErrors }) => allowConsoleErrors(/status of 409 \(Conflict\)/));

  test('409 explained, typed values kept, the current version reloaded with what changed, applied once', async ({
    signedIn: page,
    api,
  }) => {
    const contract = await api.createContract();
    const [parcelaId] = await api.openInstallments(contract.id);
    expect(parcelaId, 'an open installment of the new contract').toBeTruthy();
    const nsu = `CONFLITO-${Date.now()}`;
    const settled = await api.settle(parcelaId as string, 100, nsu);

    await page.goto(`/recebiveis/${parcelaId}/baixa`);
    const history = page.getByRole('table', { name: 'Baixas anteriores' });
    await expect(history.getByText(nsu)).toBeVisible({ timeout: 20_000 });
    await history.getByRole('button', { name: /^Corrigir a baixa de R\$\s100,00 de \d{2}\/\d{2}\/\d{4}$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Corrigir baixa' });
    const gross = dialog.getByLabel(/Valor bruto/);
    await expect(gross).toHaveValue('100,00');
    await expect(dialog.getByLabel('NSU')).toHaveValue(nsu);

    // Behind the page's back: another tab adds an observation with the current versao.
    await api.correctSettlement(settled.id, { versao: settled.versao, observacao: 'Conferido pela outra aba' });

    const patches = countRequests(page, 'PATCH', /\/parcelas\/baixa\//);
    await gross.fill('120');
    await dialog.getByRole('button', { name: 'Salvar correção' }).click();
    const conflict = dialog.getByRole('alert').filter({ hasText: 'A baixa mudou enquanto você a corrigia' });
    await expect(conflict).toContainText('Esta baixa foi alterada por outra pessoa ou aba depois que você a abriu');
    await expect(conflict).toContainText('seus valores continuam no formulário');
    await expect(gross).toHaveValue('120,00');
    expect((await api.settlement(settled.id)).valor_composicao.valor_bruto).toBe(100);

    await conflict.getByRole('button', { name: 'Carregar a versão atual' }).click();
    const changes = dialog.getByTestId('settlement-changes');
    await expect(changes).toContainText('Observação: de — para Conferido pela outra aba');
    await expect(gross).toHaveValue('120,00');
    await expect(dialog.getByLabel('Observação')).toHaveValue('Conferido pela outra aba');

    await dialog.getByRole('button', { name: 'Salvar correção' }).dblclick();
    const success = page.getByRole('status').filter({ hasText: 'Baixa corrigida' });
    await expect(success).toBeVisible({ timeout: 15_000 });
    await expect(success).toContainText(/A baixa de R\$\s100,00 de .* foi corrigida: agora é de R\$\s120,00 de /);
    await expect(dialog).toBeHidden();
    await expect(history.getByText('R$ 120,00').first()).toBeVisible();
    expect(patches.count).toBe(2); // the refused one and the one applied; the double click sent once

    const after = await api.settlement(settled.id);
    expect(after.valor_composicao.valor_bruto).toBe(120);
    expect(after.observacao).toBe('Conferido pela outra aba');
    expect(after.nsu).toBe(nsu);
    expect(after.versao).toBe(settled.versao + 2);
  });
});
