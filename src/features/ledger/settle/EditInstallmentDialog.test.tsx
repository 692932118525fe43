import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allInstallments } from '../../../../sandbox/api/receivable-model';
import { API_BASE, sandboxForEachTest, TEST_TOKEN } from '../../../test/sandbox';
import { renderWithApp } from '../../../test/render';
import { updateMonthClose } from '../../../stores/month-close';
import SettlementPage from './SettlementPage';
import { formatCents } from '../../../lib/money';

const sandbox = sandboxForEachTest();
const PATH = `${API_BASE}/v1/financeiro/eventos-financeiros/parcelas`;
const patches = () =>
  sandbox.requests.filter((r) => r.method === 'PATCH' && /\/parcelas\/[^/]+$/.test(new URL(r.url).pathname));
const bodyOf = async (r: Request) => (await r.clone().json()) as Record<string, unknown>;
const view = (id: string) => allInstallments(sandbox.api.store, 'DESPESA').find((v) => v.id === id)!;

/** A payable with nothing paid yet, still open. */
function openPayable() {
  const found = allInstallments(sandbox.api.store, 'DESPESA').find(
    (v) => (v.status === 'PENDENTE' || v.status === 'ATRASADO') && v.paidCents === 0 && v.openCents > 1000,
  );
  if (!found) throw new Error('no open payable in the seed');
  return found;
}

/** Changes the installment as another user would (PATCH with its current versao), behind the page. */
async function changeBehindTheBack(id: string, body: Record<string, unknown>) {
  const response = await sandbox.api.handle(
    new Request(`${PATH}/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${TEST_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ versao: view(id).versao, ...body }),
    }),
  );
  expect(response.status).toBe(200);
}

const OWNER = 'usuario-1';

async function openPage(id: string, draftOwner?: string) {
  const page = renderWithApp(<SettlementPage view draftOwner={draftOwner} />, {
    route: `/pagamentos/${id}`,
    path: '/pagamentos/:parcelaId',
  });
  await screen.findByRole('region', { name: view(id).descricao }, { timeout: 5000 });
  return { user: userEvent.setup(), page };
}

async function openEdit(id: string, draftOwner?: string) {
  const { user, page } = await openPage(id, draftOwner);
  await user.click(screen.getByRole('button', { name: 'Editar parcela' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar parcela' }, { timeout: 5000 });
  const due = () => within(dialog).getByLabelText(/Vencimento/) as HTMLInputElement;
  await waitFor(() => expect(due().value).not.toBe(''));
  const gross = () => within(dialog).getByLabelText(/Valor bruto/) as HTMLInputElement;
  return { user, dialog, due, gross, page };
}

describe('editing an installment', { timeout: 60_000 }, () => {
  it("a payable paid in part says what was paid in the settlement form's words", async () => {
    const partly = allInstallments(sandbox.api.store, 'DESPESA').find((v) => v.paidCents > 0 && v.openCents > 0);
    if (!partly) throw new Error('no payable paid in part in the seed');
    const { dialog, gross } = await openEdit(partly.id);
    expect(gross()).toHaveAccessibleDescription(`Já pago: ${formatCents(partly.paidCents)}`);
    expect(dialog).not.toHaveTextContent('Já baixado');
  });

  it('keeps what was typed in the tab: the page mounted again (a reload) opens the edit with it; cancel forgets it', async () => {
    sessionStorage.clear();
    const installment = openPayable();
    const first = await openEdit(installment.id, OWNER);
    await first.user.clear(first.gross());
    await first.user.type(first.gross(), '777,70');
    await first.user.type(within(first.dialog).getByLabelText('Observação'), 'Combinado por telefone');
    first.page.unmount();

    const again = await openEdit(installment.id, OWNER);
    expect(within(again.dialog).getByRole('status', { name: 'Rascunho restaurado' })).toBeInTheDocument();
    expect(again.gross().value).toBe('777,70');
    expect(within(again.dialog).getByLabelText('Observação')).toHaveValue('Combinado por telefone');
    await again.user.click(within(again.dialog).getByRole('button', { name: 'Descartar rascunho' }));
    await waitFor(() => expect(again.due()).toHaveFocus());
    expect(within(again.dialog).getByLabelText('Observação')).toHaveValue(installment.nota ?? '');
    await again.user.type(within(again.dialog).getByLabelText('Observação'), 'Outra nota');
    await again.user.click(within(again.dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar parcela' })).not.toBeInTheDocument());
    again.page.unmount();

    const fresh = await openEdit(installment.id, OWNER);
    expect(within(fresh.dialog).queryByText('Rascunho restaurado')).not.toBeInTheDocument();
    expect(within(fresh.dialog).getByLabelText('Observação')).toHaveValue(installment.nota ?? '');
    expect(patches()).toHaveLength(0);
  });

  it("rebases a draft of an older version: what the user changed stays, the rest is the platform's; saved once, it is gone", async () => {
    sessionStorage.clear();
    const installment = openPayable();
    const first = await openEdit(installment.id, OWNER);
    await first.user.clear(first.gross());
    await first.user.type(first.gross(), '4321,00');
    first.page.unmount();
    // Changed on the platform meanwhile (another field): the draft was typed against the version before.
    await changeBehindTheBack(installment.id, { nota: 'Mudou na plataforma' });
    const stale = await openEdit(installment.id, OWNER);
    expect(within(stale.dialog).getByRole('status', { name: 'Rascunho restaurado' })).toHaveTextContent(
      'A parcela mudou na plataforma depois que você começou: o que você alterou continua como digitou',
    );
    expect(stale.gross().value).toBe('4.321,00');
    expect(within(stale.dialog).getByLabelText('Observação')).toHaveValue('Mudou na plataforma');
    await stale.user.click(within(stale.dialog).getByRole('button', { name: 'Salvar alterações' }));
    await screen.findByText('Parcela alterada', undefined, { timeout: 5000 });
    expect(patches()).toHaveLength(1);
    const body = await bodyOf(patches()[0]!);
    expect(body).toMatchObject({ versao: view(installment.id).versao - 1, composicao_valor: { valor_bruto: 4321 } });
    expect(body).not.toHaveProperty('nota');
    expect(view(installment.id).nota).toBe('Mudou na plataforma');
    stale.page.unmount();

    const after = await openEdit(installment.id, OWNER);
    expect(within(after.dialog).queryByText('Rascunho restaurado')).not.toBeInTheDocument();
    expect(after.gross().value).toBe('4.321,00');
  });

  it('warns when the installment counts in a month closed in this browser, and says what cannot change here', async () => {
    const installment = openPayable();
    const month = installment.data_competencia.slice(0, 7);
    updateMonthClose(month, { closedAt: '2026-11-05T10:00:00' });
    try {
      const { dialog } = await openEdit(installment.id);
      const notice = within(dialog).getByRole('status', { name: /^Mês fechado: / });
      expect(notice).toHaveTextContent('marcado como fechado neste navegador em 05/11/2026 às 10:00');
      expect(within(dialog).getByText(/A categoria, o fornecedor e a competência não se alteram/)).toBeInTheDocument();
    } finally {
      updateMonthClose(month, { closedAt: null });
    }
  });

  it('sends once only what changed with its versao; the page shows the new values and what changed', async () => {
    const installment = openPayable();
    const { user, dialog, gross } = await openEdit(installment.id);
    await user.clear(gross());
    await user.type(gross(), '1234,56');
    await user.type(within(dialog).getByLabelText('Observação'), 'Reajuste combinado');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    const done = await screen.findByText('Parcela alterada', undefined, { timeout: 5000 });
    expect(patches()).toHaveLength(1);
    const body = await bodyOf(patches()[0]!);
    expect(body).toMatchObject({
      versao: installment.versao,
      composicao_valor: { valor_bruto: 1234.56, valor_liquido: 1234.56 },
      nota: 'Reajuste combinado',
    });
    expect(body).not.toHaveProperty('vencimento');
    const alert = done.closest('[role="status"]') as HTMLElement;
    expect(within(alert).getByTestId('installment-edited').textContent?.replace(/\s/g, ' ')).toMatch(
      /Valor: de R\$ [\d.,]+ para R\$ 1\.234,56/,
    );
    expect(view(installment.id).totalCents).toBe(123456);
  });

  it('refuses a negative amount in the form: nothing is sent', async () => {
    const installment = openPayable();
    const { user, dialog, gross } = await openEdit(installment.id);
    await user.clear(gross());
    await user.type(gross(), '-10');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(dialog).findByText(/não pode ser negativo|maior que zero/)).toBeInTheDocument();
    expect(patches()).toHaveLength(0);
  });

  it('refuses a value below what was already paid, in the form: nothing is sent', async () => {
    // Partly paid first, behind the page.
    const installment = openPayable();
    const settled = await sandbox.api.handle(
      new Request(`${PATH}/${installment.id}/baixa`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TEST_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          data_pagamento: new Date().toISOString().slice(0, 10),
          conta_financeira: sandbox.api.store.accounts[0]!.id,
          composicao_valor: { valor_bruto: 10 },
        }),
      }),
    );
    expect(settled.status).toBe(200);
    const { user, dialog, gross } = await openEdit(installment.id);
    await user.clear(gross());
    await user.type(gross(), '0,01');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    const paid = formatCents(view(installment.id).paidCents).replace(/\s/g, ' ');
    expect(
      (await within(dialog).findByText(/não pode ser menor que o já pago/)).textContent?.replace(/\s/g, ' '),
    ).toContain(`(${paid})`);
    expect(patches()).toHaveLength(0);
  });

  it('on a stale versao shows what changed on the platform, keeps the typed value, and saves only when asked again', async () => {
    const installment = openPayable();
    const { user, dialog, due } = await openEdit(installment.id);
    await user.clear(due());
    await user.type(due(), '15/03/2027');
    await changeBehindTheBack(installment.id, { nota: 'Mudada por outra pessoa' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(dialog).findByText('A parcela mudou enquanto você a editava')).toBeInTheDocument();
    expect(view(installment.id).data_vencimento).toBe(installment.data_vencimento);
    await user.click(within(dialog).getByRole('button', { name: 'Carregar a versão atual' }));
    const changes = await within(dialog).findByTestId('settlement-changes');
    expect(changes.textContent).toMatch(/Observação: de — para Mudada por outra pessoa/);
    expect(due().value).toBe('15/03/2027');
    expect(within(dialog).getByLabelText('Observação')).toHaveValue('Mudada por outra pessoa');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    await screen.findByText('Parcela alterada', undefined, { timeout: 5000 });
    expect(view(installment.id)).toMatchObject({ data_vencimento: '2027-03-15', nota: 'Mudada por outra pessoa' });
    expect(patches()).toHaveLength(2);
  });

  it('writes off what is open with a reason, after a confirmation; the installment is lost with nothing open', async () => {
    const installment = openPayable();
    const { user } = await openPage(installment.id);
    await user.click(screen.getByRole('button', { name: 'Baixar como perda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Baixar como perda' }, { timeout: 5000 });
    // The reason is what the dialog asks for: typing goes there at once.
    await waitFor(() => expect(within(dialog).getByLabelText(/Motivo da perda/)).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Baixar como perda' }));
    expect(await within(dialog).findByText('Informe o motivo da perda.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Motivo da perda/), 'Fornecedor encerrou as atividades');
    await user.click(within(dialog).getByRole('button', { name: 'Baixar como perda' }));
    expect(patches()).toHaveLength(0);
    await user.dblClick(await within(dialog).findByRole('button', { name: 'Confirmar perda' }));
    expect(await screen.findByText('Perda registrada', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(patches()).toHaveLength(1);
    expect(await bodyOf(patches()[0]!)).toMatchObject({
      versao: installment.versao,
      perda: { valor: installment.openCents / 100 },
      nota: 'Baixada como perda: Fornecedor encerrou as atividades',
    });
    expect(view(installment.id)).toMatchObject({ status: 'PERDIDO', openCents: 0 });
    await waitFor(() => expect(screen.getByTestId('installment-status-after-loss')).toHaveTextContent(/Perdid/i));
    expect(screen.queryByRole('button', { name: 'Editar parcela' })).toBeNull();
  });
});
