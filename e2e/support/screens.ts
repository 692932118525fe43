import { expect, type Locator, type Page } from '@playwright/test';
import { uniqueContractNumber, type Api } from './api';

/*
 * What a user does on a screen, step by step, shared by the fault suites: each scenario
 * (a 429, a drop of the network, an expired or revoked session) puts its fault between
 * these steps and counts the requests; the steps themselves are the same.
 */

export const contractHeading = (page: Page, numero: number) =>
  page.getByRole('heading', { level: 1, name: `Contrato ${numero}` });

/** A contract made for the test (started 60 days ago), opened on its page. */
export async function openNewContract(page: Page, api: Api): Promise<{ id: string; numero: number }> {
  const numero = uniqueContractNumber();
  const { id } = await api.createContract({ numero, startDays: 60 });
  await page.goto(`/contratos/${id}`);
  await expect(contractHeading(page, numero)).toBeVisible();
  return { id, numero };
}

/** "Encerrar" on the contract's page: its confirmation dialog. */
export async function openClose(page: Page, numero: number): Promise<Locator> {
  await page.getByRole('button', { name: 'Encerrar', exact: true }).click();
  return page.getByRole('dialog', { name: `Encerrar o contrato ${numero}?` });
}

export const confirmClose = (dialog: Locator) => dialog.getByRole('button', { name: 'Encerrar contrato' }).click();

/** "Remover" on the contract's page, its number typed to confirm: the dialog, ready. */
export async function openRemove(page: Page, numero: number): Promise<Locator> {
  await page.getByRole('button', { name: 'Remover', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Remover o contrato ${numero}?` });
  await dialog.getByLabel(/Para confirmar/).fill(String(numero));
  return dialog;
}

export const confirmRemove = (dialog: Locator) =>
  dialog.getByRole('button', { name: 'Remover permanentemente' }).click();

/** A capture pending review (`tag` names its file), opened on its page. */
export async function openPendingCapture(page: Page, api: Api, tag: string): Promise<string> {
  const id = await api.pendingCapture(`${tag}-${Date.now()}`);
  await page.goto(`/captura/${id}`);
  await expect(page.getByRole('button', { name: 'Aceitar' })).toBeVisible();
  return id;
}

export const quoteCheckbox = (page: Page, numero: number) =>
  page.getByRole('checkbox', { name: `Selecionar o orçamento nº ${numero}` });

/** `count` quotes made for the test on a date of their own, listed alone and selected. */
export async function selectNewQuotes(page: Page, api: Api, count: number) {
  const date = await api.freshQuoteDate();
  const quotes = await api.createQuotes(count, { date });
  const listUrl = `/orcamentos?data_inicio=${date}&data_fim=${date}`;
  await page.goto(listUrl);
  for (const q of quotes) await quoteCheckbox(page, q.numero).check();
  return { date, quotes, listUrl };
}

/** "Excluir selecionados": the bulk delete's dialog. */
export async function openBulkDelete(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Excluir selecionados' }).click();
  return page.getByRole('dialog');
}

export const confirmBulkDelete = (dialog: Locator, count: number) =>
  dialog.getByRole('button', { name: `Excluir ${count} orçamentos` }).click();
