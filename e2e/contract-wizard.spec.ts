import type { Page } from '@playwright/test';
import { expect, fillSignIn, test } from './fixtures';
import { platformDay } from './support/clock';
import { uniqueContractNumber } from './support/api';
import { input, pick } from './support/forms';
import { dateKeys, firstDueFromToday } from '../src/test/contract-terms';

const next = (page: Page) => page.getByRole('button', { name: 'Próximo' }).click();
const step = (page: Page, name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

async function fillAll(page: Page, numero: number) {
  await pick(page, /^Cliente/, 'padaria', /Padaria Pão Dourado/);
  await pick(page, /^Produto ou serviço/, 'jardin', /Jardinagem/);
  await expect(input(page, /^Valor unitário/)).toHaveValue('450,00');
  await next(page);
  await step(page, 'Recorrência');
  await expect(input(page, /^Número do contrato/)).not.toHaveValue('');
  await input(page, /^Número do contrato/).fill(String(numero));
  await next(page);
  await step(page, 'Pagamento e valores');
  await input(page, /^Dia de vencimento/).fill('10');
  await input(page, /^Primeiro vencimento/).fill(firstDueFromToday(10, platformDay()));
  await next(page);
  await step(page, 'Revisão');
}

test.describe('contract wizard', () => {
  test.use({ startAt: '/contratos/novo' });

  test('creates a contract end to end and finds it in the list by its number', async ({ page, signIn }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'Novo contrato' }).click();
    await expect(page).toHaveURL(/\/contratos\/novo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Novo contrato' })).toBeFocused();
    const numero = uniqueContractNumber();
    await fillAll(page, numero);
    await expect(page.getByText(/\d+ cobranças no total\./)).toBeVisible();
    await page.getByRole('button', { name: 'Criar contrato' }).click();
    await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
    await expect(page.getByText(`O contrato nº ${numero} foi criado.`)).toBeVisible();
    // Its detail page shows what was created.
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Contrato ${numero}`) })).toBeVisible();
    await expect(page.getByText('Padaria Pão Dourado Ltda').first()).toBeVisible();
    await page.goto(`/contratos?busca_textual=${numero}`);
    await expect(page.getByRole('row', { name: /Padaria Pão Dourado/ })).toBeVisible();
  });

  test('rejects invalid input with its message on each step', async ({ signedIn: page }) => {
    await next(page);
    await expect(page.getByText('Escolha o cliente.')).toBeVisible();
    await expect(page.getByText('Escolha o produto ou serviço.')).toBeVisible();
    await pick(page, /^Cliente/, 'padaria', /Padaria Pão Dourado/);
    await pick(page, /^Produto ou serviço/, 'toner', /Toner preto/);
    await input(page, /^Quantidade/).fill('-1');
    await next(page);
    await expect(page.getByText('A quantidade não pode ser negativa.')).toBeVisible();
    await input(page, /^Quantidade/).fill('2');
    await next(page);
    await step(page, 'Recorrência');
    await input(page, /^A cada quantos meses/).fill('61');
    await input(page, /^Dia de emissão/).fill('32');
    await input(page, /^Data de fim/).fill('2000-01-01');
    await next(page);
    await expect(page.getByText('O valor máximo é 60.')).toBeVisible();
    await expect(page.getByText('O valor máximo é 31.')).toBeVisible();
    await expect(page.getByText('A data de fim não pode ser anterior à data de início.')).toBeVisible();
    await input(page, /^A cada quantos meses/).fill('1');
    await input(page, /^Dia de emissão/).fill('5');
    await input(page, /^Data de fim/).fill('2027-12-31');
    await next(page);
    await step(page, 'Pagamento e valores');
    await input(page, /^Desconto \(%\)/).fill('150');
    await next(page);
    await expect(page.getByText('Um desconto percentual vai de 0 a 100%.')).toBeVisible();
    await expect(page.getByText('Informe a data.')).toBeVisible();
  });

  test('at 1280×720: an empty step keeps its first message in view, and each row of inputs is level', async ({
    signedIn: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await next(page);
    const message = page.getByText('Escolha o cliente.');
    await expect(message).toBeVisible();
    // The jump to the customer loads its picker and focuses it: its list stays closed.
    await expect(page.locator('input:focus:not([data-deferred-picker])')).toHaveAccessibleName(/^Cliente/);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    expect(
      await message.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === el;
      }),
    ).toBe(true);

    await pick(page, /^Cliente/, 'padaria', /Padaria Pão Dourado/);
    await pick(page, /^Produto ou serviço/, 'jardin', /Jardinagem/);
    await next(page);
    await step(page, 'Recorrência');
    const top = async (label: RegExp) =>
      Math.round((await page.locator('input, select').and(page.getByLabel(label)).boundingBox())?.y ?? NaN);
    for (const row of [
      [/^Frequência/, /^A cada quantos meses/, /^Dia de emissão/],
      [/^Número de cobranças/, /^Data de fim/],
    ]) {
      const tops = await Promise.all(row.map(top));
      expect(new Set(tops).size, `${row.join(', ')}: ${tops.join(', ')}`).toBe(1);
    }
  });

  // Regression: once an earlier step had failed validation, step 3 used to flag only the
  // discount, not the missing due day and first due date.
  test('step 3 names every missing field after step 2 was corrected to never expire', async ({ signedIn: page }) => {
    await pick(page, /^Cliente/, 'padaria', /Padaria Pão Dourado/);
    await pick(page, /^Produto ou serviço/, 'toner', /Toner preto/);
    await next(page);
    await step(page, 'Recorrência');
    await input(page, /^Data de fim/).fill('2000-01-01');
    await next(page);
    await expect(page.getByText('A data de fim não pode ser anterior à data de início.')).toBeVisible();
    await page.getByRole('combobox', { name: /^Expiração/ }).selectOption({ label: 'Nunca expira' });
    await next(page);
    await step(page, 'Pagamento e valores');
    await input(page, /^Desconto \(%\)/).fill('150');
    await next(page);
    await expect(page.getByText('Informe a data.')).toBeVisible();
  });

  test('a taken number is reported on its field', async ({ signedIn: page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 400/);
    await fillAll(page, 1001);
    await page.getByRole('button', { name: 'Criar contrato' }).click();
    await step(page, 'Recorrência');
    await expect(page.getByText('O número 1001 já está em uso por outro contrato.')).toBeVisible();
    await expect(input(page, /^Número do contrato/)).toHaveValue('1001');
    await expect(input(page, /^Número do contrato/)).toBeFocused();
  });

  test('a server error keeps everything typed', async ({ signedIn: page, sandbox, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 500/);
    await sandbox.fault({
      path: '^/v1/contratos$',
      method: 'POST',
      status: 500,
      error: 'Serviço de contratos indisponível',
      times: 1,
    });
    const numero = uniqueContractNumber();
    await fillAll(page, numero);
    await page.getByRole('button', { name: 'Criar contrato' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Serviço de contratos indisponível' })).toBeVisible();
    await expect(page).toHaveURL(/\/contratos\/novo$/);
    await expect(page.getByText('Padaria Pão Dourado Ltda')).toBeVisible();
    await page.getByRole('button', { name: 'Criar contrato' }).click();
    await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
  });

  test('the draft survives a reload', async ({ signedIn: page }) => {
    await pick(page, /^Cliente/, 'padaria', /Padaria Pão Dourado/);
    await pick(page, /^Produto ou serviço/, 'jardin', /Jardinagem/);
    await input(page, /^Quantidade/).fill('3');
    await next(page);
    await step(page, 'Recorrência');
    await input(page, /^A cada quantos meses/).fill('2');
    await page.reload();
    await expect(page.getByText('Rascunho restaurado')).toBeVisible();
    await step(page, 'Recorrência');
    await expect(input(page, /^A cada quantos meses/)).toHaveValue('2');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(input(page, /^Cliente/)).toHaveValue('Padaria Pão Dourado Ltda');
    await expect(input(page, /^Quantidade/)).toHaveValue('3');
    await page.getByRole('button', { name: 'Descartar rascunho' }).click();
    await expect(input(page, /^Cliente/)).toHaveValue('');
  });

  test('the draft survives an expired session and a new sign-in', async ({ signedIn: page, account }) => {
    await pick(page, /^Cliente/, 'padaria', /Padaria Pão Dourado/);
    await pick(page, /^Produto ou serviço/, 'jardin', /Jardinagem/);
    await input(page, /^Quantidade/).fill('4');
    await next(page);
    await step(page, 'Recorrência');
    // The session is gone (tokens dropped, as when renewal fails): the app signs in again.
    await page.evaluate(() => {
      for (const key of Object.keys(sessionStorage)) if (key.startsWith('oidc.')) sessionStorage.removeItem(key);
    });
    await page.context().clearCookies();
    await page.reload();
    await fillSignIn(page, account);
    await expect(page).toHaveURL(/\/contratos\/novo$/);
    await expect(page.getByText('Rascunho restaurado')).toBeVisible();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(input(page, /^Cliente/)).toHaveValue('Padaria Pão Dourado Ltda');
    await expect(input(page, /^Quantidade/)).toHaveValue('4');
  });

  test('can be completed with the keyboard only', async ({ signedIn: page }) => {
    await step(page, 'Cliente e itens');
    const tabTo = async (accessibleName: RegExp) => {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const name = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return el
            ? `${el.getAttribute('aria-label') ?? ''}${(el as HTMLInputElement).labels?.[0]?.textContent ?? ''}${el.tagName === 'BUTTON' ? el.textContent : ''}`
            : '';
        });
        if (accessibleName.test(name)) return;
      }
      throw new Error(`could not reach ${String(accessibleName)} with Tab`);
    };
    await tabTo(/^Cliente/);
    await page.keyboard.type('padaria');
    await expect(page.getByRole('option', { name: /Padaria Pão Dourado/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(/^Produto ou serviço/);
    await page.keyboard.type('jardin');
    await expect(page.getByRole('option', { name: /Jardinagem/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(/^Próximo$/);
    await page.keyboard.press('Enter');
    await step(page, 'Recorrência');
    await tabTo(/^Número do contrato/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(String(uniqueContractNumber()));
    await page.keyboard.press('Enter');
    await step(page, 'Pagamento e valores');
    await tabTo(/^Dia de vencimento/);
    await page.keyboard.type('15');
    await tabTo(/^Primeiro vencimento/);
    await page.keyboard.type(dateKeys(firstDueFromToday(15, platformDay())));
    await page.keyboard.press('Enter');
    await step(page, 'Revisão');
    await tabTo(/^Criar contrato$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
  });
});
