import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allInstallments } from '../../../sandbox/api/receivable-model';
import { addMonths, monthBounds } from '../../lib/date-math';
import { formatCents } from '../../lib/money';
import { formatDateBR } from '../../lib/dates';
import { addDays } from '../../lib/date-math';
import { statementFingerprints, type StatementTransaction } from '../../lib/statement';
import { CHANGED_EVENTS_READ } from '../../api/month-close';
import { changesWindow, wallTime } from '../../lib/month-close';
import { monthCloses } from '../../stores/month-close';
import { storeDraft, storeDraftDecisions, storeDraftSetAside } from '../../stores/reconciliation';
import { captureDownloads } from '../../test/downloads';
import { renderWithApp } from '../../test/render';
import { expectedResult } from '../../test/results';
import { apiSend, mountSandbox, TEST_TODAY } from '../../test/sandbox';
import MonthClosePage from './MonthClosePage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  monthCloses.reset();
});

const brl = (cents: number) => formatCents(cents).replace(/\s/g, ' ');
const LAST_MONTH = monthBounds(addMonths(TEST_TODAY, -1));

describe('MonthClosePage', () => {
  it("shows last month's result, transfers, entries without category and the changes since the last look", async () => {
    const sandbox = mountSandbox({ contractCount: 24 });
    // A receivable of last month's competence, settled now: a change the close must show.
    const open = allInstallments(sandbox.api.store, 'RECEITA').find(
      (i) =>
        i.data_competencia >= LAST_MONTH.first &&
        i.data_competencia <= LAST_MONTH.last &&
        (i.status === 'PENDENTE' || i.status === 'ATRASADO') &&
        i.openCents > 1000,
    );
    if (!open) throw new Error('no open receivable of last month');
    const settled = await apiSend(sandbox, 'POST', `/v1/financeiro/eventos-financeiros/parcelas/${open.id}/baixa`, {
      data_pagamento: TEST_TODAY,
      conta_financeira: sandbox.api.store.accounts[0]?.id,
      metodo_pagamento: 'PIX_PAGAMENTO_INSTANTANEO',
      composicao_valor: { valor_bruto: 10 },
    });
    expect(settled.status).toBe(200);
    const user = userEvent.setup();
    renderWithApp(<MonthClosePage today={TEST_TODAY} />, { route: '/resultados/fechamento' });

    const result = expectedResult(sandbox, 'competencia', LAST_MONTH.first);
    await vi.waitFor(
      () => expect(screen.getByText(/^Resultado/).textContent?.replace(/\s/g, ' ')).toBe(`Resultado ${brl(result)}`),
      { timeout: 10_000 },
    );

    const transfers = await screen.findByRole('table', { name: 'Transferências do mês' });
    const stored = sandbox.api.store.transfers.filter((t) => t.data >= LAST_MONTH.first && t.data <= LAST_MONTH.last);
    expect(within(transfers).getAllByRole('row')).toHaveLength(1 + stored.length);
    for (const t of stored) expect(within(transfers).getAllByText(brl(t.cents)).length).toBeGreaterThan(0);

    // The seed keeps one receipt a month without a category.
    const uncategorised = screen.getByRole('region', { name: 'Lançamentos sem categoria' });
    expect(within(uncategorised).getByText(/^Receitas: 1 lançamento,/)).toBeInTheDocument();
    // The month's revenue counts it and says how much, the figure of this section: the DRE shows it on a line of its own.
    const without = /, (R\$\s[\d.,]+)\./
      .exec(within(uncategorised).getByText(/^Receitas: 1 lançamento,/).textContent ?? '')?.[1]
      ?.replace(/\s/g, ' ');
    expect(without).toBeDefined();
    const figure = (noun: string) =>
      screen.getByText((_, el) => el?.tagName === 'P' && (el.textContent ?? '').startsWith(`${noun} R$`));
    expect(figure('Receitas')).toHaveTextContent(`(com ${without} sem categoria)`);
    expect(figure('Despesas')).not.toHaveTextContent('sem categoria');
    expect(within(uncategorised).getByRole('link', { name: 'Ver os lançamentos' }).getAttribute('href')).toContain(
      'sem_categoria=sim',
    );

    const changes = await screen.findByRole('table', { name: 'Alterações do mês' }, { timeout: 10_000 });
    const changed = within(changes).getByRole('row', { name: new RegExp(open.descricao) });
    expect(within(changed).getByText('competência')).toBeInTheDocument();
    expect(within(changed).getByText(brl(open.totalCents))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Marcar como conferido' }));
    expect(await screen.findByText('Nenhuma alteração no mês.')).toBeInTheDocument();

    // Something is still pending (the seed's receipt without a category): closing asks first.
    await user.click(screen.getByRole('button', { name: 'Marcar o mês como fechado' }));
    expect(screen.getByText(/^Ainda há neste mês: 1 lançamento sem categoria\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Em aberto/);
    expect(screen.getByRole('button', { name: 'Marcar o mês como fechado' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Marcar o mês como fechado' }));
    expect(screen.getByRole('button', { name: 'Fechar assim mesmo' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Fechar assim mesmo' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Fechado em \d\d\/\d\d\/\d{4} às \d\d:\d\d/);
    expect(screen.getByRole('button', { name: 'Reabrir o mês' })).toHaveFocus();
  }, 30_000);

  it("keeps the month in the address, opens its year's DRE, and shows the figures at closing beside a later change", async () => {
    const sandbox = mountSandbox({ contractCount: 24 });
    const month = monthBounds(addMonths(TEST_TODAY, -2));
    const key = month.first.slice(0, 7);
    const user = userEvent.setup();
    const view = renderWithApp(<MonthClosePage today={TEST_TODAY} />, { route: `/resultados/fechamento?mes=${key}` });
    expect(screen.getByRole('combobox', { name: 'Mês' })).toHaveValue(month.first);
    const dre = await screen.findByRole('link', { name: `Ver a DRE de ${key.slice(0, 4)}` }, { timeout: 10_000 });
    expect(dre.getAttribute('href')).toContain(`/resultados?inicio=${key.slice(0, 4)}-01-01`);
    const before = expectedResult(sandbox, 'competencia', month.first);

    const close = screen.getByRole('button', { name: 'Marcar o mês como fechado' });
    await vi.waitFor(() => expect(close).toBeEnabled(), { timeout: 10_000 });
    await user.click(close);
    const anyway = screen.queryByRole('button', { name: 'Fechar assim mesmo' });
    if (anyway) await user.click(anyway);
    expect(screen.getByRole('status')).toHaveTextContent(/^Fechado em/);
    expect(screen.queryByText('O mês mudou depois do fechamento')).toBeNull();

    // A receivable of that month's competence is raised by R$ 4,00 on the platform.
    const open = allInstallments(sandbox.api.store, 'RECEITA').find(
      (i) =>
        i.data_competencia >= month.first &&
        i.data_competencia <= month.last &&
        (i.status === 'PENDENTE' || i.status === 'ATRASADO') &&
        i.paidCents === 0,
    );
    if (!open) throw new Error('no open receivable of that month');
    const path = `/v1/financeiro/eventos-financeiros/parcelas/${open.id}`;
    const read = await apiSend<{ versao: number }>(sandbox, 'GET', path);
    const raised = await apiSend(sandbox, 'PATCH', path, {
      versao: read.body.versao,
      composicao_valor: { valor_bruto: (open.totalCents + 400) / 100 },
    });
    expect(raised.status).toBe(200);
    await user.click(screen.getAllByRole('button', { name: 'Atualizar' })[0] as HTMLElement);

    const moved = await screen.findByRole('alert', { name: 'O mês mudou depois do fechamento' }, { timeout: 10_000 });
    expect(moved.textContent?.replace(/\s/g, ' ')).toContain(`resultado ${brl(before)}`);
    await vi.waitFor(() =>
      expect(screen.getByText(/^Resultado/).textContent?.replace(/\s/g, ' ')).toBe(`Resultado ${brl(before + 400)}`),
    );

    // Reopening drops the close's record: asked first.
    await user.click(screen.getByRole('button', { name: 'Reabrir o mês' }));
    expect(screen.getByRole('button', { name: 'Reabrir' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Fechado em/);
    expect(screen.getByRole('button', { name: 'Reabrir o mês' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reabrir o mês' }));
    await user.click(screen.getByRole('button', { name: 'Reabrir' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Em aberto/);
    expect(screen.queryByRole('alert', { name: 'O mês mudou depois do fechamento' })).toBeNull();
    expect(monthCloses.read()[key]).toEqual({});

    // Another month: the address follows, and its close is its own.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mês' }), addMonths(month.first, 1));
    expect(view.location()).toBe(`/resultados/fechamento?mes=${addMonths(month.first, 1).slice(0, 7)}`);
    expect(screen.queryByRole('alert', { name: 'O mês mudou depois do fechamento' })).toBeNull();
  }, 30_000);

  it('reads the changes feed in batches: the rest on request, each event once, and only then marks it reviewed', async () => {
    const sandbox = mountSandbox({ contractCount: 24 });
    // A look a year on: the window holds more events than one batch.
    const now = Date.parse(`${addDays(TEST_TODAY, 300)}T15:00:00Z`);
    const span = changesWindow(LAST_MONTH.first, null, wallTime(now));
    const feed = await apiSend(
      sandbox,
      'GET',
      `/v1/financeiro/eventos-financeiros/alteracoes?data_inicio=${span.from}&data_fim=${span.to}&tamanho_pagina=1`,
    );
    const total = (feed.body as { itens_totais: number }).itens_totais;
    expect(total).toBeGreaterThan(CHANGED_EVENTS_READ);
    const user = userEvent.setup();
    renderWithApp(<MonthClosePage today={TEST_TODAY} now={now} />, { route: '/resultados/fechamento' });
    const section = await screen.findByRole('region', { name: 'Alterações desde a última conferência' });
    const status = await within(section).findByText(/eventos alterados no período/, undefined, { timeout: 15_000 });
    expect(status.textContent?.replace(/\s/g, ' ')).toContain(`lidos os ${CHANGED_EVENTS_READ} mais antigos`);
    expect(within(section).getByRole('button', { name: 'Marcar como conferido' })).toBeDisabled();
    const installmentReads = () =>
      sandbox.requests.filter((r) => /\/eventos-financeiros\/[^/]+\/parcelas$/.test(new URL(r.url).pathname));
    expect(installmentReads()).toHaveLength(CHANGED_EVENTS_READ);

    await user.click(within(section).getByRole('button', { name: /^Ler os demais \(/ }));
    await vi.waitFor(() => expect(within(section).queryByText(/eventos alterados no período/)).toBeNull(), {
      timeout: 30_000,
    });
    const events = installmentReads().map((r) => new URL(r.url).pathname);
    expect(events).toHaveLength(total);
    expect(new Set(events).size).toBe(total);
    expect(within(section).getByRole('button', { name: 'Marcar como conferido' })).toBeEnabled();
  }, 60_000);

  it("counts the statement's days still to reconcile: not a line ignored, settled already or a transfer", async () => {
    mountSandbox({ contractCount: 4 });
    const day = (n: number) => addDays(LAST_MONTH.first, n);
    const line = (bankId: string, date: string, amountCents: number, index: number): StatementTransaction => ({
      bankId,
      fitId: bankId,
      date,
      amountCents,
      description: `Linha ${bankId}`,
      type: null,
      document: null,
      index,
    });
    const credits = [line('pendente', day(2), 150_00, 0), line('ja-baixada', day(4), 90_00, 1)];
    const debits = [line('ignorada', day(6), -40_00, 2), line('transferencia', day(8), -1_000_00, 3)];
    const fingerprint = statementFingerprints({ credits, debits }).current;
    const statement = {
      kind: 'ofx' as const,
      account: null,
      credits,
      debits,
      warnings: [],
      encoding: 'utf-8' as const,
    };
    storeDraft({ version: 1, step: 'match', fileName: 'extrato.ofx', fingerprint, savedAt: TEST_TODAY, statement });
    storeDraftDecisions(fingerprint, new Map([['ignorada', { status: 'ignorada', choice: null }]]));
    storeDraftSetAside(fingerprint, ['ja-baixada', 'transferencia']);
    renderWithApp(<MonthClosePage today={TEST_TODAY} />, { route: '/resultados/fechamento' });
    const section = await screen.findByRole('region', { name: 'Extrato a conciliar' });
    expect(section.textContent?.replace(/\s+/g, ' ')).toContain(
      `1 dia com linhas a conciliar: ${formatDateBR(day(2))}.`,
    );
  });

  it("exports the month's entries for the accountant, one row per category, adding up to the result", async () => {
    const sandbox = mountSandbox({ contractCount: 24 });
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderWithApp(<MonthClosePage today={TEST_TODAY} />, { route: '/resultados/fechamento' });
    const button = await screen.findByRole('button', { name: 'Exportar para a contabilidade' });
    await vi.waitFor(() => expect(button).toBeEnabled(), { timeout: 10_000 });
    await user.click(button);
    await vi.waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    const [header, ...lines] = (saved[0]?.text ?? '').trim().split('\r\n');
    const columns = header?.split(';') ?? [];
    expect(columns).toEqual([
      'Competência',
      'Vencimento',
      'Tipo',
      'Descrição',
      'Contraparte',
      'Categoria',
      'Conta financeira',
      'Valor',
      'Situação',
      'Documento (id da parcela)',
    ]);
    const value = columns.indexOf('Valor');
    const cents = lines.map((l) =>
      Math.round(Number((l.split(';')[value] ?? '').replace(/\./g, '').replace(',', '.')) * 100),
    );
    expect(cents.reduce((a, b) => a + b, 0)).toBe(expectedResult(sandbox, 'competencia', LAST_MONTH.first));
    // Every entry has its account, and the split bill is one row per category.
    expect(lines.some((l) => l.includes('Conta não identificada'))).toBe(false);
    const split = lines.filter((l) => l.includes('Coworking e telefonia compartilhados'));
    expect(split.length).toBeGreaterThanOrEqual(2);
    expect(saved[0]?.name).toBe(`fechamento-${LAST_MONTH.first.slice(0, 7)}.csv`);
  }, 30_000);
});
