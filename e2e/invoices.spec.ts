import { expect, test } from './fixtures';
import { sandboxToday } from './support/api';
import { mainMenu } from './support/menu';
import { addDays, daysBetween, monthBounds } from '../src/lib/date-math';

/**
 * Invoices, end to end: the sales without a note of last month equal the set computed here
 * from the API's own sales and notes, and a period longer than 15 days reaches the platform
 * only as windows of at most 15 days, a year of them without one 429.
 */

test.use({ startAt: '/notas' });

type Sale = { id: string; numero: number; total: number; id_contrato?: string | null; situacao?: { nome?: string } };
type Note = { id_venda?: string | null; status: string };

test('the sales without a note of last month are the ones the API says have none, failed or cancelled', async ({
  signedIn: page,
  api,
  request,
}) => {
  test.slow(); // a month of sales and notes read twice, paced
  const today = await sandboxToday(request);
  const { first, last } = monthBounds(addDays(monthBounds(today).first, -1));

  const sales: Sale[] = [];
  for (let pagina = 1; pagina < 20; pagina++) {
    const { body } = await api.get<{ itens: Sale[]; total_itens: number }>(
      `/v1/venda/busca?data_inicio=${first}&data_fim=${last}&totais=APPROVED&tamanho_pagina=1000&pagina=${pagina}`,
    );
    sales.push(...body.itens);
    if (sales.length >= body.total_itens) break;
  }
  const notes: Note[] = [];
  // Every note of the month and of the 15 days after it, as the platform gives them.
  for (let from = first; from <= addDays(last, 15) && from <= today; from = addDays(from, 16)) {
    const to = addDays(from, 15) < today ? addDays(from, 15) : today;
    for (let pagina = 1; pagina < 50; pagina++) {
      const { body } = await api.get<{ itens: Note[] }>(
        `/v1/notas-fiscais-servico?data_competencia_de=${from}&data_competencia_ate=${to}&tamanho_pagina=100&pagina=${pagina}`,
      );
      notes.push(...body.itens);
      if (body.itens.length < 100) break;
    }
  }
  const issued = new Set(notes.filter((n) => ['EMITIDA', 'PENDENTE'].includes(n.status)).map((n) => n.id_venda));
  const expected = sales
    .filter((s) => s.id_contrato && !issued.has(s.id))
    .map((s) => String(s.numero))
    .sort();
  expect(expected.length).toBeGreaterThan(0);

  await mainMenu(page).getByRole('link', { name: 'Notas fiscais' }).click();
  await page.getByRole('link', { name: 'Vendas sem nota fiscal' }).click();
  await page.getByRole('combobox', { name: 'Vendas por página' }).selectOption('100');
  const table = page.getByRole('table', { name: 'Vendas de contrato sem nota fiscal' });
  await expect(page.getByText(new RegExp(`de ${expected.length} vendas$`))).toBeVisible({ timeout: 30_000 });
  const shown = (await table.locator('tbody tr[data-row] td:first-child').allInnerTexts()).map((t) => t.trim()).sort();
  expect(shown).toEqual(expected);
  await expect(page.getByRole('note')).toContainText('Emita ou corrija a nota no Conta Azul');
});

test('a year of notes reaches the platform as windows of at most 15 days, with not one 429', async ({
  signedIn: page,
  request,
}) => {
  const today = await sandboxToday(request);
  const from = addDays(today, -364);
  const calls: URL[] = [];
  const statuses: number[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (!url.pathname.endsWith('/v1/notas-fiscais-servico')) return;
    calls.push(url);
    statuses.push(r.status());
  });
  await page.goto(`/notas?de=${from}&ate=${today}`);
  await expect(page.getByText(/Mostrando 1–10 de [\d.]+ notas/)).toBeVisible({ timeout: 30_000 });
  // 365 days are 25 windows of 15 days or fewer, each read to its last page.
  const windows = new Map<string, string>();
  for (const url of calls) {
    const start = url.searchParams.get('data_competencia_de')!;
    const end = url.searchParams.get('data_competencia_ate')!;
    expect(daysBetween(start, end)).toBeLessThanOrEqual(14);
    windows.set(start, end);
  }
  expect(windows.size).toBe(25);
  // The windows cover the year, each from the day after the one before.
  const starts = [...windows.keys()].sort();
  expect(starts[0]).toBe(from);
  starts.slice(1).forEach((start, i) => expect(start).toBe(addDays(windows.get(starts[i]!)!, 1)));
  expect(windows.get(starts.at(-1)!)).toBe(today);
  const limited = statuses.filter((s) => s === 429);
  expect(limited, 'answers of 429').toEqual([]);
});

test("a contract's sales lead to its notes: the invoices screen on that contract alone", async ({
  signedIn: page,
  request,
}) => {
  const today = await sandboxToday(request);
  await page.goto(`/notas?de=${addDays(today, -45)}&ate=${today}`);
  const table = page.getByRole('table', { name: 'Notas fiscais de serviço' });
  const contractLink = table.getByRole('link', { name: 'Ver contrato' }).first();
  await expect(contractLink).toBeVisible({ timeout: 30_000 });
  const contractPath = new URL((await contractLink.getAttribute('href'))!, page.url()).pathname;
  await contractLink.click();
  await expect(page).toHaveURL((url) => url.pathname === contractPath);
  const heading = page.getByRole('heading', { level: 1, name: /^Contrato \d+$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.innerText()).replace('Contrato ', '');

  await page
    .getByRole('region', { name: 'Vendas e parcelas' })
    .getByRole('link', { name: 'Notas fiscais do contrato' })
    .click();
  await expect(page.getByRole('heading', { name: 'Notas fiscais', level: 1 })).toBeVisible();
  // The chosen contract, named by its number once the contracts are read.
  await expect(page.getByRole('button', { name: new RegExp(`^Remover Contrato nº ${number} · `) })).toBeVisible();
  await expect(page.getByText(/^(Mostrando 1–\d+ de [\d.]+ notas|1 nota)$/)).toBeVisible({ timeout: 30_000 });
  const links = await table
    .getByRole('link', { name: 'Ver contrato' })
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(links.length).toBeGreaterThan(0);
  expect(new Set(links)).toEqual(new Set([contractPath]));
});
