import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allInstallments } from '../../../../sandbox/api/receivable-model';
import { presetInterval } from '../../../lib/date-presets';
import { platformToday } from '../../../lib/dates';
import { formatCents } from '../../../lib/money';
import { formatCount } from '../../../lib/text';
import { API_BASE, sandboxForEachTest, TEST_TOKEN } from '../../../test/sandbox';
import { BACK_FROM } from '../settle/came-from';
import { renderWithApp } from '../../../test/render';
import { renderFailingOnceThenRetry } from '../../../test/retry';
import { expectNothingFound } from '../../../test/list-screen';
import ReceivablesListPage from './ReceivablesListPage';

const sandbox = sandboxForEachTest();

/** The first render loads Mantine and the sandbox: give a busy machine time. */
const SLOW = { timeout: 5000 };
const dataRows = () => screen.getAllByRole('row').slice(1);
const searches = () =>
  sandbox.requests.map((r) => new URL(r.url)).filter((u) => u.pathname.endsWith('/contas-a-receber/buscar'));

describe('ReceivablesListPage', () => {
  it('asks for the current month plus what is still open from before it by default, and says so', async () => {
    renderWithApp(<ReceivablesListPage />, { route: '/recebiveis' });
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), SLOW);
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    const period = searches().find((u) => u.searchParams.get('data_vencimento_de') === `${month}-01`);
    expect(period?.searchParams.get('tamanho_pagina')).toBe('10');
    expect(period?.searchParams.getAll('status')).toEqual([]);
    const before = searches().find((u) => u.searchParams.get('data_vencimento_de') === '2000-01-01');
    expect(before?.searchParams.getAll('status')).toEqual(['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL']);
    expect(screen.getByTestId('receivables-range')).toHaveTextContent(
      /^Mostrando: parcelas em aberto vencidas antes \+ vencimentos de 01\/\d\d\/\d{4} a \d\d\/\d\d\/\d{4}\.$/,
    );
    expect(screen.getByRole('region', { name: 'Totais do filtro' })).toHaveTextContent(/Total do filtro/);
  });

  it("says in the status options that 'Atrasado' is the platform's: an overdue one received in part is not in it", async () => {
    renderWithApp(<ReceivablesListPage />, { route: '/recebiveis' });
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    await user.keyboard('{ArrowDown}');
    expect(
      screen.getByRole('option', {
        name: 'Atrasado, parcela vencida, sem nada recebido (a recebida em parte fica em “Recebido parcial”)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Em aberto' })).toBeInTheDocument();
  });

  it('lists the open installments from before the period, then the period, with counts and totals of both', async () => {
    const route = '/recebiveis?data_vencimento_de=2026-11-01&data_vencimento_ate=2026-11-30&tamanho_pagina=10';
    const all = allInstallments(sandbox.api.store);
    const open = ['PENDENTE', 'ATRASADO', 'RECEBIDO_PARCIAL'];
    const before = all.filter(
      (v) => open.includes(v.status) && v.data_vencimento >= '2000-01-01' && v.data_vencimento < '2026-11-01',
    );
    const period = all.filter((v) => v.data_vencimento >= '2026-11-01' && v.data_vencimento <= '2026-11-30');
    expect(before.length).toBeGreaterThan(10);
    expect(period.length).toBeGreaterThan(0);
    const user = userEvent.setup();
    const view = renderWithApp(<ReceivablesListPage />, { route });
    await waitFor(() => expect(dataRows()).toHaveLength(10), SLOW);
    expect(
      screen.getByText(new RegExp(`de ${formatCount(before.length + period.length)} parcelas`)),
    ).toBeInTheDocument();
    expect(screen.getByTestId('receivables-range')).toHaveTextContent(
      'Mostrando: parcelas em aberto vencidas antes + vencimentos de 01/11/2026 a 30/11/2026.',
    );
    // Overdue: what is still open of the overdue ones and of the partly received ones due before today.
    const overdue = [...before, ...period].filter(
      (v) => v.status === 'ATRASADO' || (v.status === 'RECEBIDO_PARCIAL' && v.data_vencimento < platformToday()),
    );
    const sum = formatCents(overdue.reduce((s, v) => s + v.openCents, 0)).replace(/\s/g, ' ');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Totais do filtro' })).toHaveTextContent(`Em atraso${sum}`),
    );
    // Turned off: only the period, as the home panel's links ask.
    await user.click(screen.getByRole('checkbox', { name: 'Incluir as em aberto de antes do período' }));
    await waitFor(() => expect(view.location()).toContain('abertos_anteriores=nao'));
    await waitFor(() =>
      expect(screen.getByText(new RegExp(`de ${formatCount(period.length)} parcelas`))).toBeInTheDocument(),
    );
    expect(screen.getByTestId('receivables-range')).toHaveTextContent(
      'Mostrando: vencimentos de 01/11/2026 a 30/11/2026.',
    );
  });

  it("back from an installment's page, its row takes the focus once the rows are read again, never another's", async () => {
    const route = '/recebiveis?status=ATRASADO&data_vencimento_de=2000-01-01&data_vencimento_ate=2030-12-31';
    const first = renderWithApp(<ReceivablesListPage />, { route });
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(2), SLOW);
    const idOf = (row: HTMLElement) =>
      decodeURIComponent(
        /\/recebiveis\/([^/]+)\//.exec(within(row).getAllByRole('link')[0]?.getAttribute('href') ?? '')?.[1] ?? '',
      );
    const [settled, kept] = [idOf(dataRows()[0] as HTMLElement), idOf(dataRows()[1] as HTMLElement)];
    const open = allInstallments(sandbox.api.store).find((i) => i.id === settled)!;
    // Received in full meanwhile: it leaves "Atrasado", and the rows after it move up one place.
    const answer = await sandbox.api.handle(
      new Request(`${API_BASE}/v1/financeiro/eventos-financeiros/parcelas/${settled}/baixa`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TEST_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          data_pagamento: platformToday(),
          conta_financeira: sandbox.api.store.accounts[0]?.id,
          composicao_valor: { valor_bruto: open.openCents / 100 },
        }),
      }),
    );
    expect(answer.status).toBe(200);
    first.unmount();

    // Back from its page: the list shows what it had, and reads it again.
    const back = renderWithApp(<ReceivablesListPage />, {
      route,
      state: { [BACK_FROM]: settled },
      queryClient: first.queryClient,
    });
    await waitFor(() => expect(document.querySelector(`tbody a[href*="${settled}"]`)).toBeNull(), SLOW);
    expect(document.activeElement?.closest('tbody')).toBeNull();
    back.unmount();

    // One still there: its row.
    renderWithApp(<ReceivablesListPage />, { route, state: { [BACK_FROM]: kept }, queryClient: first.queryClient });
    await waitFor(() => expect(document.activeElement?.getAttribute('href') ?? '').toContain(kept), SLOW);
  });

  it('filters by status and description from the URL, overdue in red, with the settlement action', async () => {
    renderWithApp(<ReceivablesListPage />, {
      route:
        '/recebiveis?status=ATRASADO&descricao=cadeiras&data_vencimento_de=2026-01-01&data_vencimento_ate=2026-12-31',
    });
    await waitFor(() => expect(dataRows()).toHaveLength(1), SLOW);
    const row = dataRows()[0] as HTMLElement;
    expect(row).toHaveTextContent('Venda avulsa de cadeiras de escritório');
    expect(row).toHaveTextContent('R$ 3.870,00');
    expect(within(row).getByText('Atrasado').closest('.ui-badge')).toHaveAttribute('data-color', 'red');
    expect(within(row).getByRole('link', { name: /Registrar baixa/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/recebiveis\/.+\/baixa$/),
    );
    const sent = searches().at(-1);
    expect(sent?.searchParams.getAll('status')).toEqual(['ATRASADO']);
    expect(sent?.searchParams.get('descricao')).toBe('cadeiras');
    // No cancelled one can be listed: nothing to say about them under the total.
    const totals = screen.getByRole('region', { name: 'Totais do filtro' });
    expect(totals).toHaveTextContent('Total do filtro');
    expect(totals).not.toHaveTextContent('sem as canceladas');
  });

  it.each([
    ['Licenciamento anual de software', 'Recebido', false],
    ['Evento corporativo de fim de ano', 'Cancelado', false],
    ['Serviço de chaveiro e fechaduras', 'Perdido', false],
    ['Aluguel de gerador', 'Renegociado', false],
    ['Projeto de paisagismo', 'Recebido parcial', true],
    ['Higienização de estofados', 'Em aberto', true],
  ] as const)('"%s" (%s): settlement offered = %s', async (description, status, offered) => {
    renderWithApp(<ReceivablesListPage />, {
      route: `/recebiveis?descricao=${encodeURIComponent(description)}&data_vencimento_de=2026-01-01&data_vencimento_ate=2026-12-31`,
    });
    await waitFor(() => expect(dataRows()).toHaveLength(1), SLOW);
    const row = dataRows()[0] as HTMLElement;
    expect(within(row).getByText(status)).toBeInTheDocument();
    expect(within(row).queryAllByRole('link', { name: /Registrar baixa/ })).toHaveLength(offered ? 1 : 0);
  });

  it('an installment that cannot be settled offers "Ver parcela", its own page with its settlements', async () => {
    renderWithApp(<ReceivablesListPage />, {
      route: `/recebiveis?descricao=${encodeURIComponent('Licenciamento anual de software')}&data_vencimento_de=2026-01-01&data_vencimento_ate=2026-12-31`,
    });
    await waitFor(() => expect(dataRows()).toHaveLength(1), SLOW);
    const link = within(dataRows()[0] as HTMLElement).getByRole('link', { name: /Ver parcela/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/recebiveis\/[^/]+$/));
  });

  it('filters by financial account, and the totals cover the whole filtered set, not only the page', async () => {
    const user = userEvent.setup();
    const account = sandbox.api.store.accounts.find((a) => a.nome === 'Conta cobranças');
    if (!account) throw new Error('no seeded account "Conta cobranças"');
    const view = renderWithApp(<ReceivablesListPage />, {
      route:
        '/recebiveis?data_vencimento_de=2026-01-01&data_vencimento_ate=2026-12-31&tamanho_pagina=10&abertos_anteriores=nao',
    });
    await waitFor(() => expect(dataRows()).toHaveLength(10), SLOW);
    await user.click(screen.getByRole('combobox', { name: 'Contas financeiras' }));
    await user.click(await screen.findByRole('option', { name: 'Conta cobranças' }));
    await waitFor(() => expect(view.location()).toContain(`ids_contas_financeiras=${account.id}`));
    await waitFor(() => expect(searches().at(-1)?.searchParams.getAll('ids_contas_financeiras')).toEqual([account.id]));

    // What the sandbox holds for that account in the interval (cancelled ones count for nothing).
    const matching = allInstallments(sandbox.api.store).filter(
      (v) => v.accountId === account.id && v.data_vencimento >= '2026-01-01' && v.data_vencimento <= '2026-12-31',
    );
    const live = matching.filter((v) => v.status !== 'CANCELADO');
    expect(matching.length).toBeGreaterThan(10);
    expect(live.length).toBeLessThan(matching.length);
    const sum = (pick: (v: (typeof live)[number]) => number) =>
      formatCents(live.reduce((s, v) => s + pick(v), 0)).replace(/\s/g, ' ');

    // The sandbox sums per situation (the platform's "somatórios por situação"); the bar reads them.
    const totals = screen.getByRole('region', { name: 'Totais do filtro' });
    await waitFor(() => expect(totals).toHaveTextContent(`Total do filtro${sum((v) => v.totalCents)}`));
    // The list shows the cancelled ones, which that total leaves out: it says so.
    expect(totals).toHaveTextContent(`${sum((v) => v.totalCents)}sem as canceladas`);
    // Received and open as every screen counts them (lib/figures.ts): partial receipts split.
    const notReceived = ['PENDENTE', 'ATRASADO', 'RECEBIDO_PARCIAL'];
    const openOf = (v: (typeof live)[number]) => (notReceived.includes(v.status) ? v.openCents : 0);
    expect(totals).toHaveTextContent(`Recebido${sum((v) => v.paidCents)}`);
    const late = (v: (typeof live)[number]) =>
      v.status === 'ATRASADO' || (v.status === 'RECEBIDO_PARCIAL' && v.data_vencimento < platformToday());
    expect(totals).toHaveTextContent(`Em atraso${sum((v) => (late(v) ? v.openCents : 0))}`);
    expect(totals).toHaveTextContent(`Em aberto${sum(openOf)}`);
    expect(dataRows()).toHaveLength(10);
    expect(screen.getByText(new RegExp(`de ${formatCount(matching.length)} parcelas`))).toBeInTheDocument();
  });

  it('sorts by total when the header is clicked and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const view = renderWithApp(<ReceivablesListPage />, {
      route: '/recebiveis?data_vencimento_de=2026-11-01&data_vencimento_ate=2026-11-30&abertos_anteriores=nao',
    });
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(1), SLOW);
    await user.click(screen.getByRole('button', { name: /Total/ }));
    await waitFor(() => expect(view.location()).toContain('campo_ordenado_ascendente=VALOR'));
    await waitFor(() => {
      const totals = dataRows().map((row) =>
        Number((within(row).getAllByRole('cell')[3]?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.')),
      );
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
    });
  });

  it('a period chosen writes the due dates to the URL and asks for them; "Vencidas" asks for the open ones before today', async () => {
    const user = userEvent.setup();
    const view = renderWithApp(<ReceivablesListPage />, {
      route: '/recebiveis?data_vencimento_de=2026-11-01&data_vencimento_ate=2026-11-03',
    });
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), SLOW);
    const period = screen.getByLabelText<HTMLSelectElement>('Período');
    expect(period.value).toBe('');
    const next = presetInterval('proximo_mes', platformToday());
    await user.selectOptions(period, 'Próximo mês');
    await waitFor(() =>
      expect(view.location()).toContain(`data_vencimento_de=${next.start}&data_vencimento_ate=${next.end}`),
    );
    await waitFor(() =>
      expect(searches().some((u) => u.searchParams.get('data_vencimento_ate') === next.end)).toBe(true),
    );
    expect(period.value).toBe('proximo_mes');
    expect(screen.getByLabelText('Vencimento de')).toHaveValue(next.start.split('-').reverse().join('/'));
    await user.selectOptions(period, 'Vencidas');
    const overdue = presetInterval('vencidas', platformToday());
    await waitFor(() => expect(view.location()).toContain(`data_vencimento_ate=${overdue.end}`));
    await waitFor(() => {
      const asked = searches().filter((u) => u.searchParams.get('data_vencimento_ate') === overdue.end);
      expect(asked.map((u) => u.searchParams.getAll('status').join())).toContain('EM_ABERTO,ATRASADO,RECEBIDO_PARCIAL');
    });
    expect(period.value).toBe('vencidas');

    // Another period lets go of the open statuses "Vencidas" chose: today's paid ones show again.
    await user.selectOptions(period, 'Hoje');
    const today = presetInterval('hoje', platformToday());
    await waitFor(() => expect(view.location()).toContain(`data_vencimento_ate=${today.end}`));
    expect(view.location()).not.toContain('status=');
    await waitFor(() => {
      const asked = searches().filter((u) => u.searchParams.get('data_vencimento_ate') === today.end);
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.at(-1)?.searchParams.getAll('status')).toEqual([]);
    });
    expect(period.value).toBe('hoje');
  });

  it('an account whose trial ended: the platform says so, and the screen shows it plainly', async () => {
    const message = 'Seu período de avaliação terminou. Assine um plano para continuar.';
    sandbox.api.faults.add({ path: 'contas-a-receber', status: 403, statusConta: 'END_TRIAL', error: message });
    renderWithApp(<ReceivablesListPage />, { route: '/recebiveis' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/permissão/)).toBeNull();
  });

  it('shows the server message and explains an empty result', async () => {
    await renderFailingOnceThenRetry(
      sandbox,
      { path: 'contas-a-receber', message: 'Serviço financeiro indisponível' },
      <ReceivablesListPage />,
      '/recebiveis?descricao=nada-com-isso',
    );
    await expectNothingFound('Nenhuma parcela encontrada', 'descrição com “nada-com-isso”');
    // Where a settled one from before the period is.
    expect(screen.getByText('Nenhuma parcela encontrada').parentElement).toHaveTextContent(
      /As já quitadas que venceram antes dele não entram: para achar uma, escolha um período que inclua o vencimento dela\./,
    );
  });
});
