import type { Locator, Page } from '@playwright/test';
import { addMonths } from '../src/lib/date-math';
import { expect, PASSWORD, test } from './fixtures';
import { platformDay } from './support/clock';
import { uploadAndReview } from './support/capture';
import { billLines, makePdf } from './support/pdf';

/**
 * Every screen fits 1280×720 with its figures whole: the page does not scroll sideways, nor
 * a table with a classic scroll bar,
 * no cell that shows money is cut (its text wider than its box, or past the edge of
 * the box that holds its table), and a settlement form's fields show their whole choice.
 */

test.use({ viewport: { width: 1280, height: 720 } });

const SCREENS = [
  '/',
  '/contratos',
  '/recebiveis',
  '/recebiveis/inadimplencia',
  '/recebiveis/conciliacao',
  '/pagamentos',
  '/caixa',
  '/caixa?por=mes',
  '/resultados',
  '/resultados/fechamento',
  '/captura',
  '/orcamentos',
  '/notas',
  '/notas/sem-nota',
];

/** What overflows: the page sideways, and each money cell cut, with its text. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const cut: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>('td, th')) {
      const text = cell.innerText.trim();
      if (!/R\$/.test(text) || cell.offsetParent === null) continue;
      const box = cell.getBoundingClientRect();
      const holder = cell.closest('table')?.parentElement?.getBoundingClientRect();
      const clipped = cell.scrollWidth > cell.clientWidth + 1;
      const pastHolder = holder !== undefined && box.right > holder.right + 1;
      if (clipped || pastHolder || box.right > root.clientWidth + 1) cut.push(text.replace(/\s+/g, ' ').slice(0, 40));
    }
    // A column heading cut, or with a word broken across two lines (its box wider than its room).
    const headings: string[] = [];
    for (const th of document.querySelectorAll<HTMLElement>('thead th')) {
      if (th.offsetParent === null) continue;
      const words: string[] = [];
      let broken = false;
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A screen reader's text alone (a 1-pixel box) is not shown.
        const box = node.parentElement;
        if (box && box !== th && box.getBoundingClientRect().width <= 1) continue;
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          words.push(word[0]);
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken = true;
        }
      }
      if (broken || th.scrollWidth > th.clientWidth + 1) headings.push(words.join(' '));
    }
    // A table that scrolls sideways once a classic scroll bar (17 px, Windows) takes its room.
    const bar = Math.max(0, 17 - (window.innerWidth - root.clientWidth));
    root.style.paddingRight = `${bar}px`;
    const tables = [...document.querySelectorAll<HTMLElement>('.ui-table-scroll')]
      .filter((box) => box.offsetParent !== null && box.scrollWidth > box.clientWidth + 1)
      .map((box) => box.querySelector('caption')?.textContent ?? box.querySelector('table')?.ariaLabel ?? '');
    root.style.paddingRight = '';
    return { sideways: root.scrollWidth - root.clientWidth, cut: cut.slice(0, 5), headings, tables };
  });
}

/** The fields in `within` whose text is wider than the room their box leaves it. */
function cutFields(within: Locator) {
  return within.evaluate((root) => {
    const measure = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    const shown = (field: HTMLInputElement | HTMLSelectElement) =>
      field instanceof HTMLSelectElement ? (field.selectedOptions[0]?.text ?? '') : field.value;
    return [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select, input[type=text]')]
      .filter((field) => {
        const style = getComputedStyle(field);
        measure.font = style.font;
        const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return measure.measureText(shown(field)).width > room + 1;
      })
      .map(shown);
  });
}

for (const path of SCREENS) {
  test(`${path} fits 1280×720 with every money cell whole`, async ({ page, signIn }) => {
    await signIn(page, { path });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The figures have arrived: no loading placeholder left.
    await expect(page.getByText(/Carregando|Lendo /)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    expect(await overflow(page)).toEqual({ sideways: 0, cut: [], headings: [], tables: [] });
  });
}

test("a customer's overdue installments, opened in the collections list, fit 1280×720", async ({ page, signIn }) => {
  await signIn(page, { path: '/recebiveis/inadimplencia' });
  await page.locator('tbody tr[data-row] [data-row-toggle]').first().click();
  await expect(page.locator('table.collections-installments tbody tr').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  expect(await overflow(page)).toEqual({ sideways: 0, cut: [], headings: [], tables: [] });
});

test("the demo company's twelve months, its figures the largest of the seed, fit 1280×720", async ({
  page,
  signIn,
}) => {
  await signIn(page, { account: { email: 'financeiro@exemplo.com.br', password: PASSWORD }, path: '/caixa?por=mes' });
  await expect(page.getByRole('columnheader', { name: 'Mês' })).toBeVisible();
  await expectFits(page, '/caixa?por=mes, Empresa Exemplo');
});

/** The screen has drawn its figures, then: nothing overflows. */
async function expectFits(page: Page, what: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/Carregando|Lendo /)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  expect(await overflow(page), what).toEqual({ sideways: 0, cut: [], headings: [], tables: [] });
}

/** Opens the first row's link (or the named one) of a list, and waits for the record's page. */
async function openFirst(page: Page, list: string, link?: RegExp) {
  await page.goto(list);
  const row = page.locator('tbody tr[data-row]').first();
  await (link ? row.getByRole('link', { name: link }) : row.getByRole('link')).first().click();
  await expect(page).not.toHaveURL(new RegExp(`${list.split('?')[0]}(\\?|$)`));
}

test('record and form screens fit 1280×720 with every money cell whole', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn(page, { path: '/contratos/novo' });
  await expectFits(page, '/contratos/novo');
  for (const path of ['/empresas', '/pagamentos/nova', '/recebiveis/nova', '/orcamentos/novo']) {
    await page.goto(path);
    await expectFits(page, path);
  }
  await openFirst(page, '/contratos');
  await expectFits(page, 'a contract');
  await openFirst(page, '/orcamentos');
  await expectFits(page, 'a quote');
  for (const list of ['/recebiveis', '/pagamentos']) {
    await openFirst(
      page,
      `${list}?status=ATRASADO&data_vencimento_de=2020-01-01&data_vencimento_ate=2030-12-31`,
      /^Registrar baixa/,
    );
    await expectFits(page, `a settlement of ${list}`);
    expect(await cutFields(page.getByRole('main')), `the fields of a settlement of ${list}`).toEqual([]);
    await page.goto(page.url().replace(/\/baixa$/, ''));
    await expectFits(page, `an installment of ${list}`);
    // Its edit, in a dialog: the longest payment method reads whole.
    await page.getByRole('button', { name: 'Editar parcela' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar parcela' });
    const method = dialog.getByLabel('Forma de pagamento');
    const before = await method.inputValue();
    const labels = await method.locator('option').allTextContents();
    await method.selectOption({ label: labels.reduce((a, b) => (b.length > a.length ? b : a)) });
    expect(await cutFields(dialog), `the edit of an installment of ${list}`).toEqual([]);
    await method.selectOption(before);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  // A captured document under review.
  await page.goto('/captura');
  const name = `boleto-1280-${Date.now()}.pdf`;
  await uploadAndReview(page, { name, mimeType: 'application/pdf', buffer: Buffer.from(await makePdf(billLines())) });
  await expectFits(page, 'a capture under review');
});

/** The texts of a column's cells that are cut (wider than their cell), by the column's header. */
function cutCells(page: Page, header: string) {
  return page.evaluate((name) => {
    const table = document.querySelector('table');
    const heads = [...(table?.querySelectorAll('thead th') ?? [])].map((th) => (th as HTMLElement).innerText.trim());
    const index = heads.findIndex((h) => h.startsWith(name));
    const cells = [...(table?.querySelectorAll<HTMLElement>(`tbody tr[data-row] > td:nth-child(${index + 1})`) ?? [])];
    return {
      column: index,
      cut: cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.innerText.trim()),
    };
  }, header);
}

for (const [path, header] of [
  ['/pagamentos', 'Fornecedor'],
  ['/recebiveis', 'Cliente'],
  // Notes since the start of last month: a month's notes at least, whatever the day.
  [`/notas?de=${addMonths(platformDay(), -1).slice(0, 8)}01`, 'Cliente'],
  ['/notas/sem-nota', 'Cliente'],
] as const) {
  test(`${path}: every ${header.toLowerCase()} name of the seed is whole at 1280×720`, async ({ page, signIn }) => {
    await signIn(page, { path: `${path}${path.includes('?') ? '&' : '?'}tamanho_pagina=100` });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('tbody tr[data-row]').first()).toBeVisible();
    const { column, cut } = await cutCells(page, header);
    expect(column).toBeGreaterThanOrEqual(0);
    expect(cut).toEqual([]);
  });
}

test('the longest contract chosen in the invoices filter reads whole at 1280×720', async ({ page, signIn }) => {
  await signIn(page, { path: `/notas?de=${addMonths(platformDay(), -1).slice(0, 8)}01` });
  await page.getByRole('combobox', { name: 'Contratos' }).click();
  const names = page.getByRole('listbox', { name: 'Contratos' }).locator('.ui-choices-option');
  await expect(names.first()).toBeVisible();
  // An option is its label, then what it counts ("2 notas"); the contracts' numbers come with their names.
  const labels = () => names.evaluateAll((options) => options.map((o) => o.firstChild?.textContent?.trim() ?? ''));
  await expect.poll(async () => (await labels()).some((l) => l.startsWith('Contrato nº'))).toBe(true);
  const texts = await labels();
  const longest = texts.reduce((a, b) => (b.length > a.length ? b : a));
  await names.nth(texts.indexOf(longest)).click();
  const pill = page.locator('.ui-pill-text');
  await expect(pill).toHaveText(longest);
  const box = await pill.evaluate((el) => {
    const field = el.closest('.ui-choices-box') as HTMLElement;
    const a = el.getBoundingClientRect();
    const b = field.getBoundingClientRect();
    return { cut: el.scrollWidth > el.clientWidth + 1, inside: a.left >= b.left && a.right <= b.right };
  });
  expect(box).toEqual({ cut: false, inside: true });
});

test('the bulk settlement shows its account, date and method whole at 1280×720', async ({ page, signIn }) => {
  await signIn(page, { path: '/recebiveis' });
  const boxes = page.locator('tbody tr[data-row] [data-row-select]');
  await expect(boxes.nth(1)).toBeVisible();
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: 'Baixar selecionadas' }).click();
  const dialog = page.getByRole('dialog');
  // The default account is chosen once the accounts have arrived.
  await expect(dialog.getByLabel(/Conta financeira/)).not.toHaveValue('');
  expect(await cutFields(dialog)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});
