import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { FAULT_SUITE_RECEIVABLES } from '../../sandbox/api/seed-fault-suite';
import { addDays, addMonths } from '../../src/lib/date-math';
import { expect, IDP_URL, screenPathOf, test } from '../fixtures';
import { sandboxToday } from '../support/api';
import { csvRowsOf } from '../support/csv';
import { described, seededReceivable } from '../support/ledger';
import { ofxStatement, ownedReceivables, RECONCILIATION_DUE_DAYS_AGO, uniqueFitId } from '../support/statement';

/**
 * Smoke of the app under the development server (playwright.dev.config.ts: `npm start`'s
 * Vite, unbundled modules, React StrictMode mounting, unmounting and mounting every
 * component again): every screen opens with its heading and its data, and the bulk actions
 * that StrictMode once broke run to their end. The fixtures fail every test on a console
 * error or page error (e2e/fixtures.ts); the walks also say on which screen it came.
 *
 * A walk signs in once and loads each of its screens afresh (page.goto): a sign-in costs
 * two loads of the unbundled app, so one per screen would double the run.
 */

/** Vite compiles a screen's modules on its first visit, and the first load of the app's. */
const FIRST_LOAD = { timeout: 30_000 };

/**
 * Follows the page's requests: `quiet()` resolves once none is on its way and none started
 * or ended for half a second (the screen's data came, and with it any error of a second
 * mount). Playwright's 'networkidle' resolves at once when it was reached before.
 */
function network(page: Page) {
  const pending = new Set<Request>();
  let changed = Date.now();
  page.on('request', (request) => {
    // A new document: the old one's requests end with it (Chromium does not always say so).
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pending.clear();
    pending.add(request);
    changed = Date.now();
  });
  const ended = (request: Request) => {
    if (pending.delete(request)) changed = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** Fails naming the requests still on their way. */
    quiet: () =>
      expect
        .poll(
          () =>
            pending.size > 0
              ? [...pending].map((r) => `${r.method()} ${r.url()}`)
              : Date.now() - changed < 500
                ? ['(a request just ended)']
                : [],
          { message: 'the network settles', intervals: [250], ...FIRST_LOAD },
        )
        .toEqual([]),
  };
}

/** Console errors and page errors since the last call (the fixture fails the test on them too). */
function errors(page: Page) {
  let seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  return () => {
    const out = seen;
    seen = [];
    return out;
  };
}

/**
 * The page's authorization requests to the identity provider. React's development double
 * mount must not send a second one: it would abort the first on its way.
 */
function authorizations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === IDP_URL && url.pathname === '/oauth2/authorize' && url.searchParams.has('code_challenge'))
      sent.push(request.url());
  });
  return sent;
}

/**
 * A walk through screens: `open(path, heading)` loads the screen (the first one through the
 * sign-in) and checks its level-1 heading, its data settled, and no error while it opened.
 */
function walk(page: Page, signIn: (page: Page, options: { path: string }) => Promise<void>) {
  const { quiet } = network(page);
  const take = errors(page);
  const authorized = authorizations(page);
  let signedIn = false;
  const shown = async (where: string, heading: string | RegExp) => {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(FIRST_LOAD);
    await quiet();
    expect.soft(take(), `console or page errors on ${where}`).toEqual([]);
  };
  return {
    shown,
    open: (path: string, heading: string | RegExp) =>
      test.step(`${path}: ${heading}`, async () => {
        if (signedIn) await page.goto(path);
        else await signIn(page, { path });
        signedIn = true;
        expect(authorized, 'one authorization request for the sign-in').toHaveLength(1);
        expect(screenPathOf(page.url())).toBe(path);
        await shown(path, heading);
      }),
  };
}

test.describe('each screen opens', () => {
  test('/, /contratos, a contract, /contratos/novo', async ({ page, signIn }) => {
    const { open, shown } = walk(page, signIn);
    await open('/', 'Hoje');
    await open('/contratos', 'Contratos');
    await test.step('a contract, from the list', async () => {
      const first = page.locator('tbody tr').first();
      await expect(page.getByText(/Mostrando 1–10 de [\d.]+ contratos/)).toBeVisible();
      const numero = (await first.locator('td').first().textContent())?.trim() ?? '';
      expect(numero).toMatch(/^\d+$/);
      await first.locator('td').nth(1).click();
      await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
      await shown('a contract', `Contrato ${numero}`);
    });
    await open('/contratos/novo', 'Novo contrato');
  });

  // Four screens a test at most: a first visit compiles its modules on demand, up to 10 s a screen on a loaded machine.
  test("/recebiveis, an installment's /baixa, /recebiveis/inadimplencia", async ({ page, api, signIn }) => {
    const { open } = walk(page, signIn);
    await open('/recebiveis', 'Recebíveis');
    const description = FAULT_SUITE_RECEIVABLES[1];
    const id = await api.receivableId(description);
    await open(`/recebiveis/${id}/baixa`, 'Registrar baixa');
    await expect(page.getByRole('heading', { name: description })).toBeVisible();
    await expect(page.getByLabel(/^Valor bruto/)).not.toHaveValue('');
    await open('/recebiveis/inadimplencia', 'Inadimplência');
  });

  test('/recebiveis/conciliacao, /pagamentos, /pagamentos/nova', async ({ page, signIn }) => {
    const { open } = walk(page, signIn);
    await open('/recebiveis/conciliacao', 'Conciliação bancária');
    await open('/pagamentos', 'Contas a pagar');
    await expect(page.getByText(/Mostrando 1–\d+ de [\d.]+ parcelas/)).toBeVisible();
    await open('/pagamentos/nova', 'Nova conta a pagar');
  });

  test('/notas, /notas/sem-nota, /caixa', async ({ page, signIn }) => {
    const { open } = walk(page, signIn);
    await open('/notas', 'Notas fiscais');
    await expect(page.getByText(/^(Mostrando 1–\d+ de [\d.]+ notas|1 nota)$/)).toBeVisible(FIRST_LOAD);
    await open('/notas/sem-nota', 'Vendas sem nota fiscal');
    await expect(page.getByRole('region', { name: 'Resumo das vendas sem nota' })).toContainText('R$');
    await open('/caixa', 'Caixa');
    await expect(page.getByRole('img', { name: /^Projeção de 13 semanas/ })).toBeVisible({ timeout: 30_000 });
  });

  test('/captura, /orcamentos, /orcamentos/novo, /empresas', async ({ page, signIn }) => {
    const { open } = walk(page, signIn);
    await open('/captura', 'Captura de documentos');
    await open('/orcamentos', 'Orçamentos');
    await open('/orcamentos/novo', 'Novo orçamento');
    // The portfolio reads its company with a session of its own (StrictMode mounts it twice).
    await open('/empresas', 'Carteira de empresas');
    const table = page.getByRole('table', { name: 'Empresas conectadas' });
    // The heading, the one company and its total.
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByText('Carregando os números…')).toHaveCount(0, FIRST_LOAD);
    await expect(table.getByRole('cell').first()).toContainText(/\d+ parcelas?/);
    const results = page.getByRole('table', { name: /^Resultados e fechamento/ });
    await expect(results.getByText('Lendo os resultados…')).toHaveCount(0, { timeout: 60_000 });
    await expect(results.getByRole('row')).toHaveCount(3);
  });

  test('/resultados with its recurring-revenue movements, /resultados/fechamento', async ({ page, signIn }) => {
    const { open } = walk(page, signIn);
    await open('/resultados', 'Resultados');
    await expect(page.getByRole('table', { name: /^Movimentos da receita recorrente, / })).toHaveCount(3, {
      timeout: 90_000,
    });
    await open('/resultados/fechamento', 'Fechamento do mês');
    await expect(page.getByRole('table', { name: 'Transferências do mês' })).toBeVisible({ timeout: 60_000 });
  });
});

test.describe('bulk actions run to their end', () => {
  test("the contracts list's CSV export", async ({ page, signIn }) => {
    await signIn(page, { path: '/contratos' });
    const summary = page.getByText(/Mostrando 1–10 de [\d.]+ contratos/);
    await expect(summary).toBeVisible(FIRST_LOAD);
    const total = Number(/de ([\d.]+) contratos/.exec((await summary.textContent()) ?? '')?.[1]?.replace(/\./g, ''));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar contratos' });
    // Its outcome, whichever it is (under StrictMode it once ended at once as cancelled).
    const outcome = dialog.getByText(/^(Exportação concluída|Exportação cancelada|A exportação parou)/);
    await expect(outcome).toBeVisible(FIRST_LOAD);
    await expect(outcome).toHaveText(/^Exportação concluída: [\d.]+ registros em contratos-\d{4}-\d{2}-\d{2}\.csv\.$/);
    const exported = Number(/concluída: ([\d.]+)/.exec((await outcome.textContent()) ?? '')?.[1]?.replace(/\./g, ''));
    expect(exported).toBe(total);
    const rows = csvRowsOf(await readFile(await (await download).path()));
    expect(rows[0]?.[0]).toBe('Número');
    expect(rows).toHaveLength(exported + 1);
  });

  test("the bank statement's bulk settlement", async ({ page, api, request, signIn, allowConsoleErrors }) => {
    // The test's own reads share the account's request budget with the page: a 429 the page
    // waits out is its behaviour, not an error (as in e2e/reconciliation.spec.ts).
    allowConsoleErrors(/status of 429 \(Too Many Requests\)/);
    const authorized = authorizations(page);
    await signIn(page, { path: '/recebiveis/conciliacao' });
    expect(authorized, 'one authorization request for the sign-in').toHaveLength(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Conciliação bancária' })).toBeVisible(FIRST_LOAD);
    // Exact amounts, each memo naming the installment's customer: three exact suggestions.
    const own = await ownedReceivables(api, request, ['exact', 'faultFirst', 'faultSecond']);
    const day = addDays(await sandboxToday(request), -RECONCILIATION_DUE_DAYS_AGO);
    const lines = Object.values(own).map((r, i) => ({
      fitId: uniqueFitId('D', i),
      date: day,
      amount: r.valor,
      memo: `PIX RECEBIDO ${r.cliente}`,
      receivable: r.id,
    }));
    await page.getByLabel('Extrato bancário (OFX ou CSV)').setInputFiles(ofxStatement(lines));
    await page.getByRole('button', { name: 'Confirmar todas as sugestões exatas (3)' }).click(FIRST_LOAD);
    await page.getByRole('button', { name: 'Registrar baixa das confirmadas (3)' }).click();
    await expect(page.getByText(/Concluído\. 3 baixadas \(R\$\s[\d.,]+ recebidos\), 0 recusadas/)).toBeVisible(
      FIRST_LOAD,
    );
    const report = page.getByRole('table', { name: 'Relatório das baixas, por lançamento' });
    await expect(report.getByRole('row').filter({ hasText: 'Baixada' })).toHaveCount(3);
    // On the platform: one settlement each, its nsu the line's FITID.
    for (const line of lines) expect((await api.settlements(line.receivable)).map((s) => s.nsu)).toEqual([line.fitId]);
  });
});

test.describe('corrections change an installment once', () => {
  const EVENTS = '/v1/financeiro/eventos-financeiros';
  const brDate = (iso: string) => iso.split('-').reverse().join('/');

  test('an overdue receivable edited, then renegotiated into two', async ({ page, api, signIn }) => {
    test.setTimeout(180_000);
    await signIn(page, { path: '/' });
    const today = await sandboxToday(page.request);
    const descricao = `Consultoria atrasada ${Date.now()}`;
    const id = await seededReceivable(api, descricao, 400, addDays(today, -15));
    const version = async () => (await api.get<{ versao: number }>(`${EVENTS}/parcelas/${id}`)).body.versao;
    const before = await version();
    const patches: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH') patches.push(r.url());
    });

    await page.goto(`/recebiveis/${id}/editar`);
    const edit = page.getByRole('dialog', { name: 'Editar parcela' });
    await expect(edit.getByLabel(/Valor bruto/)).toHaveValue('400,00', FIRST_LOAD);
    await edit.getByLabel(/Valor bruto/).fill('450,00');
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(edit).toHaveCount(0, FIRST_LOAD);
    expect(await version()).toBe(before + 1);

    await page.goto(`/recebiveis/${id}/renegociar`);
    const dialog = page.getByRole('dialog', { name: 'Renegociar parcela' });
    await dialog.getByLabel('Parcelas mensais').fill('2', FIRST_LOAD);
    const first = addDays(today, 5);
    await dialog.getByLabel('Primeiro vencimento').fill(brDate(first));
    await expect(dialog.getByLabel('Valor da parcela 2')).toHaveValue('225,00');
    await dialog.getByRole('button', { name: 'Revisar' }).click();
    await dialog.getByRole('button', { name: 'Renegociar' }).click();
    await expect(dialog.getByText('Renegociação concluída')).toBeVisible(FIRST_LOAD);

    // The installment changed twice (the edit, then its renegotiation), one event created.
    expect(patches).toHaveLength(2);
    expect(await version()).toBe(before + 2);
    const after = await described(api, descricao, addDays(today, -40), addDays(today, 120));
    expect(after.map((i) => [i.descricao.replace(/ \[.*\]$/, ''), i.nao_pago, i.data_vencimento])).toEqual([
      [`${descricao} (renegociada 1/2)`, 225, first],
      [`${descricao} (renegociada 2/2)`, 225, addMonths(first, 1)],
    ]);

    // Its history holds each change once.
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await page.goto(`/recebiveis/${id}`);
    const history = page.getByRole('table', { name: 'Alterações feitas neste app' });
    await expect(history.getByRole('row').filter({ hasText: 'Renegociação' })).toHaveCount(1, FIRST_LOAD);
    await expect(history.getByRole('cell', { name: 'Valor', exact: true })).toHaveCount(1);
  });
});
