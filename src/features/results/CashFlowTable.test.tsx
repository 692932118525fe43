import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CategoryFlow, FlowRow } from '../../lib/category-flow';
import { renderWithApp } from '../../test/render';
import { CashFlowTable } from './CashFlowTable';

const MONTHS = ['2026-10-01', '2026-11-01', '2026-12-01', '2027-01-01'] as CategoryFlow['months'];
const TODAY = '2026-11-18';

const flowRow = (kind: FlowRow['kind'], label: string, realized: number[], forecast: number[]): FlowRow => ({
  key: `RECEITA:${label}`,
  label,
  side: 'RECEITA',
  kind,
  categoryIds: kind === 'category' ? ['c1'] : [],
  realized,
  forecast,
});

const cells = (name: RegExp) =>
  within(screen.getByRole('row', { name }))
    .getAllByRole('cell')
    .map((c) => c.textContent?.replace(/\s/g, ' '));

describe('CashFlowTable', () => {
  it('shows each month the figures it can have: paid in the past, both now, forecast later; contracts to invoice only forecast', () => {
    const rows = [
      flowRow('category', 'Mensalidades', [100_00, 50_00, 0, 0], [0, 70_00, 80_00, 0]),
      flowRow('contracts', 'Contratos a faturar', [0, 0, 0, 0], [0, 120_00, 130_00, 0]),
    ];
    const flow: CategoryFlow = {
      months: MONTHS,
      rows,
      net: { realized: [100_00, 50_00, 0, 0], forecast: [0, 190_00, 210_00, 0] },
    };
    renderWithApp(<CashFlowTable flow={flow} today={TODAY} />);
    expect(cells(/^Mensalidades/)).toEqual([
      'real. R$ 100,00',
      'real. R$ 50,00prev. R$ 70,00',
      'prev. R$ 80,00',
      'prev. R$ 0,00',
    ]);
    // Never paid as such: no "real." figure in any month, a dash where nothing is forecast either.
    expect(cells(/^Contratos a faturar/)).toEqual(['—', 'prev. R$ 120,00', 'prev. R$ 130,00', 'prev. R$ 0,00']);
  });
});
