import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { platformDay } from './support/clock';

/*
 * Reading and typing: every list fits an office laptop (1280×720) in both
 * themes, dates are dd/mm/aaaa whatever the browser's language, and the keyboard
 * shortcuts work.
 */

const LISTS = [
  { path: '/contratos', summary: /Mostrando \d+–\d+ de [\d.]+ contratos/, action: (page: Page) => rowLinks(page) },
  {
    // The overdue ones: each row offers "Registrar baixa" (most of the seed's past is paid).
    path: '/recebiveis?status=ATRASADO&data_vencimento_de=2020-01-01&data_vencimento_ate=2030-12-31',
    summary: /Mostrando \d+–\d+ de [\d.]+ (recebíveis|parcelas)/,
    action: (page: Page) => page.getByRole('link', { name: /^Registrar baixa/ }),
  },
  {
    path: '/orcamentos',
    summary: /Mostrando \d+–\d+ de [\d.]+ orçamentos/,
    action: (page: Page) => page.locator('tbody tr').first().getByRole('link'),
  },
];

const rowLinks = (page: Page) => page.locator('tbody tr').first().getByRole('link');

/**
 * Right edge of the page's viewport, and how many data rows are entirely in view once the
 * list is scrolled to (below its sticky header, above the window's bottom).
 */
async function layout(page: Page) {
  return page.evaluate(() => {
    document.querySelector('.ui-table-scroll')?.scrollIntoView({ block: 'start' });
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    const header = document.querySelector('thead tr');
    const lastHeader = header?.lastElementChild?.getBoundingClientRect();
    const below = header ? header.getBoundingClientRect().bottom : 0;
    const rows = [...document.querySelectorAll('tbody tr[data-row]')].map((r) => r.getBoundingClientRect());
    const visible = rows.filter((r) => r.top >= below - 1 && r.bottom <= height).length;
    return {
      width,
      height,
      lastHeaderRight: lastHeader ? lastHeader.right : Infinity,
      lastHeaderLeft: lastHeader ? lastHeader.left : Infinity,
      pageScrollsSideways: document.documentElement.scrollWidth > width,
      visible,
    };
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`lists at 1280×720 (${scheme})`, () => {
    test.use({ viewport: { width: 1280, height: 720 } });

    for (const list of LISTS) {
      test(`${list.path.split('?')[0]}: last column and the row action in view, 8 rows or more`, async ({
        page,
        signIn,
      }) => {
        await signIn(page, { path: list.path });
        await expect(page.getByText(list.summary)).toBeVisible({ timeout: 20_000 });
        // The theme toggle exists and switches the whole page.
        const current = await page.locator('html').getAttribute('data-mantine-color-scheme');
        if (current !== scheme) await page.getByRole('button', { name: /Usar tema (escuro|claro)/ }).click();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);

        const box = await layout(page);
        expect(box.pageScrollsSideways).toBe(false);
        expect(box.lastHeaderRight).toBeLessThanOrEqual(box.width);
        expect(box.visible).toBeGreaterThanOrEqual(8);
        const action = list.action(page).first();
        await expect(action).toBeInViewport({ ratio: 1 });
        // The table itself does not hide its last column behind a sideways scroll.
        const scroll = await page
          .locator('.ui-table-scroll')
          .first()
          .evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(scroll).toBeLessThanOrEqual(1);
      });
    }
  });
}

test.describe('receivables at 1280×720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('a contract installment’s description reads whole: the installments of one contract tell apart', async ({
    page,
    signIn,
  }) => {
    await signIn(page, {
      path: '/recebiveis?data_vencimento_de=2020-01-01&data_vencimento_ate=2030-12-31&descricao=Contrato',
    });
    const rows = page.locator('tbody tr[data-row]');
    await expect(rows.first()).toContainText(/Contrato \d+ - parcela \d+/, { timeout: 20_000 });
    const clipped = await rows.evaluateAll((trs) =>
      trs
        .map((tr) => tr.querySelectorAll<HTMLElement>('td[dir=auto]')[1])
        .filter((td): td is HTMLElement => !!td && td.scrollWidth > td.clientWidth + 1)
        .map((td) => td.textContent),
    );
    expect(clipped).toEqual([]);

    // The narrower status column still shows its longest common label whole.
    await page.goto('/recebiveis?data_vencimento_de=2020-01-01&data_vencimento_ate=2030-12-31&status=RECEBIDO_PARCIAL');
    await expect(rows.first()).toContainText('Recebido parcial', { timeout: 20_000 });
    const statusCells = await rows.evaluateAll((trs) =>
      trs.flatMap((tr) =>
        [...tr.querySelectorAll<HTMLElement>('td')]
          .filter((td) => td.textContent === 'Recebido parcial')
          .map((td) => td.scrollWidth - td.clientWidth),
      ),
    );
    expect(statusCells.length).toBeGreaterThan(0);
    expect(statusCells.filter((overflow) => overflow > 1)).toEqual([]);
  });
});

test.describe('an open customer in collections at 1280×720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('its installments fit: no sideways scroll, every action of a row in view', async ({ page, signIn }) => {
    await signIn(page, { path: '/recebiveis/inadimplencia?faixa=d90_mais' });
    const first = page.locator('tbody tr[data-row]').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    // A click on the customer's name opens the row.
    await first.locator('[data-row-toggle]').first().click();
    const installments = page.getByRole('table', { name: /^Parcelas em atraso de / }).first();
    await expect(installments).toBeVisible();
    const overflow = await installments.evaluate((table) => {
      let box: HTMLElement | null = table.parentElement;
      while (box && box.scrollWidth <= box.clientWidth && box !== document.body) box = box.parentElement;
      return box && box !== document.body ? box.scrollWidth - box.clientWidth : 0;
    });
    expect(overflow).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(
      false,
    );
    const row = installments.locator('tbody tr').first();
    for (const action of await row.getByRole('button').or(row.getByRole('link')).all()) {
      await expect(action).toBeInViewport({ ratio: 1 });
    }
    await expect(row.getByRole('link', { name: /^Registrar baixa/ })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('dates in a browser set to English', () => {
  test.use({ locale: 'en-US' });

  test('show and take dd/mm/aaaa, one tab stop each', async ({ page, signIn }) => {
    await signIn(page, { path: '/contratos' });
    await expect(page.getByText(/Mostrando \d+–\d+ de [\d.]+ contratos/)).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    const start = page.getByLabel('Vigência de');
    const end = page.getByLabel('até', { exact: true });
    // The default window ends on 31 December of the year after the platform day's.
    const year = String(Number(platformDay().slice(0, 4)) + 1);
    await expect(end).toHaveValue(`31/12/${year}`);
    await end.fill('');
    await end.pressSequentially(`3012${year.slice(0, 3)}`);
    // Half a date: no error yet, nothing applied.
    await expect(page.getByText(/Data inválida/)).toHaveCount(0);
    await end.press(year.slice(3));
    await expect(page).toHaveURL(new RegExp(`data_fim=${year}-12-30`));
    await end.fill(`31/12/${year}`);
    await expect(end).toHaveValue(`31/12/${year}`);
    await expect(page).not.toHaveURL(/data_fim=/);
    await start.focus();
    await page.keyboard.press('Tab');
    await expect(end).toBeFocused();
  });
});

test.describe('keyboard shortcuts', () => {
  test('"/" searches the list, "n" starts a new record, "?" lists the shortcuts', async ({ page, signIn }) => {
    await signIn(page, { path: '/contratos' });
    await expect(page.getByText(/Mostrando \d+–\d+ de [\d.]+ contratos/)).toBeVisible({ timeout: 20_000 });
    await page.locator('h1').click();
    // The shortcuts' code loads after the first screen.
    await expect(page.locator('html[data-shortcuts="on"]')).toBeAttached();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Atalhos de teclado' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Buscar na lista desta tela');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // With the filter panel hidden, "/" shows it and goes to the search.
    await page.getByRole('button', { name: 'Ocultar filtros' }).click();
    await expect(page.getByRole('searchbox', { name: 'Buscar' })).toBeHidden();
    await page.locator('h1').click();
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Buscar' });
    await expect(search).toBeFocused();
    // Typed in a field, "n" is a letter.
    await page.keyboard.type('n');
    await expect(search).toHaveValue('n');
    await expect(page).toHaveURL(/\/contratos(\?|$)/);
    await search.fill('');
    await page.locator('h1').click();
    await page.keyboard.press('n');
    await expect(page).toHaveURL(/\/contratos\/novo$/);

    await page.goto('/orcamentos');
    await expect(page.getByText(/Mostrando \d+–\d+ de [\d.]+ orçamentos/)).toBeVisible({ timeout: 20_000 });
    // A new page: its shortcuts load again after its first screen.
    await expect(page.locator('html[data-shortcuts="on"]')).toBeAttached();
    await page.locator('h1').click();
    await page.keyboard.press('n');
    await expect(page).toHaveURL(/\/orcamentos\/novo$/);
  });
});
