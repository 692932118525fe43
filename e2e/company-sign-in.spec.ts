import { decodeJwt } from 'jose';
import { PORTFOLIO } from '../sandbox/companies';
import { API_URL, expect, fillSignIn, PASSWORD, test } from './fixtures';
import { addMonths, monthBounds } from '../src/lib/date-math';
import { Api, sandboxToday, suiteHeaders } from './support/api';
import { accrualResult, cashResult, centsOf, resultCell, statement } from './support/results';

/**
 * An account of several companies signs in through the provider's company step (keyboard
 * only), the app's token is for the company chosen, and its header names it; the screens show
 * that company's figures.
 */
test('an account of several companies chooses one on the provider page and gets its data', async ({
  page,
  request,
}) => {
  const chosen = PORTFOLIO[1];
  await page.goto('/contratos');
  await fillSignIn(page, { email: 'contador@exemplo.com.br', password: PASSWORD });
  await expect(page.getByRole('heading', { name: 'Escolha a empresa' })).toBeVisible();
  const companies = page.getByRole('group', { name: 'Empresas' }).getByRole('radio');
  await expect(companies).toHaveCount(PORTFOLIO.length);
  await expect(companies.first()).toBeChecked();
  await companies.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: new RegExp(`^${chosen?.nome_fantasia}`) })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Contratos', level: 1 })).toBeVisible();
  // The header names the company whose data the screens show, read from the platform.
  const header = page.getByRole('banner');
  await expect(header.getByText(chosen?.nome_fantasia ?? '', { exact: true })).toBeVisible();
  await expect(header.getByText(`CNPJ ${chosen?.documento}`)).toBeVisible();

  const token = await page.evaluate(
    () =>
      JSON.parse(
        sessionStorage.getItem(Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user')) ?? '') ?? '{}',
      ).access_token as string,
  );
  expect(decodeJwt(token).empresa_id).toBe(chosen?.id);
  const connected = await request.get(`${API_URL}/v1/pessoas/conta-conectada`, {
    headers: suiteHeaders(token),
  });
  expect(await connected.json()).toMatchObject({ id_empresa: chosen?.id, nome_fantasia: chosen?.nome_fantasia });
});

for (const chosen of [PORTFOLIO[2]!, PORTFOLIO[7]!])
  test(`an accountant's company, ${chosen.nome_fantasia}: its income statement is its own installments', on both bases`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/resultados');
    await fillSignIn(page, { email: 'contador@exemplo.com.br', password: PASSWORD });
    await page.getByRole('radio', { name: new RegExp(`^${chosen.nome_fantasia}`) }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(new RegExp(`/e/${chosen.id}/resultados`));
    await expect(page.getByRole('banner').getByText(chosen.nome_fantasia, { exact: true })).toBeVisible();
    await expect(statement(page)).toBeVisible({ timeout: 60_000 });

    // The tab holds this company's session only: the test reads the API as it.
    const api = new Api(page, request);
    const { first, last } = monthBounds(addMonths(await sandboxToday(request), -1));
    const accrual = await accrualResult(api, first, last);
    expect(accrual, 'the company has a result last month').not.toBe(0);
    await expect.poll(async () => centsOf(await resultCell(page).textContent())).toBe(accrual);

    await page.getByRole('button', { name: 'Caixa', exact: true }).click();
    await expect(page.getByText(/pela data de pagamento/)).toBeVisible();
    await expect(statement(page)).toBeVisible({ timeout: 60_000 });
    const cash = await cashResult(api, first, last);
    expect(cash, 'the company was paid or paid out last month').not.toBe(0);
    await expect.poll(async () => centsOf(await resultCell(page).textContent()), { timeout: 30_000 }).toBe(cash);
  });
