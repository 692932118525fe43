import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { csvRowsOf } from '../support/csv';
import { expect, mainMenu, test } from './support';

/**
 * A read-only walk through the app, as a QA team runs it against a deployed build on the
 * real platform (npm run test:e2e:real) and as the main suite runs it against the sandbox:
 * sign in, every screen of the menu with its figures, a list filtered and paged, a CSV
 * export, and the account menu's sign-out. It asserts no record or amount (whatever data
 * the company holds, on any day), and never presses a control that writes: the guard of
 * ./support.ts stops any write to the platform that would slip through.
 */

const MONEY = /R\$\s?-?[\d.]+,\d{2}/;
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
/** A list's footer on page `page` of ten rows: "Mostrando 11–20 de 312 contratos". */
const footer = (main: Locator, noun: string, page = 1) =>
  main.getByText(new RegExp(`^Mostrando ${(page - 1) * 10 + 1}–\\d+ de [\\d.]+ ${noun}$`));
/** The count after `words` in a locator's text ("de 1.234" read as 1234). */
const countAfter = async (locator: Locator, words: string) =>
  Number(new RegExp(`${words} ([\\d.]+)`).exec((await locator.textContent()) ?? '')?.[1]?.replace(/\./g, '') ?? NaN);

/** What each screen of the menu shows once its figures are read (its title first). */
const WALK: Record<string, { title: string; figures: (main: Locator) => Locator[] }> = {
  Hoje: {
    title: 'Hoje',
    figures: (main) => [
      main.getByRole('region', { name: 'Em atraso' }).getByText(MONEY).first(),
      main.getByRole('region', { name: 'Contratos' }).getByText(/^[\d.]+ contratos? ativos?$/),
    ],
  },
  Contratos: { title: 'Contratos', figures: (main) => [footer(main, 'contratos')] },
  Recebíveis: {
    title: 'Recebíveis',
    figures: (main) => [
      main.getByRole('region', { name: 'Totais do filtro' }).getByText(MONEY).first(),
      footer(main, 'parcelas'),
    ],
  },
  Inadimplência: {
    title: 'Inadimplência',
    figures: (main) => [main.getByRole('region', { name: 'Resumo da inadimplência' }).getByText(MONEY).first()],
  },
  'Contas a pagar': {
    title: 'Contas a pagar',
    figures: (main) => [
      main.getByRole('region', { name: 'Totais do filtro' }).getByText(MONEY).first(),
      footer(main, 'parcelas'),
    ],
  },
  // Reads nothing before a statement is imported: its import is what it shows.
  Conciliação: {
    title: 'Conciliação bancária',
    figures: (main) => [main.getByRole('button', { name: 'Escolher extrato' })],
  },
  Caixa: {
    title: 'Caixa',
    figures: (main) => [
      main.getByRole('region', { name: 'Saldos de hoje' }).getByText(MONEY).first(),
      main.getByRole('img', { name: /^Projeção de/ }),
    ],
  },
  Resultados: {
    title: 'Resultados',
    figures: (main) => [
      main.getByRole('img', { name: /^Resultado de/ }),
      main.getByRole('table').getByText(MONEY).first(),
    ],
  },
  Fechamento: {
    title: 'Fechamento do mês',
    figures: (main) => [
      main.getByText(/^Resultado\s/),
      main.getByRole('region', { name: 'Transferências entre contas' }),
    ],
  },
  // Lists what this browser sent: nothing, in a fresh one.
  Captura: {
    title: 'Captura de documentos',
    figures: (main) => [main.getByRole('region', { name: 'Envios recentes deste navegador' })],
  },
  Orçamentos: { title: 'Orçamentos', figures: (main) => [footer(main, 'orçamentos')] },
  // This month's notes: none yet early in a month.
  'Notas fiscais': {
    title: 'Notas fiscais',
    figures: (main) => [footer(main, 'notas').or(main.getByText('Nenhuma NFS-e com competência no período.'))],
  },
};

const SCREEN_READ_MS = 30_000;

/** Opens a screen from the menu: its title, its figures, and nothing still loading or failed. */
async function openFromMenu(page: Page, label: string): Promise<Locator> {
  const screen = WALK[label];
  if (!screen) throw new Error(`The menu has "${label}", which the walk does not know: add it to WALK.`);
  const link = mainMenu(page).getByRole('link', { name: label, exact: true });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
  const main = page.getByRole('main');
  await expect(h1(page, screen.title)).toBeVisible();
  const figures = screen.figures(main);
  const errors = main.getByRole('alert');
  // Its first figure, or the error in its place (said by its text). A screen that reads a year
  // of entries takes seconds, more where the company's request limit is shared with others.
  await expect(figures[0]!.or(errors).first()).toBeVisible({ timeout: SCREEN_READ_MS });
  await expect(errors, `${label}: errors instead of figures`).toHaveText([]);
  for (const figure of figures) await expect(figure).toBeVisible({ timeout: SCREEN_READ_MS });
  await expect(main.locator('[aria-busy="true"]'), `${label}: still loading`).toHaveCount(0, {
    timeout: SCREEN_READ_MS,
  });
  await expect(main.getByText(/formato inesperado/i)).toHaveCount(0);
  await expect(errors, `${label}: errors once read`).toHaveText([]);
  return main;
}

const CONTRACT_STATUS_COLUMN = 2;

/** The contracts list filtered to the active ones, read: its table, status cells and total. */
async function activeContracts(page: Page) {
  const main = await openFromMenu(page, 'Contratos');
  const table = main.getByRole('table', { name: 'Contratos recorrentes' });
  const filtered = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname.endsWith('/v1/contratos') && new URL(r.url()).searchParams.get('status') === 'ATIVO',
  );
  await main.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Ativos' });
  expect((await filtered).ok()).toBe(true);
  await expect(page).toHaveURL(/[?&]status=ATIVO(&|$)/);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const statuses = table.locator('tbody tr').locator(`td:nth-child(${CONTRACT_STATUS_COLUMN + 1})`);
  await expect.poll(async () => [...new Set(await statuses.allTextContents())]).toEqual(['Ativo']);
  const shown = footer(main, 'contratos');
  await expect(shown).toBeVisible();
  return { main, table, statuses, total: await countAfter(shown, 'de') };
}

test('a read-only walk: sign in, every screen, a list filtered and paged, a CSV export, sign out', async ({
  signedIn: page,
}) => {
  // Nine screens and an export: a minute on a busy machine, more against a distant platform.
  test.setTimeout(120_000);
  // Signed in by the fixture (./support.ts), on whatever sign-in page the provider shows.

  await test.step('every screen of the menu opens and shows its figures', async () => {
    const labels = await mainMenu(page).getByRole('link').allTextContents();
    expect(labels, 'the menu').toEqual(Object.keys(WALK));
    for (const label of labels) await openFromMenu(page, label);
  });

  const { main, table, statuses, total } = await test.step('a list filters', () => activeContracts(page));

  await test.step('the filtered list pages', async () => {
    // Page 2 exists only past ten active contracts: the walk needs a company with them.
    expect(total, 'active contracts (more than a page)').toBeGreaterThan(10);
    const firstOfPage1 = (await table.locator('tbody tr').first().getByRole('link').textContent()) ?? '';
    await main.getByRole('button', { name: 'Próxima página' }).click();
    await expect(page).toHaveURL(/[?&]pagina=2(&|$)/);
    await expect(footer(main, 'contratos', 2)).toBeVisible();
    await expect(table.locator('tbody tr').first().getByRole('link')).not.toHaveText(firstOfPage1);
    await expect.poll(async () => [...new Set(await statuses.allTextContents())]).toEqual(['Ativo']);
    await expect(main.getByRole('alert')).toHaveText([]);
  });

  await test.step('a CSV export of the filtered list downloads and has a header row', async () => {
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Exportar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar contratos' });
    const done = dialog.getByText(/^Exportação concluída: [\d.]+ registros? em contratos-\d{4}-\d{2}-\d{2}\.csv\.$/);
    await expect(done).toBeVisible({ timeout: 30_000 });
    const exported = await countAfter(done, 'concluída:');
    const [header, ...records] = csvRowsOf(await readFile(await (await download).path()));
    expect(header?.slice(0, 3)).toEqual(['Número', 'Cliente', 'Situação']);
    expect(records).toHaveLength(exported);
    // Every page of the filter, not the ten rows on screen.
    expect(exported).toBeGreaterThan(10);
    expect(new Set(records.map((r) => r[CONTRACT_STATUS_COLUMN]))).toEqual(new Set(['Ativo']));
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the account menu signs out', async () => {
    await page.getByRole('banner').getByRole('button', { name: /^Sair/ }).click();
    // "Você saiu", or "Você saiu deste navegador" where the provider's logout does not confirm it.
    await expect(page.getByRole('heading', { level: 1, name: /^Você saiu/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Entrar novamente' })).toBeVisible();
    const sessions = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user')));
    expect(sessions, 'the app keeps no session').toEqual([]);
  });
});
