import { cpfDigit } from '../src/lib/tax-ids';
import { expect, test } from './fixtures';
import { countRequests } from './support/api';
import { input } from './support/forms';
import { mainMenu } from './support/menu';

/**
 * Customers from the app: "Novo cliente" in the contract wizard registers a customer (its CPF's
 * check digits verified in the form) and selects it; "Editar cliente" in the charge form fills in
 * the e-mail a charge needs, and the charge then goes. Every record is the test's own: names
 * unique to the run, a CPF made for it.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A valid CPF, different on each call, and the same with its last digit wrong. */
function cpfPair(): { valid: string; wrong: string } {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  base[0] = 1 + ((base[0] as number) % 9);
  const d1 = cpfDigit(base);
  const d2 = cpfDigit([...base, d1]);
  const valid = [...base, d1, d2].join('');
  return { valid, wrong: `${valid.slice(0, 10)}${(d2 + 1) % 10}` };
}

test.describe('customers', () => {
  test.use({ startAt: '/contratos/novo' });

  test('"Novo cliente" in the wizard: a wrong CPF refused, the customer created and selected', async ({
    signedIn: page,
    api,
  }) => {
    const nome = `Cliente E2E ${unique()}`;
    const cpf = cpfPair();
    await expect(page.getByRole('heading', { level: 2, name: 'Cliente e itens' })).toBeVisible();
    await page.getByRole('button', { name: 'Novo cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo cliente' });
    await dialog.getByRole('textbox', { name: /^Nome/ }).fill(nome);
    await dialog.getByRole('textbox', { name: /^CPF/ }).fill(cpf.wrong);
    await dialog.getByRole('button', { name: 'Cadastrar cliente' }).click();
    await expect(dialog.getByText('CPF inválido: os dígitos verificadores não conferem.')).toBeVisible();

    await dialog.getByRole('textbox', { name: /^CPF/ }).fill(cpf.valid);
    await dialog.getByRole('textbox', { name: /^E-mail/ }).fill(`${unique()}@exemplo.com.br`);
    await dialog.getByRole('button', { name: 'Cadastrar cliente' }).click();
    await expect(dialog).toHaveCount(0);
    // Selected in the picker at once, and the step moves on without asking for a customer.
    await expect(input(page, /^Cliente/)).toHaveValue(nome);
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByText('Escolha o produto ou serviço.')).toBeVisible();
    await expect(page.getByText('Escolha o cliente.')).toHaveCount(0);

    // On the platform: found by the people search, with its CPF.
    const { body } = await api.get<{ items: Array<{ id: string; nome: string; documento: string }> | null }>(
      `/v1/pessoas?tipo_perfil=Cliente&busca=${encodeURIComponent(nome)}`,
    );
    expect(body.items).toHaveLength(1);
    expect(body.items?.[0]?.documento.replace(/\D/g, '')).toBe(cpf.valid);
  });

  test.describe('the charge form', () => {
    test.use({ startAt: '/recebiveis' });

    test('a customer without e-mail: the charge refused, "Editar cliente" fills it in, the charge goes', async ({
      signedIn: page,
      api,
    }) => {
      test.slow(); // a contract and its sales are made through the API, paced
      const nome = `Cliente Sem Email ${unique()}`;
      const id = await api.createCustomer(nome, { cpf: cpfPair().valid });
      const { numero } = await api.createContract({ customer: id });
      const description = `Contrato ${numero} - parcela 1`;

      await mainMenu(page).getByRole('link', { name: 'Inadimplência' }).click();
      await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill(nome);
      const row = page.getByRole('row').filter({ hasText: nome }).first();
      await expect(row).toBeVisible({ timeout: 30_000 });
      await row.getByRole('button', { name: `Parcelas de ${nome}` }).click();
      const installments = page.getByRole('table', { name: `Parcelas em atraso de ${nome}` });
      await installments.getByRole('button', { name: `Cobrança: ${description}`, exact: true }).click();

      const dialog = page.getByRole('dialog', { name: 'Gerar cobrança' });
      const charges = countRequests(page, 'POST', /\/gerar-cobranca$/);
      const notice = dialog.getByRole('alert').filter({ hasText: 'Complete o cadastro do cliente' });
      await expect(notice).toContainText('não tem e-mail');
      await dialog.getByRole('combobox', { name: /Tipo de cobrança/ }).selectOption({ label: 'Cobrança Pix' });
      await dialog
        .getByRole('combobox', { name: /Conta financeira/ })
        .selectOption({ label: 'Conta cobranças (Itaú)' });
      await dialog.getByRole('button', { name: 'Gerar cobrança' }).click();
      await expect(notice).toBeFocused();
      expect(charges.count).toBe(0);

      await notice.getByRole('button', { name: 'Editar cliente' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar cliente' });
      const email = `${unique()}@exemplo.com.br`;
      await edit.getByRole('textbox', { name: /^E-mail/ }).fill(email);
      await edit.getByRole('button', { name: 'Salvar cliente' }).click();
      await expect(edit).toHaveCount(0);
      await expect(notice).toHaveCount(0);
      expect((await api.person(id)).email).toBe(email);

      await dialog.getByRole('button', { name: 'Gerar cobrança' }).click();
      const shown = page.getByRole('dialog', { name: 'Cobrança da parcela' });
      await expect(shown).toContainText('Cobrança Pix', { timeout: 30_000 });
      await expect(shown.getByRole('textbox', { name: 'Link da cobrança' })).toHaveValue(
        /\/pagamento\/[0-9a-f-]{36}$/,
        {
          timeout: 30_000,
        },
      );
    });
  });
});
