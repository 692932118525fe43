import { keptKey } from '../../../test/company';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateBR } from '../../../lib/dates';
import { failOnce, sandboxForEachTest } from '../../../test/sandbox';
import { draftKey } from '../../../ui/plain/form/draft';
import { wizardDraft } from './form-schema';
import {
  choose,
  DRAFT_USER,
  expectStep,
  field,
  fillCustomerAndItems,
  fillPayment,
  next,
  pick,
  renderWizard,
  setNumber,
  toPaymentStep,
} from './wizard-test-helpers';

const sandbox = sandboxForEachTest({ reset: () => localStorage.clear() });

async function toReview(user: ReturnType<typeof userEvent.setup>) {
  await toPaymentStep(user);
  await fillPayment(user);
  await next(user);
  await expectStep('Revisão');
}

const previewRows = () =>
  within(screen.getByRole('table', { name: 'Cobranças' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('wizard step 4: Revisão and creation', () => {
  it('reviews everything, links back to a step, creates once and lands on the detail; preview = sandbox sales', async () => {
    const user = userEvent.setup();
    const view = renderWizard();
    await toReview(user);
    expect(screen.getByText('Padaria Pão Dourado Ltda')).toBeInTheDocument();
    // The item's name is isolated (<bdi>) from the figures around it.
    expect(screen.getByText('Jardinagem').closest('li')).toHaveTextContent(/Jardinagem — 1 × R\$ 450,00 = R\$ 450,00/);
    // Each reviewed value is its label's definition; a blank one reads "—".
    expect(screen.getByText('Dia de vencimento', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^10$/);
    expect(screen.getByText('Observações para a nota', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^—$/);
    await user.click(screen.getByRole('button', { name: 'Alterar recorrência' }));
    await expectStep('Recorrência');
    await setNumber(user, /A cada quantos meses/, '2');
    await next(user);
    await next(user);
    await expectStep('Revisão');
    const shown = previewRows();

    const before = sandbox.api.store.contracts.size;
    const button = screen.getByRole('button', { name: 'Criar contrato' });
    await user.dblClick(button);
    await waitFor(() => expect(view.location()).toMatch(/^\/contratos\/[0-9a-f-]{36}$/));
    expect(sandbox.api.store.contracts.size).toBe(before + 1);
    const id = view.location().split('/').pop() as string;
    const sales = sandbox.api.store.salesByContract.get(id) ?? [];
    expect(sales.length).toBeGreaterThan(0);
    expect(shown).toEqual(
      sales.map((s) => [
        String(s.indice),
        formatDateBR(s.data_emissao),
        formatDateBR(s.data_vencimento),
        expect.stringContaining('450,00'),
      ]),
    );
    expect(localStorage.getItem(keptKey(draftKey(wizardDraft, { owner: DRAFT_USER })))).toBeNull();
  });

  it('the platform suggests no number (proximo-numero null): the field asks for it and the typed one creates', async () => {
    // The sandbox answers null when no next number can be given.
    const highest = [...sandbox.api.store.contracts.values()].find((c) => c.status === 'ATIVO')!;
    highest.request.termos.numero = Number.MAX_SAFE_INTEGER;
    const user = userEvent.setup();
    const view = renderWizard();
    await pick(user, /Cliente/, 'padaria', /Padaria Pão Dourado/);
    await pick(user, /Produto ou serviço/, 'jardin', /Jardinagem/);
    await next(user);
    await expectStep('Recorrência');
    expect(
      await screen.findByText('A plataforma não sugeriu um número: informe o número do contrato.'),
    ).toBeInTheDocument();
    expect(field(/Número do contrato/)).toHaveValue('');
    expect(screen.queryByText(/formato inesperado/)).toBeNull();
    await next(user);
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    await setNumber(user, /Número do contrato/, '4321');
    await next(user);
    await expectStep('Pagamento e valores');
    await fillPayment(user);
    await next(user);
    await expectStep('Revisão');
    await user.click(screen.getByRole('button', { name: 'Criar contrato' }));
    await waitFor(() => expect(view.location()).toMatch(/^\/contratos\/[0-9a-f-]{36}$/));
    const created = sandbox.api.store.contracts.get(view.location().split('/').pop() as string);
    expect(created?.request.termos.numero).toBe(4321);
  });

  it('a Pix charge goes out spelled as the contracts document publishes it for creation (PIX_COBRANCA)', async () => {
    const user = userEvent.setup();
    const view = renderWizard();
    await toPaymentStep(user);
    await choose(user, /Forma de pagamento/, 'Cobrança Pix');
    await fillPayment(user);
    await next(user);
    await expectStep('Revisão');
    await user.click(screen.getByRole('button', { name: 'Criar contrato' }));
    await waitFor(() => expect(view.location()).toMatch(/^\/contratos\/[0-9a-f-]{36}$/));
    const post = sandbox.requests.find((r) => r.method === 'POST' && new URL(r.url).pathname === '/v1/contratos');
    const body = (await post?.json()) as { condicao_pagamento: { tipo_pagamento: string } };
    expect(body.condicao_pagamento.tipo_pagamento).toBe('PIX_COBRANCA');
    const created = sandbox.api.store.contracts.get(view.location().split('/').pop() as string);
    expect(created?.request.condicao_pagamento.tipo_pagamento).toBe('COBRANCA_PIX');
  });

  it('a taken number comes back on its field, on its step, with everything still filled', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillCustomerAndItems(user);
    await setNumber(user, /Número do contrato/, '1001');
    await next(user);
    await fillPayment(user);
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Criar contrato' }));
    await expectStep('Recorrência');
    expect(await screen.findByText('O número 1001 já está em uso por outro contrato.')).toBeInTheDocument();
    expect(field(/Número do contrato/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Número do contrato/)).toHaveValue('1001');
  });

  it('a server error is shown at the top and keeps the input', async () => {
    failOnce(sandbox, 'POST', '^/v1/contratos$', 500, 'Serviço de contratos indisponível');
    const user = userEvent.setup();
    renderWizard();
    await toReview(user);
    await user.click(screen.getByRole('button', { name: 'Criar contrato' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço de contratos indisponível');
    expect(screen.getByRole('heading', { level: 2, name: 'Revisão' })).toBeInTheDocument();
    expect(screen.getByText('Padaria Pão Dourado Ltda')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar contrato' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Criar contrato' })).not.toBeInTheDocument());
  });

  it('keeps a per-user draft: restored after a remount with a banner, discarded on request', async () => {
    const user = userEvent.setup();
    const first = renderWizard();
    await fillCustomerAndItems(user);
    await setNumber(user, /A cada quantos meses/, '3');
    first.unmount();

    renderWizard();
    expect(await screen.findByText('Rascunho restaurado')).toBeInTheDocument();
    await expectStep('Recorrência');
    expect(field(/A cada quantos meses/)).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(field(/Cliente/)).toHaveValue('Padaria Pão Dourado Ltda');
    await user.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    expect(field(/Cliente/)).toHaveValue('');
    expect(localStorage.getItem(keptKey(draftKey(wizardDraft, { owner: DRAFT_USER })))).toBeNull();
    expect(localStorage.getItem(keptKey(draftKey(wizardDraft, { owner: 'someone-else' })))).toBeNull();
  });
});
