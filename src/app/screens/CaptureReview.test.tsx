import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CaptureRecord } from '../../../sandbox/api/capture-pipeline';
import { allInstallments } from '../../../sandbox/api/receivable-model';
import { addDays } from '../../lib/date-math';
import { formatDateBR } from '../../lib/dates';
import { installmentHistory } from '../../stores/installment-history';
import { recentUploads } from '../../stores/recent-uploads';
import { renderWithApp } from '../../test/render';
import { API_BASE, sandboxForEachTest, TEST_TOKEN } from '../../test/sandbox';
import CaptureReview from './CaptureReview';

// The signed-in user who signs the corrections.
vi.mock('./author', () => ({ useAuthor: () => 'ana@exemplo.com.br' }));

const sandbox = sandboxForEachTest({
  reset: () => {
    window.localStorage.clear();
    recentUploads.reset();
    installmentHistory.reset();
  },
});

const CAPTURE_ID = '0190a5c8-0000-7000-8000-00000000c001';

function seedCapture(due: string): CaptureRecord {
  const capture: CaptureRecord = {
    id: CAPTURE_ID,
    id_documento: '0190a5c8-0000-7000-8000-00000000d001',
    status: 'PENDENTE',
    previa: {
      tipo: 'DESPESA',
      valor: 1234.56,
      data_competencia: sandbox.api.store.today,
      descricao: 'Material de escritório',
      observacao: null,
      referencia_externa: null,
      fornecedor: { id: null, nome: 'Papelaria Central Ltda', documento: '11.222.333/0001-81' },
      categoria: { id: 'c1', nome: 'Fornecedores' },
      parcelas: [
        { data_vencimento: due, metodo_pagamento: 'BOLETO_BANCARIO', composicao_valor: { valor_bruto: 1234.56 } },
      ],
    },
    id_evento_financeiro: null,
  };
  sandbox.api.store.captures.set(capture.id, capture);
  return capture;
}

const patches = () =>
  sandbox.requests.filter((r) => r.method === 'PATCH' && /\/parcelas\/[^/]+$/.test(new URL(r.url).pathname));

describe('a capture accepted, then corrected in place', { timeout: 60_000 }, () => {
  it('says what cannot change before "Aceitar"; after it, corrects the created installment\'s due date with the installment edit', async () => {
    const due = addDays(sandbox.api.store.today, 5);
    const fixed = addDays(due, 7);
    seedCapture(due);
    const user = userEvent.setup();
    renderWithApp(<CaptureReview />, {
      route: `/captura/${CAPTURE_ID}`,
      path: '/captura/:id',
    });
    const suggestion = await screen.findByRole('region', { name: 'Lançamento sugerido' });
    expect(within(suggestion).getByTestId('capture-fixed')).toHaveTextContent(
      /Fornecedor, categoria e competência não podem ser alterados/,
    );
    await user.click(within(suggestion).getByRole('button', { name: 'Aceitar' }));

    const created = await screen.findByRole('table', { name: 'Parcelas criadas' }, { timeout: 5000 });
    const row = within(created).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent(formatDateBR(due));
    expect(row).toHaveTextContent(/R\$\s1\.234,56/);
    await user.click(within(row).getByRole('button', { name: 'Corrigir a parcela 1' }));

    const dialog = await screen.findByRole('dialog', { name: 'Editar parcela' }, { timeout: 5000 });
    const field = (await within(dialog).findByLabelText(/Vencimento/, undefined, {
      timeout: 5000,
    })) as HTMLInputElement;
    await waitFor(() => expect(field.value).not.toBe(''));
    await user.clear(field);
    await user.type(field, formatDateBR(fixed));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));

    const saved = await screen.findByTestId('capture-corrected', undefined, { timeout: 5000 });
    expect(saved).toHaveTextContent(`Vencimento: de ${formatDateBR(due)} para ${formatDateBR(fixed)}`);
    expect(patches()).toHaveLength(1);
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Parcelas criadas' })).getAllByRole('row')[1]).toHaveTextContent(
        formatDateBR(fixed),
      ),
    );
    // The event the acceptance created: the last one made.
    const eventId = [...sandbox.api.store.financialEvents.keys()].at(-1);
    const installment = allInstallments(sandbox.api.store, 'DESPESA').find((v) => v.evento.id === eventId);
    expect(installment?.data_vencimento).toBe(fixed);
    expect(installmentHistory.of(installment?.id ?? '')).toMatchObject([
      { campo: 'Vencimento', por: 'ana@exemplo.com.br', depois: formatDateBR(fixed) },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a created installment changed meanwhile on the platform: the correction shows what changed and asks again (409)', async () => {
    const due = addDays(sandbox.api.store.today, 5);
    seedCapture(due);
    const user = userEvent.setup();
    renderWithApp(<CaptureReview />, { route: `/captura/${CAPTURE_ID}`, path: '/captura/:id' });
    await user.click(await screen.findByRole('button', { name: 'Aceitar' }));
    await user.click(await screen.findByRole('button', { name: 'Corrigir a parcela 1' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar parcela' }, { timeout: 5000 });
    const field = (await within(dialog).findByLabelText(/Vencimento/, undefined, {
      timeout: 5000,
    })) as HTMLInputElement;
    await waitFor(() => expect(field.value).not.toBe(''));
    // Someone else raises the value on the platform: the installment's versao moves on.
    // The event the acceptance created: the last one made.
    const eventId = [...sandbox.api.store.financialEvents.keys()].at(-1);
    const installment = allInstallments(sandbox.api.store, 'DESPESA').find((v) => v.evento.id === eventId)!;
    const behind = await sandbox.api.handle(
      new Request(`${API_BASE}/v1/financeiro/eventos-financeiros/parcelas/${installment.id}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${TEST_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ versao: installment.versao, nota: 'Alterada na plataforma' }),
      }),
    );
    expect(behind.status).toBe(200);
    await user.clear(field);
    await user.type(field, formatDateBR(addDays(due, 3)));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(dialog).findByText('A parcela mudou enquanto você a editava')).toBeInTheDocument();
    expect(allInstallments(sandbox.api.store, 'DESPESA').find((v) => v.id === installment.id)?.data_vencimento).toBe(
      due,
    );
  });
});
