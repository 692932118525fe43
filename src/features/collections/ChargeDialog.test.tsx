import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allInstallments } from '../../../sandbox/api/receivable-model';
import { setChargeConfirmMs, setChargeGoneMs } from '../../../sandbox/api/routes/charges';
import { CHARGE_ACCOUNT_TYPES, setFollowChargeMs } from '../../api/charges';
import { platformToday } from '../../lib/dates';
import { addDays } from '../../lib/date-math';
import { failOnceAnyMethod, mountSandbox, type SandboxHarness } from '../../test/sandbox';
import { renderWithApp } from '../../test/render';
import ChargeDialog from './ChargeDialog';
import type { ChargeTarget } from './charge-target';

let sandbox: SandboxHarness;
beforeEach(() => {
  sandbox = mountSandbox();
  // The platform confirms (and cancels) when a test says so, unless a test sets its pace.
  setChargeConfirmMs(60_000);
  setChargeGoneMs(500);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setFollowChargeMs(2_000);
});

/** The sandbox's last charge, moved past its confirmation: the platform confirmed it meanwhile. */
function confirmLastCharge() {
  const charge = [...sandbox.api.store.charges.values()].at(-1);
  if (!charge) throw new Error('no charge');
  charge.createdAt -= 10 * 60_000;
  return charge;
}

function target(): ChargeTarget {
  const installment = allInstallments(sandbox.api.store).find((v) => v.status === 'ATRASADO' && v.openCents > 0);
  if (!installment) throw new Error('no overdue installment in the seed');
  return {
    parcelaId: installment.id,
    descricao: installment.descricao,
    dueDate: installment.data_vencimento,
    openCents: installment.openCents,
    customerName: 'Cliente de teste',
    customerId: installment.contactId ?? null,
  };
}

const posts = () =>
  sandbox.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/contas-a-receber/gerar-cobranca'));
const field = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionLabels = (select: HTMLSelectElement) =>
  [...select.options].filter((o) => o.value).map((o) => o.textContent ?? '');

/** Opens the dialog on an installment without a charge: it reads the installment, then shows the form. */
async function openForm(t: ChargeTarget = target()) {
  const view = renderWithApp(<ChargeDialog target={t} onClose={() => undefined} />);
  await screen.findByRole('combobox', { name: /Tipo de cobrança/ });
  return view;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(field(/Tipo de cobrança/), 'PIX_COBRANCA');
  await waitFor(() => expect(optionLabels(field(/Conta financeira/)).length).toBeGreaterThan(0));
  const account = sandbox.api.store.accounts.find((a) => a.nome === 'Conta cobranças');
  await user.selectOptions(field(/Conta financeira/), account?.id ?? '');
}

/** Opens the form, fills it for a Pix charge and generates it; returns once the charge awaits confirmation. */
async function generateCharge(t: ChargeTarget = target()) {
  const user = userEvent.setup();
  const view = await openForm(t);
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Gerar cobrança' }));
  await screen.findByText('Aguardando confirmação');
  return { user, view };
}

describe('ChargeDialog', () => {
  it(
    'refuses a charge for a customer without e-mail; "Editar cliente" fills it in, then the charge goes',
    { timeout: 60_000 },
    async () => {
      const t = target();
      const customer = sandbox.api.store.customers.find((c) => c.id === t.customerId);
      if (!customer) throw new Error('the overdue installment has no customer');
      customer.email = '';
      const user = userEvent.setup();
      await openForm(t);
      const notice = await screen.findByRole('alert', { name: /Complete o cadastro do cliente/ });
      expect(notice).toHaveTextContent('não tem e-mail');
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Gerar cobrança' }));
      await waitFor(() => expect(notice).toHaveFocus());
      expect(posts()).toHaveLength(0);

      await user.click(within(notice).getByRole('button', { name: 'Editar cliente' }));
      const edit = await screen.findByRole('dialog', { name: 'Editar cliente' });
      await user.click(within(edit).getByRole('button', { name: 'Salvar cliente' }));
      expect(await within(edit).findByText('Informe o e-mail: a cobrança precisa dele.')).toBeInTheDocument();
      await user.click(within(edit).getByRole('textbox', { name: /E-mail/ }));
      await user.paste('financeiro@cliente.com.br');
      await user.click(within(edit).getByRole('button', { name: 'Salvar cliente' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar cliente' })).toBeNull());
      const patches = sandbox.requests.filter((r) => r.method === 'PATCH');
      expect(patches).toHaveLength(1);
      expect(await patches[0]?.clone().json()).toEqual({ email: 'financeiro@cliente.com.br' });
      expect(customer.email).toBe('financeiro@cliente.com.br');
      await waitFor(() => expect(screen.queryByRole('alert', { name: /Complete o cadastro/ })).toBeNull());

      await user.click(screen.getByRole('button', { name: 'Gerar cobrança' }));
      await screen.findByText('Aguardando confirmação', {});
      expect(posts()).toHaveLength(1);
    },
  );

  it('offers only the accounts that accept charges', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.selectOptions(field(/Tipo de cobrança/), 'BOLETO');
    const allowed = sandbox.api.store.accounts.filter(
      (a) => a.ativo && (CHARGE_ACCOUNT_TYPES as readonly string[]).includes(a.tipo),
    );
    const refused = sandbox.api.store.accounts.filter(
      (a) => !(CHARGE_ACCOUNT_TYPES as readonly string[]).includes(a.tipo),
    );
    expect(allowed.length).toBeGreaterThan(1);
    expect(refused.map((a) => a.nome)).toContain('Caixinha do escritório');
    await waitFor(() => expect(optionLabels(field(/Conta financeira/))).toHaveLength(allowed.length));
    const labels = optionLabels(field(/Conta financeira/)).join('|');
    for (const a of allowed) expect(labels).toContain(a.nome);
    for (const a of refused) expect(labels).not.toContain(a.nome);
  });

  it('refuses in the form what the platform would refuse, and sends nothing', async () => {
    const user = userEvent.setup();
    await openForm();
    const text = screen.getByRole('textbox', { name: /Texto da fatura/ });
    await user.clear(text);
    await user.click(screen.getByRole('button', { name: 'Gerar cobrança' }));
    expect(await screen.findByText('Escolha o tipo de cobrança.')).toBeInTheDocument();
    expect(screen.getByText('Informe o texto da fatura.')).toBeInTheDocument();

    await fillForm(user);
    await user.type(text, 'Parcela de outubro');
    fireEvent.change(screen.getByLabelText(/Vencimento/), { target: { value: addDays(platformToday(), -1) } });
    await user.click(screen.getByRole('button', { name: 'Gerar cobrança' }));
    expect(await screen.findByText('O vencimento da cobrança não pode ser anterior a hoje.')).toBeInTheDocument();
    expect(screen.queryByText('Escolha o tipo de cobrança.')).toBeNull();
    expect(posts()).toHaveLength(0);
  });

  it('keeps the values after a 500, sends once on a double click, then shows the charge with its link', async () => {
    failOnceAnyMethod(sandbox, 'gerar-cobranca', 500, 'Erro interno ao registrar a cobrança');
    const user = userEvent.setup();
    await openForm();
    await fillForm(user);
    const text = screen.getByRole('textbox', { name: /Texto da fatura/ });
    await user.clear(text);
    await user.type(text, 'Mensalidade de outubro');
    await user.click(screen.getByRole('button', { name: 'Gerar cobrança' }));
    const alert = await screen.findByRole('alert', { name: 'A cobrança não foi gerada' });
    expect(alert).toHaveTextContent('Erro interno ao registrar a cobrança');
    expect(field(/Tipo de cobrança/).value).toBe('PIX_COBRANCA');
    expect(field(/Conta financeira/).value).not.toBe('');
    expect(text).toHaveValue('Mensalidade de outubro');
    expect(posts()).toHaveLength(1);

    await user.dblClick(screen.getByRole('button', { name: 'Gerar cobrança' }));
    expect(await screen.findByText('Aguardando confirmação')).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
    confirmLastCharge();
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    const link = await screen.findByRole('textbox', { name: 'Link da cobrança' });
    expect((link as HTMLInputElement).value).toMatch(/\/pagamento\/[0-9a-f-]+$/);
    const charge = [...sandbox.api.store.charges.values()].at(-1);
    expect(charge).toMatchObject({ tipo: 'PIX_COBRANCA', descricao_fatura: 'Mensalidade de outubro' });
  });

  it('a 500 after the platform made the charge shows that charge: nothing to send again', async () => {
    // The platform registers the charge, then its answer is lost to a 500.
    const inner = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await inner(input, init);
      const request = new Request(input, init);
      return request.method === 'POST' && request.url.endsWith('/gerar-cobranca')
        ? Response.json({ status: 500, error: 'Internal Server Error', message: 'gateway timeout' }, { status: 500 })
        : answer;
    });
    const user = userEvent.setup();
    await openForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Gerar cobrança' }));
    expect(await screen.findByText('Aguardando confirmação')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'A cobrança não foi gerada' })).toBeNull();
    expect(posts()).toHaveLength(1);
    expect([...sandbox.api.store.charges.values()]).toHaveLength(1);
  });

  it('copies the link ("Copiado"), and shows it selected when the clipboard is denied', async () => {
    const { user } = await generateCharge();
    confirmLastCharge();
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    const link = (await screen.findByRole('textbox', { name: 'Link da cobrança' })) as HTMLInputElement;
    const copy = screen.getByRole('button', { name: 'Copiar link' });
    await user.click(copy);
    expect(await screen.findByRole('button', { name: 'Copiado' })).toBe(copy);
    expect(await navigator.clipboard.readText()).toBe(link.value);

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(copy);
    expect(await screen.findByText(/O navegador não permitiu copiar/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Texto para copiar/ })).toHaveValue(link.value);
  });

  it('reads the charge again and cancels it after a confirmation', async () => {
    const { user } = await generateCharge();
    const charge = confirmLastCharge();
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Registrada')).toBeInTheDocument();
    expect(sandbox.requests.some((r) => r.method === 'GET' && r.url.endsWith(`/cobranca/${charge.id}`))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancelar cobrança' }));
    const confirm = screen.getByRole('button', { name: 'Confirmar cancelamento' });
    expect(screen.getByText(/deixará de aceitar pagamentos/)).toBeInTheDocument();
    await user.click(confirm);
    expect(await screen.findByText('Em cancelamento')).toBeInTheDocument();
    const deletes = sandbox.requests.filter((r) => r.method === 'DELETE' && r.url.endsWith(`/cobranca/${charge.id}`));
    expect(deletes).toHaveLength(1);
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Cancelar cobrança' })).toBeNull();
  });

  it("opens on the installment's active charge, read from the installment, and keeps that read current", async () => {
    const t = target();
    const { user, view: first } = await generateCharge(t);
    first.unmount();

    // Opened again: the installment's read names its active charge, shown without the form.
    const view = renderWithApp(<ChargeDialog target={t} onClose={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: 'Cobrança da parcela' })).toBeInTheDocument();
    await screen.findByText('Aguardando confirmação');
    expect(screen.queryByRole('combobox', { name: /Tipo de cobrança/ })).toBeNull();
    const charge = [...sandbox.api.store.charges.values()].at(-1);
    if (!charge) throw new Error('no charge');
    const cached = () =>
      (
        view.queryClient.getQueryData(['receivables', 'detail', t.parcelaId]) as {
          cobrancas: { id: string; status: string | null }[];
        }
      ).cobrancas.find((c) => c.id === charge.id)?.status;
    expect(cached()).toBe('AGUARDANDO_CONFIRMACAO');

    // What a read of the charge says is written into the installment's read.
    confirmLastCharge();
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Registrada')).toBeInTheDocument();
    await waitFor(() => expect(cached()).toBe('REGISTRADO'));

    await user.click(screen.getByRole('button', { name: 'Cancelar cobrança' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await screen.findByText('Em cancelamento')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirmar cancelamento' })).toBeNull());
    await waitFor(() => expect(cached()).toBe('EM_CANCELAMENTO'));
    // Being cancelled: its link is no longer offered.
    expect(screen.queryByRole('button', { name: 'Copiar link' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Link da cobrança' })).toBeNull();
    expect(screen.getByText(/está sendo cancelada: o link não deve mais ser enviado/)).toBeInTheDocument();

    charge.cancelRequestedAt = (charge.cancelRequestedAt ?? Date.now()) - 10 * 60_000;
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    await waitFor(() => expect(cached()).toBe('CANCELADO'));
    expect(screen.queryByRole('button', { name: 'Copiar link' })).toBeNull();
    expect(screen.getByText(/não aceita mais pagamentos: o link não é mais oferecido/)).toBeInTheDocument();
  });

  it('keeps focus inside as its content changes: the new charge, the cancel prompt, after the cancel', async () => {
    const user = userEvent.setup();
    await openForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Gerar cobrança' }));
    // The charge replaced the form: its first control takes focus (no link yet: "Atualizar").
    await screen.findByText('Aguardando confirmação');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Atualizar' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Cancelar cobrança' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Voltar' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar cobrança' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Cancelar cobrança' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    await screen.findByText('Em cancelamento');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus());
  });
  it('says it waits for the link and follows the charge until it comes, then follows a cancellation to "Cancelada", never with an error', async () => {
    // As production answers: no link at creation; after the DELETE (an empty 200) a read is
    // 404 with an empty body for a moment, then EM_CANCELAMENTO, then CANCELADO.
    setChargeConfirmMs(1_000);
    setChargeGoneMs(700);
    // Read again every 100 ms instead of every 2 s: the same follow, sooner.
    setFollowChargeMs(100);
    const answers: Array<{ method: string; status: number }> = [];
    const handle = sandbox.api.handle;
    vi.spyOn(sandbox.api, 'handle').mockImplementation(async (request) => {
      const response = await handle(request);
      if (request.url.includes('/cobranca/')) answers.push({ method: request.method, status: response.status });
      return response;
    });
    const user = userEvent.setup();
    await openForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Gerar cobrança' }));

    expect(await screen.findByText('Aguardando confirmação')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/ainda está gerando o link da cobrança/);
    expect(screen.queryByRole('textbox', { name: 'Link da cobrança' })).toBeNull();
    // Followed without a click: the link shows once the platform confirmed the charge.
    const link = await screen.findByRole('textbox', { name: 'Link da cobrança' });
    expect((link as HTMLInputElement).value).toMatch(/\/pagamento\/[0-9a-f-]+$/);
    expect(screen.getByText('Registrada')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancelar cobrança' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await screen.findByText('Em cancelamento')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(answers).toContainEqual({ method: 'DELETE', status: 200 });
    await waitFor(() => expect(answers.filter((a) => a.status === 404)).not.toHaveLength(0));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Em cancelamento')).toBeInTheDocument();

    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Gerar outra cobrança' })).toBeInTheDocument();
  });
});
