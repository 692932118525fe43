import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { countRequests } from './support/api';
import { mainMenu } from './support/menu';

/**
 * Collections, end to end: from the navigation to the customer's overdue
 * installments, a Pix charge generated and its link copied, the customer's reminder copied,
 * then the installment settled, seen in the history, undone, and open again on the
 * collections screen. The test owns its installment: a contract with a number no other
 * test uses, started 90 days ago (its first installment is about 85 days late), for the
 * seeded customer "Padaria Pão Dourado".
 */

// Signed in on the receivables list (the panel's figures would share the rate limit with the setup).
test.use({ permissions: ['clipboard-read', 'clipboard-write'], startAt: '/recebiveis' });

const CUSTOMER = 'Padaria Pão Dourado Ltda';

async function openCustomer(page: Page): Promise<Locator> {
  const search = page.getByRole('searchbox', { name: 'Buscar cliente' });
  if ((await search.inputValue()) !== 'Padaria') {
    // Enter applies the search at once: a row opened before a late search applied would close.
    await search.fill('Padaria');
    await search.press('Enter');
  }
  await expect(page).toHaveURL(/[?&]cliente=Padaria/);
  const row = page.getByRole('row').filter({ hasText: CUSTOMER }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  const toggle = row.getByRole('button', { name: `Parcelas de ${CUSTOMER}` });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('table', { name: `Parcelas em atraso de ${CUSTOMER}` });
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('collections: a Pix charge and the reminder copied, the installment settled, undone and overdue again', async ({
  signedIn: page,
  api,
}) => {
  test.slow(); // the customer's installments are each read for their charges ("Consultar cobranças"), paced
  const { numero } = await api.createContract();
  const description = `Contrato ${numero} - parcela 1`;

  await mainMenu(page).getByRole('link', { name: 'Inadimplência' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inadimplência' })).toBeVisible();
  const installments = await openCustomer(page);
  const installment = installments.getByRole('row').filter({ hasText: description });
  // Opening the customer reads no charge; "Consultar cobranças" reads them all.
  await expect(installment).toContainText('Não consultada');
  await page.getByRole('button', { name: `Consultar cobranças das parcelas de ${CUSTOMER}` }).click();
  await expect(installment).toContainText('Nenhuma', { timeout: 30_000 });

  // A Pix charge, with an account that accepts charges, due in a few days.
  await installment.getByRole('button', { name: `Gerar cobrança: ${description}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Gerar cobrança' });
  await dialog.getByRole('combobox', { name: /Tipo de cobrança/ }).selectOption({ label: 'Cobrança Pix' });
  await dialog.getByRole('combobox', { name: /Conta financeira/ }).selectOption({ label: 'Conta cobranças (Itaú)' });
  await expect(dialog.getByRole('textbox', { name: /Texto da fatura/ })).toHaveValue(description);
  await dialog.getByRole('button', { name: 'Gerar cobrança' }).click();

  const shown = page.getByRole('dialog', { name: 'Cobrança da parcela' });
  const link = shown.getByRole('textbox', { name: 'Link da cobrança' });
  await expect(link).toHaveValue(/\/pagamento\/[0-9a-f-]{36}$/);
  const url = await link.inputValue();
  await expect(shown).toContainText('Cobrança Pix');
  await shown.getByRole('button', { name: 'Copiar link' }).click();
  await expect.poll(() => clipboard(page)).toBe(url);
  await shown.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(installment).toContainText(/Cobrança Pix: (aguardando confirmação|registrada)/);

  // The reminder names the installment, its amount and the charge's link.
  await page.getByRole('button', { name: `Copiar lembrete para ${CUSTOMER}` }).click();
  await expect.poll(() => clipboard(page)).toContain(`Olá, ${CUSTOMER}!`);
  const reminder = await clipboard(page);
  expect(reminder).toContain(`Olá, ${CUSTOMER}!`);
  expect(reminder).toContain(`• ${description}: vencimento em `);
  expect(reminder).toContain(`Para pagar: ${url}`);
  expect(reminder).toMatch(/Total em aberto: R\$ [\d.]+,\d\d\./);

  // Settled in full (the open amount is the form's default), then seen in the history.
  await installment.getByRole('link', { name: `Registrar baixa: ${description}` }).click();
  await expect(page.getByRole('heading', { name: 'Registrar baixa', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: description })).toBeVisible();
  await page.getByRole('combobox', { name: 'Forma de pagamento' }).selectOption({ label: 'Pix' });
  await page.getByRole('button', { name: 'Registrar baixa' }).click();
  await expect(page.getByTestId('installment-status')).toHaveText('Recebido');
  const history = page.getByRole('table', { name: 'Baixas anteriores' });
  await expect(history).toContainText('Pix');

  // No longer overdue: the collections screen (where the page returns) no longer lists it.
  await page.getByRole('link', { name: 'Voltar para inadimplência' }).click();
  await expect(page).toHaveURL(/\/recebiveis\/inadimplencia\?cliente=Padaria/);
  const after = await openCustomer(page);
  await expect(after.getByRole('row').first()).toBeVisible({ timeout: 30_000 });
  await expect(after.getByRole('row').filter({ hasText: description })).toHaveCount(0);

  // Undone: the installment is overdue again, and collections lists it again.
  await page.goBack();
  await expect(page.getByRole('heading', { name: description })).toBeVisible();
  await history.getByRole('button', { name: /^Desfazer a baixa de / }).click();
  await page
    .getByRole('dialog', { name: 'Desfazer esta baixa?' })
    .getByRole('button', { name: 'Desfazer baixa' })
    .click();
  await expect(page.getByText('Baixa desfeita', { exact: true })).toBeVisible();
  await expect(page.getByTestId('installment-status-after-undo')).toHaveText('Atrasado');

  await page.getByRole('link', { name: 'Voltar para inadimplência' }).click();
  const again = await openCustomer(page);
  const back = again.getByRole('row').filter({ hasText: description });
  await expect(back).toHaveCount(1, { timeout: 30_000 });
  await expect(back).toContainText(/Cobrança Pix: (aguardando confirmação|registrada)/, { timeout: 30_000 });
  await expect(back.getByRole('link', { name: `Registrar baixa: ${description}` })).toBeVisible();
});

test('a 500 on the charge: the message shown, the form keeps its values, nothing created; sent again, exactly one charge', async ({
  signedIn: page,
  api,
  sandbox,
  allowConsoleErrors,
}) => {
  test.slow(); // the installments of the customer are read for the list; the dialog reads its installment
  allowConsoleErrors(/status of 500 \(Internal Server Error\)/);
  const { numero } = await api.createContract();
  const description = `Contrato ${numero} - parcela 1`;

  await page.goto('/recebiveis/inadimplencia');
  const installment = (await openCustomer(page)).getByRole('row').filter({ hasText: description });
  // Its charges not read yet: the dialog reads the installment, then offers the form.
  await installment.getByRole('button', { name: `Cobrança: ${description}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Gerar cobrança' });
  await dialog.getByRole('combobox', { name: /Tipo de cobrança/ }).selectOption({ label: 'Boleto' });
  await dialog.getByRole('combobox', { name: /Conta financeira/ }).selectOption({ label: 'Conta cobranças (Itaú)' });
  const text = dialog.getByRole('textbox', { name: /Texto da fatura/ });
  await text.fill('Mensalidade de teste');

  await sandbox.fault({
    path: '/contas-a-receber/gerar-cobranca$',
    method: 'POST',
    status: 500,
    error: 'Serviço de cobranças indisponível.',
    times: 1,
  });
  const posts = countRequests(page, 'POST', /\/contas-a-receber\/gerar-cobranca$/);
  await dialog.getByRole('button', { name: 'Gerar cobrança' }).dblclick();
  const refused = dialog.getByRole('alert').filter({ hasText: 'A cobrança não foi gerada' });
  await expect(refused).toContainText('Serviço de cobranças indisponível.');
  // At 1280×720 the form and its error are taller than the dialog: its actions stay in view.
  await expect(dialog.getByRole('button', { name: 'Gerar cobrança' })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeInViewport({ ratio: 1 });
  expect(posts.count).toBe(1);
  await expect(text).toHaveValue('Mensalidade de teste');
  await expect(dialog.getByRole('combobox', { name: /Tipo de cobrança/ })).toHaveValue(/.+/);
  const parcelaId = (posts.requests[0]?.postDataJSON() as { id_parcela: string }).id_parcela;
  expect(await api.chargeRequests(parcelaId)).toEqual([]); // a new contract's installment: none before, none now

  await dialog.getByRole('button', { name: 'Gerar cobrança' }).click();
  await expect(page.getByRole('dialog', { name: 'Cobrança da parcela' })).toContainText('Boleto');
  expect(posts.count).toBe(2);
  expect(await api.chargeRequests(parcelaId)).toHaveLength(1);
});
