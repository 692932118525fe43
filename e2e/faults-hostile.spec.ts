import type { Locator, Page } from '@playwright/test';
import {
  HOSTILE,
  HOSTILE_CONTRACT_NUMBERS,
  HOSTILE_KINDS,
  LONG_WORD,
  type HostileIds,
} from '../sandbox/api/seed-hostile';
import { PNG_1PX } from './support/pdf';
import { API_URL, expect, test } from './fixtures';
import { platformDay } from './support/clock';
import { loadPicker } from './support/forms';
import { firstDueFromToday } from '../src/test/contract-terms';

/**
 * Fault suite, scenario 7 (docs/fault-suite.md): hostile data from the API. Names and
 * descriptions with markup, script-like text, a 500-character word, emoji and
 * right-to-left text (sandbox/api/seed-hostile.ts, added by `POST /__sandbox/hostile`)
 * must render as text on every screen that shows them, and the layout must hold:
 * - nothing is injected: no element from the markup, no handler attribute, no dialog;
 * - the page never scrolls sideways, the long word stays inside its box (wrapped or
 *   clamped), table columns are not blown up by it, and the screen's buttons stay on screen;
 * - right-to-left text is laid out right to left (`dir="auto"`).
 */

let ids: HostileIds;

test.beforeAll(async ({ request }) => {
  const response = await request.post(`${API_URL}/__sandbox/hostile`);
  expect(response.status()).toBe(201);
  ids = (await response.json()) as HostileIds;
});

const RTL_PROBE = 'مؤسسة النور';
const HEBREW_PROBE = 'שירותי ניקיון';
const LONG_PROBE = LONG_WORD.slice(0, 60);

/** Dialogs (alert, confirm) the page opened: an executed payload would open one. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

/** Elements or attributes the hostile texts would have created, had they been parsed as HTML. */
async function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const html = document.querySelectorAll(
      'img[src="x"], svg[onload], iframe[src^="javascript"], a[href^="javascript"], b, script:not([src]):not([type="application/json"])',
    );
    for (const el of html) found.push(el.outerHTML.slice(0, 80));
    for (const el of document.querySelectorAll('*'))
      for (const attr of el.getAttributeNames())
        if (/^on/i.test(attr)) found.push(`${el.tagName.toLowerCase()}[${attr}]`);
    if (document.title === 'pwned') found.push('document.title changed');
    return found;
  });
}

/**
 * Layout problems: the page scrolls sideways; an element showing the long word sticks out
 * of its box (the nearest ancestor that clips or scrolls, else the viewport) without an
 * ellipsis; a table cell holding it takes more than half of its table.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((probe) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
    for (const el of document.querySelectorAll('body *')) {
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').includes(probe),
      );
      if (!ownText) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis') continue;
      if (el instanceof HTMLElement && style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1)
        problems.push(`${describe(el)} overflows itself: ${el.scrollWidth} > ${el.clientWidth}`);
      let clip = el.parentElement;
      while (clip && clip !== document.body && !/(auto|scroll|hidden|clip)/.test(getComputedStyle(clip).overflowX))
        clip = clip.parentElement;
      // Cut with an ellipsis by the box that clips it: shown truncated, on purpose.
      if (clip && getComputedStyle(clip).textOverflow === 'ellipsis') continue;
      const limit = clip && clip !== document.body ? clip.getBoundingClientRect().right : root.clientWidth;
      if (box.right > limit + 1)
        problems.push(`${describe(el)} sticks out: right ${Math.round(box.right)} > ${Math.round(limit)}`);
      const cell = el.closest('td, th');
      const table = cell?.closest('table');
      if (cell && table && cell.getBoundingClientRect().width > table.getBoundingClientRect().width / 2)
        problems.push(
          `cell with the long word takes over its table (${Math.round(cell.getBoundingClientRect().width)}px)`,
        );
    }
    return problems;
  }, LONG_PROBE);
}

/** Visible elements showing right-to-left text whose direction is not right to left. */
async function rtlProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    (probes) => {
      const problems: string[] = [];
      for (const el of document.querySelectorAll('body *')) {
        const text = [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join('')
          .trim();
        if (!probes.some((p) => text.startsWith(p))) continue;
        if (el.getBoundingClientRect().width === 0) continue;
        if (getComputedStyle(el).direction !== 'rtl')
          problems.push(`${el.tagName.toLowerCase()}: “${text.slice(0, 30)}”`);
      }
      return problems;
    },
    [RTL_PROBE, HEBREW_PROBE],
  );
}

/** Everything a screen must hold with hostile data on it. */
async function expectSafe(page: Page, dialogs: string[], onScreen: Locator[] = []) {
  expect(await injected(page), 'elements injected by hostile text').toEqual([]);
  expect(dialogs, 'dialogs opened by hostile text').toEqual([]);
  await expect.poll(() => layoutProblems(page), { message: 'layout with a 500-character word' }).toEqual([]);
  expect(await rtlProblems(page), 'right-to-left text laid out left to right').toEqual([]);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  for (const locator of onScreen) {
    await expect(locator).toBeVisible();
    const box = await locator.boundingBox();
    expect(box, 'a control on screen').not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), 'control pushed off screen').toBeLessThanOrEqual(width);
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  }
}

/** The text shown literally, markup and all. */
const literal = (scope: Page | Locator, text: string) => scope.getByText(text, { exact: true }).first();

test.describe('hostile data renders as text and the layout holds', () => {
  test('contracts list, with the customer filter showing the hostile names', async ({ page, signIn }) => {
    const dialogs = watchDialogs(page);
    const query = HOSTILE_KINDS.map((k) => `cliente_id=${ids.customers[k]}`).join('&');
    await signIn(page, { path: `/contratos?${query}` });
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: String(HOSTILE_CONTRACT_NUMBERS[0]), exact: true })).toBeVisible({
      timeout: 20_000,
    });
    for (const n of HOSTILE_CONTRACT_NUMBERS)
      await expect(table.getByRole('link', { name: String(n), exact: true })).toBeVisible();
    for (const kind of HOSTILE_KINDS) await expect(literal(table, HOSTILE[kind])).toBeVisible();
    await expectSafe(page, dialogs, [page.getByRole('link', { name: 'Novo contrato' })]);
  });

  test('contract detail, every hostile customer', async ({ page, signIn }) => {
    const dialogs = watchDialogs(page);
    await signIn(page, { path: `/contratos/${ids.contracts.markup}` });
    for (const [i, kind] of HOSTILE_KINDS.entries()) {
      await page.goto(`/contratos/${ids.contracts[kind]}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `Contrato ${HOSTILE_CONTRACT_NUMBERS[i]}` }),
      ).toBeVisible();
      await expect(literal(page.getByRole('group', { name: 'Resumo do contrato' }), HOSTILE[kind])).toBeVisible();
      const other = page.getByRole('region', { name: 'Outras informações' });
      await expect(literal(other, HOSTILE.hebrew)).toBeVisible();
      await expect(other.getByText(HOSTILE.remark.split('\n')[0] as string)).toBeVisible();
      await expect(literal(page.getByRole('region', { name: 'Pagamento' }), HOSTILE.account)).toBeVisible();
      await expectSafe(page, dialogs, [
        page.getByRole('button', { name: 'Encerrar', exact: true }),
        page.getByRole('button', { name: 'Remover', exact: true }),
      ]);
    }
    // The close and remove dialogs over the last one (they name the contract by its number).
    await page.getByRole('button', { name: 'Encerrar', exact: true }).click();
    const close = page.getByRole('dialog', { name: `Encerrar o contrato ${HOSTILE_CONTRACT_NUMBERS[4]}?` });
    await expectSafe(page, dialogs, [close.getByRole('button', { name: 'Encerrar contrato' })]);
    await close.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Remover', exact: true }).click();
    const remove = page.getByRole('dialog', { name: `Remover o contrato ${HOSTILE_CONTRACT_NUMBERS[4]}?` });
    await expectSafe(page, dialogs, [remove.getByRole('button', { name: 'Remover permanentemente' })]);
    await remove.getByRole('button', { name: 'Cancelar' }).click();
    await expect(remove).toBeHidden();
  });

  test('contract wizard: pickers and the review step', async ({ page, signIn }) => {
    const dialogs = watchDialogs(page);
    await signIn(page, { path: '/contratos/novo' });
    await expect(page.getByRole('heading', { level: 1, name: 'Novo contrato' })).toBeFocused();
    const customer = await loadPicker(page.locator('input').and(page.getByLabel(/^Cliente/)));
    await customer.fill('Pneumoultra');
    await expect(literal(page.getByRole('listbox'), LONG_WORD)).toBeVisible();
    await expectSafe(page, dialogs);
    await customer.fill('Confeitaria');
    await expect(page.getByRole('option', { name: HOSTILE.markup })).toBeVisible();
    await expect(page.getByRole('option', { name: HOSTILE.emoji })).toBeVisible();
    await expectSafe(page, dialogs);
    await page.getByRole('option', { name: HOSTILE.markup }).click();
    await expect(customer).toHaveValue(HOSTILE.markup);
    const item = await loadPicker(page.locator('input').and(page.getByLabel(/^Produto ou serviço/)));
    await item.fill('Pneumoultra');
    await expect(page.getByRole('option', { name: HOSTILE.product })).toBeVisible();
    await expectSafe(page, dialogs);
    await page.getByRole('option', { name: HOSTILE.product }).click();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Recorrência' })).toBeVisible();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pagamento e valores' })).toBeVisible();
    await page
      .locator('input')
      .and(page.getByLabel(/^Dia de vencimento/))
      .fill('10');
    await page
      .locator('input')
      .and(page.getByLabel(/^Primeiro vencimento/))
      .fill(firstDueFromToday(10, platformDay()));
    const seller = await loadPicker(page.locator('input').and(page.getByLabel(/^Vendedor/)));
    await seller.fill('ניקיון');
    await expect(page.getByRole('option', { name: HOSTILE.hebrew })).toBeVisible();
    await expectSafe(page, dialogs);
    await page.getByRole('option', { name: HOSTILE.hebrew }).click();
    await page.getByLabel(/^Observações$/).fill(HOSTILE.remark);
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Revisão' })).toBeVisible();
    await expect(literal(page, HOSTILE.markup)).toBeVisible();
    await expect(page.getByText(LONG_PROBE).first()).toBeVisible();
    await expectSafe(page, dialogs, [page.getByRole('button', { name: 'Criar contrato' })]);
  });

  test('receivables list and the settlement of each hostile receivable', async ({ page, signIn }) => {
    const dialogs = watchDialogs(page);
    const query = HOSTILE_KINDS.map((k) => `ids_clientes=${ids.customers[k]}`).join('&');
    // The standalone receivables (R$ 321,09) come before the contracts' installments (R$ 259,23).
    await signIn(page, {
      path: `/recebiveis?data_vencimento_de=2000-01-01&data_vencimento_ate=2099-12-31&campo_ordenado_descendente=VALOR&${query}`,
    });
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toContainText('R$ 321,09', { timeout: 20_000 });
    for (const kind of HOSTILE_KINDS) await expect(literal(table, HOSTILE[kind])).toBeVisible();
    await expectSafe(page, dialogs, [page.getByRole('search').getByRole('button', { name: 'Limpar filtros' })]);

    for (const kind of HOSTILE_KINDS) {
      await page.goto(`/recebiveis/${ids.receivables[kind]}/baixa`);
      await expect(page.getByRole('heading', { level: 2, name: HOSTILE[kind] })).toBeVisible();
      await expect(literal(page.getByRole('region', { name: HOSTILE[kind] }), HOSTILE[kind]).last()).toBeVisible();
      await expectSafe(page, dialogs, [
        page.getByRole('button', { name: 'Registrar baixa' }),
        page.getByRole('link', { name: 'Voltar para recebíveis' }),
      ]);
    }
    // The account picker lists the hostile account as text.
    // The account picker (a native select: the browser draws its list) offers it as text.
    const account = page.getByRole('combobox', { name: /^Conta financeira/ });
    await expect(account.getByRole('option', { name: `${HOSTILE.account} (${HOSTILE.rtl})`, exact: true })).toHaveCount(
      1,
    );
    await account.selectOption({ label: `${HOSTILE.account} (${HOSTILE.rtl})` });
    await expectSafe(page, dialogs, [page.getByRole('button', { name: 'Registrar baixa' })]);
  });

  test('capture: a hostile file name in the queue and recent uploads, and the review page', async ({
    page,
    signIn,
  }) => {
    const dialogs = watchDialogs(page);
    await signIn(page, { path: '/captura' });
    await expect(page.getByRole('heading', { name: 'Captura de documentos' })).toBeVisible();
    const name = `${HOSTILE.markup} ${LONG_WORD} ${Date.now()}.png`;
    await page
      .getByLabel('Arquivos para captura')
      .setInputFiles([{ name, mimeType: 'image/png', buffer: Buffer.from(PNG_1PX) }]);
    await expect(page.getByRole('listitem', { name }).getByText('Enviado.', { exact: false })).toBeVisible();
    const recent = page
      .getByRole('region', { name: 'Envios recentes deste navegador' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(recent).toBeVisible();
    await expectSafe(page, dialogs, [page.getByRole('button', { name: 'Escolher arquivos' })]);

    await page.goto(`/captura/${ids.capture}`);
    const suggestion = page.getByRole('region', { name: 'Lançamento sugerido' });
    await expect(literal(suggestion, HOSTILE.markup)).toBeVisible();
    await expect(suggestion.getByText(HOSTILE.rtl)).toBeVisible();
    await expect(literal(suggestion, HOSTILE.emoji)).toBeVisible();
    await expect(suggestion.getByText(LONG_PROBE)).toBeVisible();
    await expectSafe(page, dialogs, [
      suggestion.getByRole('button', { name: 'Aceitar' }),
      suggestion.getByRole('button', { name: 'Recusar' }),
    ]);
  });

  test('quotes list, bulk delete confirmation, detail and the create form pickers', async ({ page, signIn }) => {
    const dialogs = watchDialogs(page);
    const query = HOSTILE_KINDS.map((k) => `ids_clientes=${ids.customers[k]}`).join('&');
    await signIn(page, { path: `/orcamentos?${query}` });
    const table = page.getByRole('table', { name: 'Orçamentos' });
    await expect(table.locator('tbody tr')).toHaveCount(5, { timeout: 20_000 });
    for (const kind of HOSTILE_KINDS) await expect(literal(table, HOSTILE[kind])).toBeVisible();
    await expectSafe(page, dialogs, [page.getByRole('link', { name: 'Novo orçamento' })]);

    // The bulk delete confirmation lists them; cancelled, nothing is deleted.
    for (const kind of HOSTILE_KINDS)
      await page.getByRole('checkbox', { name: `Selecionar o orçamento nº ${ids.quotes[kind].numero}` }).check();
    await page.getByRole('button', { name: 'Excluir selecionados' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Excluir 5 orçamentos' })).toBeVisible();
    await expectSafe(page, dialogs, [dialog.getByRole('button', { name: 'Excluir 5 orçamentos' })]);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    for (const kind of HOSTILE_KINDS) {
      await page.goto(`/orcamentos/${ids.quotes[kind].id}`);
      await expect(
        page.getByRole('heading', { name: new RegExp(`Orçamento nº ${ids.quotes[kind].numero}\\b`) }),
      ).toBeVisible();
      await expect(literal(page, HOSTILE[kind]).first()).toBeVisible();
      await expect(page.getByText(HOSTILE.hebrew).first()).toBeVisible();
      await expectSafe(page, dialogs);
    }

    await page.goto('/orcamentos/novo');
    const customer = await loadPicker(page.getByRole('combobox', { name: 'Cliente', exact: true }));
    await customer.fill('Confeitaria');
    await expect(page.getByRole('option', { name: HOSTILE.markup })).toBeVisible();
    await expectSafe(page, dialogs);
    await customer.fill('مؤسسة');
    await expect(page.getByRole('option', { name: HOSTILE.rtl })).toBeVisible();
    await expectSafe(page, dialogs);
    await page.getByRole('option', { name: HOSTILE.rtl }).click();
    await (await loadPicker(page.getByRole('combobox', { name: 'Produto ou serviço do item 1' }))).fill('Pneumoultra');
    await expect(page.getByRole('option', { name: HOSTILE.product })).toBeVisible();
    await expectSafe(page, dialogs, [page.getByRole('button', { name: 'Criar orçamento' })]);
    await page.getByRole('option', { name: HOSTILE.product }).click();
    await expectSafe(page, dialogs, [page.getByRole('button', { name: 'Criar orçamento' })]);
  });
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('detail screens with the 500-character word and right-to-left text hold their layout', async ({
    page,
    signIn,
  }) => {
    const dialogs = watchDialogs(page);
    await signIn(page, { path: `/contratos/${ids.contracts.long}` });
    await expect(literal(page.getByRole('group', { name: 'Resumo do contrato' }), LONG_WORD)).toBeVisible({
      timeout: 20_000,
    });
    await expectSafe(page, dialogs, [page.getByRole('button', { name: 'Remover', exact: true })]);

    await page.goto(`/recebiveis/${ids.receivables.long}/baixa`);
    await expect(page.getByRole('heading', { level: 2, name: LONG_WORD })).toBeVisible();
    await expectSafe(page, dialogs, [page.getByRole('button', { name: 'Registrar baixa' })]);
    await page.goto(`/recebiveis/${ids.receivables.rtl}/baixa`);
    await expect(page.getByRole('heading', { level: 2, name: HOSTILE.rtl })).toBeVisible();
    await expectSafe(page, dialogs, [page.getByRole('button', { name: 'Registrar baixa' })]);

    await page.goto(`/orcamentos/${ids.quotes.long.id}`);
    await expect(literal(page, LONG_WORD)).toBeVisible();
    await expectSafe(page, dialogs, [page.getByRole('button', { name: 'Excluir' })]);

    await page.goto(`/captura/${ids.capture}`);
    await expect(page.getByRole('region', { name: 'Lançamento sugerido' }).getByText(LONG_PROBE)).toBeVisible();
    await expectSafe(page, dialogs, [page.getByRole('button', { name: 'Aceitar' })]);
  });
});
