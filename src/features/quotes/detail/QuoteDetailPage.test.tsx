import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sandboxForEachTest } from '../../../test/sandbox';
import { renderWithApp } from '../../../test/render';
import { payload as readPublished } from '../../../api/fixtures/quotes/read/published';
import * as remarksSwapped from '../../../api/fixtures/quotes/read/remarks-swapped';
import QuoteDetailPage from './QuoteDetailPage';

const sandbox = sandboxForEachTest();

/** The value shown under a field's label. */
const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

/** Answers a quote's read with `payload` (the sandbox answers everything else). */
function answerRead(id: string, payload: unknown) {
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    return new URL(request.url).pathname === `/v1/orcamentos/${id}` ? Response.json(payload) : inner(input, init);
  });
}

describe('QuoteDetailPage', () => {
  it('shows every field with names resolved, item lines and the value composition', async () => {
    const store = sandbox.api.store;
    const customer = store.customers[0]!;
    const seller = store.sellers[1]!;
    const product = store.items.find((i) => i.tipo === 'PRODUTO')!;
    const service = store.items.find((i) => i.tipo === 'SERVICO')!;
    const id = '0190a5c8-0000-7000-8000-00000000abcd';
    store.quotes.set(id, {
      id,
      numero: 500,
      versao: 1,
      situacao: 'ORCAMENTO_ACEITO',
      data_criacao: '2026-11-01T10:00:00Z',
      data_alteracao: '2026-11-02T10:00:00Z',
      request: {
        id_cliente: customer.id,
        id_vendedor: seller.id,
        data_orcamento: '2026-11-01',
        data_validade: '2026-11-30',
        previsao_entrega: '2026-12-10',
        descricao: 'Reforma da recepção',
        observacoes: 'Entregar pela manhã',
        observacoes_pagamento: 'Citar o pedido 77',
        itens: [
          { id: product.id, quantidade: 3, valor: 33.33, valor_custo: 20 },
          { id: service.id, quantidade: 1, valor: 100 },
        ],
        composicao_de_valor: { frete: 10, desconto: { tipo: 'PORCENTAGEM', valor: 10 } },
      },
    });
    renderWithApp(<QuoteDetailPage />, { route: `/orcamentos/${id}`, path: '/orcamentos/:id' });
    expect(await screen.findByRole('heading', { name: /Orçamento nº 500/ })).toBeInTheDocument();
    expect(await screen.findByText(customer.nome)).toBeInTheDocument();
    expect(await screen.findByText(seller.nome)).toBeInTheDocument();
    for (const text of [
      '01/11/2026',
      '30/11/2026',
      '10/12/2026',
      'Reforma da recepção',
      'Entregar pela manhã',
      'Citar o pedido 77',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    // Each remark under its own label, though the platform answers them swapped.
    expect(field('Observações')).toBe('Entregar pela manhã');
    expect(field('Observações para a nota fiscal')).toBe('Citar o pedido 77');
    expect(field('Previsão de entrega')).toBe('10/12/2026');
    expect(screen.getAllByText('Aceito').length).toBeGreaterThan(0);
    const productRow = screen.getByRole('row', { name: new RegExp(product.nome) });
    expect(within(productRow).getByText('Produto')).toBeInTheDocument();
    expect(productRow).toHaveTextContent(/R\$\s99,99$/);
    expect(screen.getByRole('row', { name: new RegExp(service.nome) })).toHaveTextContent('Serviço');
    const composition = screen.getByRole('table', { name: 'Composição do valor' });
    // 99.99 + 100 = 199.99; 10% = 20.00; + 10 freight = 189.99
    expect(within(composition).getByRole('row', { name: /Total/ })).toHaveTextContent(/R\$\s189,99/);
    expect(within(composition).getByRole('row', { name: /Desconto/ })).toHaveTextContent(/R\$\s20,00/);
  });

  it('shows a free-text delivery forecast as written', async () => {
    const id = [...sandbox.api.store.quotes.keys()][0] as string;
    const record = sandbox.api.store.quotes.get(id)!;
    record.request = { ...record.request, previsao_entrega: 'À combinar' };
    renderWithApp(<QuoteDetailPage />, { route: `/orcamentos/${id}`, path: '/orcamentos/:id' });
    await screen.findByRole('heading', { name: new RegExp(`Orçamento nº ${record.numero}(?!\\d)`) });
    expect(field('Previsão de entrega')).toBe('À combinar');
  });

  it("renders the platform's reads: the published example and a production read with the remarks swapped", async () => {
    answerRead(readPublished.id, readPublished);
    const first = renderWithApp(<QuoteDetailPage />, {
      route: `/orcamentos/${readPublished.id}`,
      path: '/orcamentos/:id',
    });
    expect(await screen.findByRole('heading', { name: /Orçamento nº 1(?!\d)/ })).toBeInTheDocument();
    expect(field('Previsão de entrega')).toBe('À combinar');
    expect(screen.queryByText(/formato inesperado/)).toBeNull();
    first.unmount();

    const { payload, written } = remarksSwapped;
    answerRead(payload.id, payload);
    renderWithApp(<QuoteDetailPage />, { route: `/orcamentos/${payload.id}`, path: '/orcamentos/:id' });
    expect(await screen.findByRole('heading', { name: /Orçamento nº 7297/ })).toBeInTheDocument();
    expect(field('Observações')).toBe(written.observacoes);
    expect(field('Observações para a nota fiscal')).toBe(written.observacoes_pagamento);
    expect(field('Previsão de entrega')).toBe(written.previsao_entrega);
    expect(field('Descrição')).toBe(written.descricao);
  });

  it('shows a not-found page for an unknown id', async () => {
    renderWithApp(<QuoteDetailPage />, {
      route: '/orcamentos/0190a5c8-0000-7000-8000-000000000999',
      path: '/orcamentos/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Orçamento não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos orçamentos' })).toBeInTheDocument();
  });

  it('deletes after a confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    const [id] = [...sandbox.api.store.quotes.keys()];
    const view = renderWithApp(<QuoteDetailPage />, { route: `/orcamentos/${id}`, path: '/orcamentos/:id' });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir orçamento' }));
    await waitFor(() => expect(view.location()).toBe('/orcamentos'));
    expect(sandbox.api.store.quotes.has(id as string)).toBe(false);
  });
});
