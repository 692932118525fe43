import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notesBetween } from '../../../../sandbox/api/invoice-model';
import { saleNumber } from '../../../../sandbox/api/routes/sales';
import { daysBetween } from '../../../lib/date-math';
import { captureDownloads } from '../../../test/downloads';
import { renderWithApp } from '../../../test/render';
import { sandboxForEachTest } from '../../../test/sandbox';
import InvoicesPage from './InvoicesPage';

const sandbox = sandboxForEachTest();
const SLOW = { timeout: 15_000 };
const FROM = '2026-09-01';
const TO = '2026-10-20';
const ROUTE = `/notas?de=${FROM}&ate=${TO}`;

const noteCalls = () =>
  sandbox.requests.map((r) => new URL(r.url)).filter((u) => u.pathname.endsWith('/v1/notas-fiscais-servico'));
const rows = () =>
  screen.getByRole('table', { name: 'Notas fiscais de serviço' }).querySelectorAll<HTMLElement>('tbody tr[data-row]');

describe('InvoicesPage', () => {
  it('reads a period of 50 days as windows of at most 15 days and lists every note of it', async () => {
    renderWithApp(<InvoicesPage />, { route: ROUTE });
    const all = notesBetween(sandbox.api.store, FROM, TO, saleNumber).length;
    expect(all).toBeGreaterThan(10);
    expect(await screen.findByText(`Mostrando 1–10 de ${all} notas`, undefined, SLOW)).toBeInTheDocument();
    const calls = noteCalls();
    for (const u of calls) {
      const days = daysBetween(u.searchParams.get('data_competencia_de')!, u.searchParams.get('data_competencia_ate')!);
      expect(days).toBeLessThanOrEqual(15);
      expect(u.searchParams.get('tamanho_pagina')).toBe('100');
    }
    const starts = new Set(calls.map((u) => u.searchParams.get('data_competencia_de')));
    expect(starts).toEqual(new Set(['2026-09-01', '2026-09-16', '2026-10-01', '2026-10-16']));
    expect(screen.getByRole('note')).toHaveTextContent('emitidas, corrigidas e canceladas no Conta Azul');
    expect(screen.getByRole('note')).toHaveTextContent('as NF-e de produtos ficam no Conta Azul');
  });

  it('narrows by status here, without asking the platform again', async () => {
    const user = userEvent.setup();
    const view = renderWithApp(<InvoicesPage />, { route: `${ROUTE}&situacao=failed` });
    const failed = notesBetween(sandbox.api.store, FROM, TO, saleNumber).filter((n) => n.status === 'FALHA').length;
    expect(await screen.findByText(new RegExp(`de ${failed} notas?$`), undefined, SLOW)).toBeInTheDocument();
    for (const row of rows()) {
      expect(row).toHaveTextContent('Falha na emissão');
      // Not issued: its date is when it was sent, never an issue date.
      expect(row.lastElementChild?.textContent ?? '').toMatch(/^(envio \d{2}\/\d{2}\/\d{4}|—)$/);
    }
    const totals = screen.getByRole('region', { name: 'Totais do filtro' });
    expect(totals).toHaveTextContent(`Notas no filtro${failed}`);
    expect(totals).toHaveTextContent(/Valor das emitidas \(0 notas\)R\$\s0,00/);
    expect(totals).toHaveTextContent(`Com falha ou em andamento${failed}`);
    // Each state's option names the statuses its rows show.
    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    expect(screen.getByRole('option', { name: 'Com falha, Falha na emissão, Denegada' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /^Em andamento, Pendente, / })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const asked = noteCalls().length;
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(view.location()).not.toContain('situacao'));
    expect(noteCalls()).toHaveLength(asked);
  });

  it('narrows to a contract chosen by its number and customer, and keeps it in the address', async () => {
    const user = userEvent.setup();
    const view = renderWithApp(<InvoicesPage />, { route: ROUTE });
    const notes = notesBetween(sandbox.api.store, FROM, TO, saleNumber);
    await screen.findByText(`Mostrando 1–10 de ${notes.length} notas`, undefined, SLOW);
    await user.click(screen.getByRole('combobox', { name: 'Contratos' }));
    const listbox = await screen.findByRole('listbox', { name: 'Contratos' });
    // Named by number once the contracts are read; each one of the period's notes.
    const options = await waitFor(() => {
      const named = within(listbox).getAllByRole('option');
      expect(named.every((o) => /^Contrato nº \d+ · \S/.test(o.textContent ?? ''))).toBe(true);
      return named;
    }, SLOW);
    expect(options).toHaveLength(new Set(notes.map((n) => n.contract.id)).size);
    // The one with the most notes: its option says how many.
    const count = (o: HTMLElement) => Number(/, (\d+) notas?$/.exec(o.getAttribute('aria-label') ?? '')?.[1] ?? 0);
    const most = options.reduce((a, b) => (count(b) > count(a) ? b : a));
    await user.click(most);
    await waitFor(() => expect(view.location()).toContain('contrato='));
    const id = new URLSearchParams(view.location().split('?')[1]).get('contrato')!;
    const ofContract = notes.filter((n) => n.contract.id === id);
    expect(ofContract.length).toBe(count(most));
    expect(ofContract.length).toBeGreaterThan(1);
    expect(await screen.findByText(new RegExp(`de ${ofContract.length} notas$`))).toBeInTheDocument();
    expect(rows()).toHaveLength(Math.min(ofContract.length, 10));
  });

  it("adds up the filter's issued notes; a cancelled or failed one counts no value", async () => {
    renderWithApp(<InvoicesPage />, { route: ROUTE });
    const notes = notesBetween(sandbox.api.store, FROM, TO, saleNumber);
    const issued = notes.filter((n) => n.status === 'EMITIDA');
    expect(issued.length).toBeGreaterThan(0);
    const cents = issued.reduce((sum, n) => sum + Math.round(n.sale.valor * 100), 0);
    const totals = await screen.findByRole('region', { name: 'Totais do filtro' }, SLOW);
    const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
    expect(totals.textContent?.replace(/\s/g, ' ')).toContain(
      `Valor das emitidas (${issued.length} ${issued.length === 1 ? 'nota' : 'notas'})${brl.replace(/\s/g, ' ')}`,
    );
    expect(totals).toHaveTextContent(`Notas no filtro${notes.length}`);
  });

  it('exports every note of the filters as CSV, named after their period', async () => {
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderWithApp(<InvoicesPage />, { route: ROUTE });
    const all = notesBetween(sandbox.api.store, FROM, TO, saleNumber).length;
    await screen.findByText(`Mostrando 1–10 de ${all} notas`, undefined, SLOW);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar notas' });
    expect(
      await within(dialog).findByText(new RegExp(`Exportação concluída: ${all} registros`), undefined, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    const lines = saved[0]!.text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(all + 1);
    expect(lines[0]).toContain('NFS-e;RPS;Venda');
    expect(saved[0]!.name).toBe(`notas-fiscais-${FROM}-a-${TO}.csv`);
  });
});
