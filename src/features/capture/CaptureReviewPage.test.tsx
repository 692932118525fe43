import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CaptureRecord, EventPreviewRecord } from '../../../sandbox/api/capture-pipeline';
import { renderWithApp } from '../../test/render';
import { sandboxForEachTest } from '../../test/sandbox';
import CaptureReviewPage from './CaptureReviewPage';
import { recentUploads } from '../../stores/recent-uploads';
import * as captureNotFound from '../../api/fixtures/errors/capture-not-found';

const sandbox = sandboxForEachTest({
  reset: () => {
    window.localStorage.clear();
    recentUploads.reset();
  },
});

const CAPTURE_ID = '0190a5c8-0000-7000-8000-00000000c001';
const DOC_ID = '0190a5c8-0000-7000-8000-00000000d001';

const preview: EventPreviewRecord = {
  tipo: 'DESPESA',
  valor: 1234.56,
  data_competencia: '2026-11-20',
  descricao: 'Material de escritório',
  observacao: 'Capturado do arquivo boleto.pdf.',
  referencia_externa: null,
  fornecedor: { id: null, nome: 'Papelaria Central Ltda', documento: '11.222.333/0001-81' },
  categoria: { id: 'c1', nome: 'Fornecedores' },
  parcelas: [
    { data_vencimento: '2026-12-10', metodo_pagamento: 'BOLETO_BANCARIO', composicao_valor: { valor_bruto: 1234.56 } },
  ],
};

function seedCapture(status: CaptureRecord['status']): CaptureRecord {
  const capture: CaptureRecord = {
    id: CAPTURE_ID,
    id_documento: DOC_ID,
    status,
    previa: preview,
    id_evento_financeiro: null,
  };
  sandbox.api.store.captures.set(capture.id, capture);
  return capture;
}

const render = (id = CAPTURE_ID) =>
  renderWithApp(<CaptureReviewPage />, { route: `/captura/${id}`, path: '/captura/:id' });

/**
 * Renders the capture, presses "Recusar", lets `meanwhile` change the capture elsewhere, and
 * confirms the refusal.
 */
async function refuseChangedMeanwhile(meanwhile: () => void) {
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole('button', { name: 'Recusar' }));
  meanwhile();
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar recusa' }));
}

describe('CaptureReviewPage', () => {
  it('shows the suggested event and accepts it, showing the created event', async () => {
    seedCapture('PENDENTE');
    const user = userEvent.setup();
    render();
    const suggestion = await screen.findByRole('region', { name: 'Lançamento sugerido' });
    expect(within(suggestion).getByText('Despesa (conta a pagar)')).toBeInTheDocument();
    expect(within(suggestion).getByText('Papelaria Central Ltda').closest('dd')).toHaveTextContent(
      'Papelaria Central Ltda (11.222.333/0001-81)',
    );
    expect(within(suggestion).getByText('20/11/2026')).toBeInTheDocument();
    // The platform picks the account on acceptance: the suggestion says so rather than leave it out.
    expect(within(suggestion).getByText('Conta financeira', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'a que a plataforma escolher ao aceitar; corrija-a depois, aqui mesmo',
    );
    const row = within(within(suggestion).getByRole('table', { name: 'Parcelas sugeridas' })).getAllByRole(
      'row',
    )[1] as HTMLElement;
    expect(row).toHaveTextContent('10/12/2026');
    expect(row).toHaveTextContent('Boleto bancário');
    expect(row).toHaveTextContent(/R\$\s1\.234,56/);

    await user.click(within(suggestion).getByRole('button', { name: 'Aceitar' }));
    const done = await screen.findByText('Captura aceita: lançamento financeiro criado');
    // The event the acceptance created: the last one made.
    const event = [...sandbox.api.store.financialEvents.values()].at(-1);
    expect(event?.valor).toBe(1234.56);
    // In words: what was created, how much, for whom; not the event's internal id.
    expect(done.closest('[role="status"]')).toHaveTextContent(
      /Conta a pagar de R\$\s1\.234,56 para Papelaria Central Ltda criada a partir deste documento\./,
    );
    expect(done.closest('[role="status"]')).not.toHaveTextContent(event?.id ?? 'missing');
    // The installments read back add up to what was created: no correction to say.
    const created = await screen.findByRole('table', { name: 'Parcelas criadas' });
    expect(within(created).getAllByRole('row')[1]).toHaveTextContent(/R\$\s1\.234,56/);
    expect(done.closest('[role="status"]')).not.toHaveTextContent('as parcelas somam');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Recusar' })).not.toBeInTheDocument());
  });

  it('accepting a capture accepted meanwhile is a success: the platform answers { id, status } without the event', async () => {
    const capture = seedCapture('PENDENTE');
    const events = sandbox.api.store.financialEvents.size;
    const user = userEvent.setup();
    render();
    const suggestion = await screen.findByRole('region', { name: 'Lançamento sugerido' });
    // Accepted elsewhere (another tab, another user) after this page loaded.
    capture.status = 'ACEITA';
    capture.id_evento_financeiro = '0190a5c8-0000-7000-8000-00000000e001';
    await user.click(within(suggestion).getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByText('Captura já aceita')).toBeInTheDocument();
    expect(screen.queryByText(/formato inesperado/)).not.toBeInTheDocument();
    expect(screen.queryByText('Não foi possível aceitar a captura')).not.toBeInTheDocument();
    expect(sandbox.api.store.financialEvents.size).toBe(events);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Recusar' })).not.toBeInTheDocument());
  });

  it('asks for confirmation before refusing, then says "Recusada" though the platform no longer finds it', async () => {
    seedCapture('PENDENTE');
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Recusar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar esta captura?' });
    expect(sandbox.api.store.captures.get(CAPTURE_ID)?.status).toBe('PENDENTE');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar recusa' }));
    await waitFor(() => expect(sandbox.api.store.captures.get(CAPTURE_ID)?.status).toBe('REJEITADA'));
    expect(await screen.findByText('Nenhum lançamento será criado a partir deste documento.')).toBeInTheDocument();
    expect(screen.getByText('Recusada')).toBeInTheDocument();
    // A read after the refusal is 404 on the platform: the page stays as it is.
    const read = await sandbox.api.handle(
      new Request(`http://sandbox.test/v1/captura/${CAPTURE_ID}`, { headers: { Authorization: 'Bearer test-token' } }),
    );
    expect(read.status).toBe(404);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Não foi possível abrir a captura')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recusar' })).toBeNull();
    expect(screen.getByText('Recusada')).toBeInTheDocument();
  });

  it('opening a capture this browser refused: the platform answers 404 and the page says "Recusada"', async () => {
    seedCapture('REJEITADA');
    // The platform's answer to a refused capture's read (captura.md).
    const inner = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(new Request(input, init).url).pathname === `/v1/captura/${CAPTURE_ID}`
        ? Response.json(captureNotFound.payload, { status: captureNotFound.status })
        : inner(input, init),
    );
    recentUploads.add({
      id: DOC_ID,
      nome: 'boleto.pdf',
      tamanho: 1000,
      tipo: 'PDF',
      enviado_em: '2026-11-21T10:00:00Z',
      status_documento: 'PRONTO',
      capturas: [{ id_captura: CAPTURE_ID, status_captura: 'REJEITADA' }],
    });
    render();
    expect(await screen.findByText('Recusada')).toBeInTheDocument();
    expect(screen.getByText('Esta captura foi recusada; nenhum lançamento foi criado.')).toBeInTheDocument();
    expect(screen.getByText(/Arquivo:/)).toHaveTextContent('boleto.pdf');
    expect(screen.queryByText('Não foi possível abrir a captura')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aceitar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recusar' })).toBeNull();
  });

  it('refusing a capture refused meanwhile elsewhere is a success: the platform answers 204', async () => {
    const capture = seedCapture('PENDENTE');
    await refuseChangedMeanwhile(() => {
      capture.status = 'REJEITADA';
    });
    expect(await screen.findByText('Nenhum lançamento será criado a partir deste documento.')).toBeInTheDocument();
    expect(screen.getByText('Recusada')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains a 409 when the capture was accepted meanwhile, and hides refuse', async () => {
    const capture = seedCapture('PENDENTE');
    await refuseChangedMeanwhile(() => {
      capture.status = 'ACEITA';
      capture.id_evento_financeiro = '0190a5c8-0000-7000-8000-00000000e001';
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('já foi aceita');
    expect(alert).toHaveTextContent('não pode mais ser recusada');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Recusar' })).not.toBeInTheDocument());
    expect(screen.getByText('Aceita')).toBeInTheDocument();
  });

  it('says a capture is still processing and refreshes until it is ready', async () => {
    const capture = seedCapture('PROCESSANDO');
    render();
    expect(await screen.findByText('Ainda em processamento')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceitar' })).not.toBeInTheDocument();
    capture.status = 'PENDENTE';
    expect(await screen.findByRole('button', { name: 'Aceitar' }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('an unknown capture (404) is "not found", with what a refused one means, not a failure to retry', async () => {
    render('0190a5c8-0000-7000-8000-00000000ffff');
    expect(await screen.findByRole('heading', { name: 'Captura não encontrada' })).toBeInTheDocument();
    expect(screen.getByText(/Uma captura recusada deixa de ser encontrada/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar para a captura' })).toBeInTheDocument();
  });
});
