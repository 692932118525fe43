import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clickBesidePdf, uploadAndReview } from './support/capture';
import { gross } from './support/forms';
import { billLines, makePdf } from './support/pdf';

/**
 * Payables end to end against the sandbox: the list with its supplier filter, a bill paid
 * from its row and undone, and a bill typed by hand found in the list. Each test owns a
 * seeded bill of unique description (sandbox/api/seed-payables.ts, ONE_OFF) or creates its
 * own: parallel workers share one store.
 */

const WIDE = 'data_vencimento_de=2000-01-01&data_vencimento_ate=2099-12-31';
const listUrl = (description: string) => `/pagamentos?${WIDE}&descricao=${encodeURIComponent(description)}`;
const row = (page: Page, description: string): Locator => page.getByRole('row').filter({ hasText: description });

test('pays an overdue bill from its row, the list follows, and the payment is undone', async ({ page, signIn }) => {
  const description = 'Almoço de integração da equipe';
  await signIn(page, { path: listUrl(description) });
  await expect(page.getByRole('heading', { name: 'Contas a pagar', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Fornecedor e descrição' })).toBeVisible();
  await expect(row(page, description)).toHaveCount(1, { timeout: 20_000 });
  await expect(row(page, description)).toContainText('Restaurante Sabor da Terra Ltda');
  await expect(row(page, description)).toContainText('Atrasado');

  await row(page, description)
    .getByRole('link', { name: /Registrar baixa/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Registrar baixa', level: 1 })).toBeVisible();
  await expect(gross(page)).toHaveValue('740,00');
  await expect(page.getByText('Valor líquido pago:')).toBeVisible();
  await page.getByRole('button', { name: 'Registrar baixa' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Baixa registrada' });
  await expect(done).toBeVisible();
  await expect(done).toContainText(/Pagamento de R\$\s740,00/);

  await done.getByRole('link', { name: 'Ver contas a pagar' }).click();
  await expect(row(page, description)).toContainText('Pago', { timeout: 20_000 });

  // Undone from the installment's page: open again.
  await row(page, description)
    .getByRole('link', { name: /Ver parcela/ })
    .click();
  await page
    .getByRole('button', { name: /Desfazer/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Desfazer baixa/ }).click();
  await expect(page.getByText('Atrasado', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
});

test('the supplier filter narrows the list to that supplier, totals included', async ({ page, signIn }) => {
  await signIn(page, { path: `/pagamentos?${WIDE}` });
  await expect(page.getByRole('heading', { name: 'Contas a pagar', level: 1 })).toBeVisible();
  const suppliers = page.getByRole('combobox', { name: 'Fornecedores' });
  await suppliers.click();
  await suppliers.pressSequentially('Velox');
  await page.getByRole('option', { name: /Velox Fibra Telecomunicações Ltda/ }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/ids_fornecedores=/);
  const rows = page.getByRole('row').filter({ hasText: /R\$/ });
  await expect(rows.first()).toContainText('Velox Fibra Telecomunicações Ltda', { timeout: 20_000 });
  for (const text of await rows.allInnerTexts()) expect(text).toContain('Velox Fibra Telecomunicações Ltda');
  await expect(page.getByRole('region', { name: 'Totais do filtro' })).toContainText('Pago');
});

test('a bill accepted on the capture screen is found in payables, marked as captured, and paid', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  // The identity provider has no favicon.ico; the browser asks for it on the sign-in page.
  allowConsoleErrors(/status of 404 \(Not Found\)/);
  const description = `Cartuchos de impressora e2e ${Date.now()}`;
  const name = `boleto-${Date.now()}.pdf`;
  await signIn(page, { path: '/captura' });
  await uploadAndReview(page, {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await makePdf(billLines({ descricao: description, valor: '321,09' }))),
  });
  await page.getByRole('button', { name: 'Aceitar' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Captura aceita: lançamento financeiro criado' });
  // The address changes once the payables screen's code is loaded: seconds on a busy machine.
  await clickBesidePdf(done.getByRole('link', { name: 'Ver a conta a pagar' }), () =>
    expect(page).toHaveURL(/\/pagamentos\?/, { timeout: 10_000 }),
  );
  await expect(row(page, description)).toHaveCount(1, { timeout: 20_000 });
  await expect(row(page, description)).toContainText('via captura');
  await expect(row(page, description)).toContainText('Papelaria Central Ltda');
  await expect(row(page, description)).toContainText('R$ 321,09');

  await row(page, description)
    .getByRole('link', { name: /Registrar baixa/ })
    .click();
  await expect(page.getByRole('link', { name: `Captura de ${name}` })).toBeVisible();
  await expect(gross(page)).toHaveValue('321,09');
  await page.getByRole('button', { name: 'Registrar baixa' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Baixa registrada' })).toBeVisible();
});
