import type { FileChooser, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { platformDay } from './clock';
import { firstDueFromToday } from '../../src/test/contract-terms';

/**
 * Filling the app's forms as a user does: the screens' specs, the axe suite and the
 * "Sessão e rede" fault suite share these (a spec cannot import another spec without
 * registering its tests).
 */

/**
 * The file choosers the page opens from now on, one by one. Call it before the key press
 * or click that opens one. Playwright turns the browser's file-chooser interception on
 * without waiting when a page gets its first listener, and off when the last one goes: a
 * `waitForEvent('filechooser')` set up just before the press raced the press, and on a
 * loaded CI machine the press won (no chooser in 60 s, 2026-11-26). This listener stays
 * for the page's life, so the interception is on long before any press.
 */
export function catchFileChoosers(page: Page): () => Promise<FileChooser> {
  const caught: FileChooser[] = [];
  const waiting: Array<(chooser: FileChooser) => void> = [];
  page.on('filechooser', (chooser) => {
    const next = waiting.shift();
    if (next) next(chooser);
    else caught.push(chooser);
  });
  return () => {
    const chooser = caught.shift();
    return chooser ? Promise.resolve(chooser) : new Promise((resolve) => waiting.push(resolve));
  };
}

/**
 * A picker whose code loads on first focus (src/ui/plain/DeferredPicker.tsx): focuses it and
 * waits until the real picker has replaced the stand-in, so what is typed next searches.
 */
export async function loadPicker(input: Locator): Promise<Locator> {
  await input.focus();
  await expect(input).not.toHaveAttribute('data-deferred-picker', '');
  await expect(input).toHaveAttribute('aria-busy', 'false');
  return input;
}

/** The input (not its listbox) labelled so. */
export const input = (page: Page, label: RegExp) => page.locator('input, textarea').and(page.getByLabel(label));

export async function pick(page: Page, label: RegExp, search: string, option: RegExp) {
  // Retried as a whole until the input shows the choice: the page focuses its heading when
  // it mounts, which closes a dropdown opened by a fill that raced the mount; and a click
  // that lands as the search's answer replaces the options under it selects nothing (the
  // input then empties when it loses the focus), as a user's would.
  await expect(async () => {
    await input(page, label).fill('');
    await input(page, label).fill(search);
    await page.getByRole('option', { name: option }).click({ timeout: 3000 });
    await expect(input(page, label)).toHaveValue(option, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

export const wizardStep = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

/** "Próximo", and the wizard shows the step `name`. */
async function nextStep(page: Page, name: string) {
  await page.getByRole('button', { name: 'Próximo' }).click();
  await wizardStep(page, name);
}

/** Fills the contract wizard up to its review step: Padaria, Jardinagem ×2, this number, due day 10. */
export async function fillWizard(page: Page, numero: number) {
  await expect(page.getByRole('heading', { level: 1, name: 'Novo contrato' })).toBeFocused();
  await pick(page, /^Cliente/, 'padaria', /Padaria Pão Dourado/);
  await pick(page, /^Produto ou serviço/, 'jardin', /Jardinagem/);
  await expect(input(page, /^Valor unitário/)).toHaveValue('450,00');
  await input(page, /^Quantidade/).fill('2');
  await nextStep(page, 'Recorrência');
  // The platform proposes the next number; the test's own replaces it.
  const number = input(page, /^Número do contrato/);
  await expect(number).not.toHaveValue('');
  await number.fill(String(numero));
  await nextStep(page, 'Pagamento e valores');
  await input(page, /^Dia de vencimento/).fill('10');
  await input(page, /^Primeiro vencimento/).fill(firstDueFromToday(10, platformDay()));
  await nextStep(page, 'Revisão');
}

/** Fills the quote form: Clínica Sorriso Pleno, one keyboard ×3 at R$ 33,33, dated `date`, described `tag`, a remark. */
export async function fillQuote(page: Page, date: string, tag: string) {
  await expect(page.getByRole('heading', { name: 'Novo orçamento' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Cliente', exact: true }).fill('Clínica');
  await page.getByRole('option', { name: /^Clínica Sorriso Pleno/ }).click();
  await page.getByRole('combobox', { name: 'Produto ou serviço do item 1' }).fill('Teclado');
  await page.getByRole('option', { name: /^Teclado sem fio/ }).click();
  await page.getByLabel('Quantidade do item 1').fill('3');
  await page.getByLabel('Valor unitário do item 1').fill('33,33');
  await page.getByLabel('Data do orçamento').fill(date);
  await page.getByLabel('Válido até').fill(date);
  await page.getByLabel('Descrição', { exact: true }).fill(tag);
  await page.getByLabel('Observações', { exact: true }).fill('Entregar na recepção.');
  await expect(page.getByTestId('quote-total')).toHaveText(/R\$\s99,99/);
}

/** Checks that the quote form still holds what `fillQuote` typed. */
export async function expectQuoteKept(page: Page, date: string, tag: string) {
  await expect(page.getByRole('combobox', { name: 'Cliente', exact: true })).toHaveValue(/^Clínica Sorriso Pleno/);
  await expect(page.getByRole('combobox', { name: 'Produto ou serviço do item 1' })).toHaveValue(/^Teclado sem fio/);
  await expect(page.getByLabel('Quantidade do item 1')).toHaveValue('3');
  await expect(page.getByLabel('Valor unitário do item 1')).toHaveValue('33,33');
  // Typed as ISO (the date field takes it), shown dd/mm/aaaa.
  await expect(page.getByLabel('Data do orçamento')).toHaveValue(date.split('-').reverse().join('/'));
  await expect(page.getByLabel('Descrição', { exact: true })).toHaveValue(tag);
  await expect(page.getByLabel('Observações', { exact: true })).toHaveValue('Entregar na recepção.');
}

export const gross = (page: Page) => page.getByLabel(/^Valor bruto/);

/** Fills the settlement form with a small partial payment identified by `nsu`. */
export async function fillSettlement(page: Page, nsu: string) {
  await expect(page.getByRole('heading', { name: 'Registrar baixa', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Conta financeira/ })).not.toHaveValue('');
  await gross(page).fill('12,34');
  await page.getByLabel('Juros').fill('0,66');
  await page.getByRole('textbox', { name: 'NSU' }).fill(nsu);
  await page.getByRole('textbox', { name: 'Observação' }).fill(`Observação ${nsu}`);
  await expect(page.getByTestId('net-amount')).toHaveText('R$ 13,00');
}

export async function expectSettlementKept(page: Page, nsu: string) {
  await expect(gross(page)).toHaveValue('12,34');
  await expect(page.getByLabel('Juros')).toHaveValue('0,66');
  await expect(page.getByRole('textbox', { name: 'NSU' })).toHaveValue(nsu);
  await expect(page.getByRole('textbox', { name: 'Observação' })).toHaveValue(`Observação ${nsu}`);
  await expect(page.getByTestId('net-amount')).toHaveText('R$ 13,00');
}
