import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_BASE, failOnce, sandboxForEachTest, TEST_TOKEN } from '../../../test/sandbox';
import { renderWithApp } from '../../../test/render';
import SettlementPage from './SettlementPage';

const sandbox = sandboxForEachTest();

/** Seeded partly received (R$ 5.400,00, due 27 days ago): one settlement, still open. */
const PARTIAL = 'Projeto de paisagismo';
const BRL = (n: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(n).replace(/\s/g, ' ');
const patches = () => sandbox.requests.filter((r) => r.method === 'PATCH' && /\/parcelas\/baixa\//.test(r.url));
const bodyOf = async (r: Request) => (await r.clone().json()) as Record<string, unknown>;
const flat = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/g, ' ');

function seeded() {
  const record = sandbox.api.store.receivables.find((r) => r.descricao === PARTIAL);
  if (!record) throw new Error(`no seeded receivable "${PARTIAL}"`);
  const [settlement] = sandbox.api.store.settlements.get(record.id) ?? [];
  if (!settlement) throw new Error('the seeded partial receivable has no settlement');
  return { id: record.id, settlement };
}

/** Changes the settlement as another user would (PATCH with its current versao), behind the page. */
async function changeBehindTheBack(baixaId: string, body: Record<string, unknown>) {
  const response = await sandbox.api.handle(
    new Request(`${API_BASE}/v1/financeiro/eventos-financeiros/parcelas/baixa/${baixaId}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${TEST_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  expect(response.status).toBe(200);
}

async function openCorrection() {
  const { id, settlement } = seeded();
  renderWithApp(<SettlementPage />, { route: `/recebiveis/${id}/baixa`, path: '/recebiveis/:parcelaId/baixa' });
  const summary = await screen.findByRole('region', { name: PARTIAL }, { timeout: 5000 });
  const history = await within(summary).findByRole('table', { name: 'Baixas anteriores' });
  const gross = settlement.composicao_valor.valor_bruto;
  const date = settlement.data_pagamento.split('-').reverse().join('/');
  const user = userEvent.setup();
  await user.click(
    within(history).getByRole('button', {
      name: (n) => n.replace(/\s/g, ' ') === `Corrigir a baixa de ${BRL(gross)} de ${date}`,
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Corrigir baixa' }, { timeout: 5000 });
  const grossInput = () => within(dialog).getByLabelText(/Valor bruto/) as HTMLInputElement;
  await waitFor(() => expect(grossInput().value).not.toBe(''));
  return { id, settlement, summary, history, dialog, user, gross, date, grossInput };
}

describe('correcting a settlement', () => {
  it('opens prefilled with the settlement as it reads now', async () => {
    const { dialog, settlement, grossInput } = await openCorrection();
    expect(grossInput()).toHaveValue(BRL(settlement.composicao_valor.valor_bruto).replace(/^R\$\s/, ''));
    expect(within(dialog).getByLabelText(/Data do pagamento/)).toHaveValue(
      settlement.data_pagamento.split('-').reverse().join('/'),
    );
    expect(within(dialog).getByRole('combobox', { name: /^Conta financeira/ })).toHaveValue(
      settlement.conta_financeira,
    );
    expect(within(dialog).getByLabelText('NSU')).toHaveValue(settlement.nsu ?? '');
  });

  it('saves once with the versao it read; says what changed in words; history and status follow', async () => {
    const { id, dialog, user, gross, date, grossInput, summary, settlement } = await openCorrection();
    await user.clear(grossInput());
    await user.type(grossInput(), '1000');
    await user.clear(within(dialog).getByLabelText('NSU'));
    await user.type(within(dialog).getByLabelText('NSU'), 'NSU-CORRIGIDO');
    const save = within(dialog).getByRole('button', { name: 'Salvar correção' });
    await user.dblClick(save);
    const alert = await screen.findByText('Baixa corrigida');
    expect(patches()).toHaveLength(1);
    const body = await bodyOf(patches()[0] as Request);
    expect(body).toMatchObject({
      versao: settlement.versao,
      data_pagamento: settlement.data_pagamento,
      conta_financeira: settlement.conta_financeira,
      composicao_valor: { valor_bruto: 1000 },
      nsu: 'NSU-CORRIGIDO',
    });
    const message = flat(alert.closest('[role="status"]') as HTMLElement);
    expect(message).toContain(`A baixa de ${BRL(gross)} de ${date} foi corrigida: agora é de R$ 1.000,00 de ${date}.`);
    expect(message).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/); // no raw ids
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The history shows the new amount, the summary the new open amount (5.400 − 1.000).
    await waitFor(() => expect(within(summary).getAllByText('R$ 4.400,00').length).toBeGreaterThan(0));
    expect(within(summary).getByText('NSU-CORRIGIDO')).toBeInTheDocument();
    expect(sandbox.api.store.settlements.get(id)?.[0]).toMatchObject({
      versao: (settlement.versao ?? 1) + 1,
      composicao_valor: { valor_bruto: 1000 },
      nsu: 'NSU-CORRIGIDO',
    });
  });

  it('validates with the settlement rules: a negative net amount is refused, nothing sent', async () => {
    const { dialog, user, grossInput } = await openCorrection();
    await user.clear(grossInput());
    await user.type(grossInput(), '10');
    await user.type(within(dialog).getByLabelText('Desconto'), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar correção' }));
    expect(await within(dialog).findByText(/O valor líquido .* não pode ser negativo/)).toBeInTheDocument();
    expect(patches()).toHaveLength(0);
  });

  it('a gross value above what the settlement may cover asks for confirmation first', async () => {
    const { dialog, user, grossInput } = await openCorrection();
    await user.clear(grossInput());
    await user.type(grossInput(), '9000');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar correção' }));
    expect(await within(dialog).findByText(/é maior que o que esta baixa pode cobrir \(R\$ 5\.400,00\)/)).toBeVisible();
    expect(patches()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar e salvar' }));
    expect(await screen.findByText('Baixa corrigida')).toBeInTheDocument();
    expect(patches()).toHaveLength(1);
  });

  it('a version conflict (409) is explained, keeps the typed values, reloads showing what changed and applies again', async () => {
    const { id, dialog, user, grossInput, settlement } = await openCorrection();
    // Someone else changes the observation meanwhile.
    await changeBehindTheBack(settlement.id, { versao: settlement.versao, observacao: 'Conferido pelo financeiro' });
    await user.clear(grossInput());
    await user.type(grossInput(), '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar correção' }));
    const conflict = await within(dialog).findByRole('alert');
    expect(flat(conflict)).toContain('Esta baixa foi alterada por outra pessoa ou aba depois que você a abriu');
    expect(grossInput()).toHaveValue('1.200,00');
    expect(patches()).toHaveLength(1);
    expect(sandbox.api.store.settlements.get(id)?.[0]?.composicao_valor.valor_bruto).toBe(
      settlement.composicao_valor.valor_bruto,
    );

    await user.click(within(conflict).getByRole('button', { name: 'Carregar a versão atual' }));
    const changes = await within(dialog).findByTestId('settlement-changes');
    expect(flat(changes)).toContain('Observação: de');
    expect(flat(changes)).toContain('para Conferido pelo financeiro');
    // The user's change stays; the field the user did not touch shows the other person's value.
    expect(grossInput()).toHaveValue('1.200,00');
    expect(within(dialog).getByLabelText('Observação')).toHaveValue('Conferido pelo financeiro');

    await user.click(within(dialog).getByRole('button', { name: 'Salvar correção' }));
    expect(await screen.findByText('Baixa corrigida')).toBeInTheDocument();
    expect(patches()).toHaveLength(2);
    expect(await bodyOf(patches()[1] as Request)).toMatchObject({ versao: (settlement.versao ?? 1) + 1 });
    expect(sandbox.api.store.settlements.get(id)?.[0]).toMatchObject({
      composicao_valor: { valor_bruto: 1200 },
      observacao: 'Conferido pelo financeiro',
    });
  });

  it('a settlement undone meanwhile: says there is nothing left to correct, and sends nothing more', async () => {
    const { dialog, user, grossInput, id } = await openCorrection();
    sandbox.api.store.settlements.set(id, []);
    await user.clear(grossInput());
    await user.type(grossInput(), '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar correção' }));
    expect(await within(dialog).findByText('Esta baixa não existe mais')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar correção' })).toBeDisabled();
    expect(patches()).toHaveLength(1);
  });

  it('another failure shows the server message and keeps the values; trying again works', async () => {
    failOnce(sandbox, 'PATCH', '/parcelas/baixa/', 500, 'Falha ao corrigir');
    const { dialog, user, grossInput } = await openCorrection();
    await user.clear(grossInput());
    await user.type(grossInput(), '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar correção' }));
    expect(await within(dialog).findByText('Falha ao corrigir')).toBeInTheDocument();
    expect(grossInput()).toHaveValue('1.500,00');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar correção' }));
    expect(await screen.findByText('Baixa corrigida')).toBeInTheDocument();
    expect(patches()).toHaveLength(2);
  });
});
