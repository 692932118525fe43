import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noteFate } from '../../../../sandbox/api/invoice-model';
import { saleNumber } from '../../../../sandbox/api/routes/sales';
import { formatCents } from '../../../lib/money';
import { lastMonthOf } from '../../../lib/months';
import { renderWithApp } from '../../../test/render';
import { sandboxForEachTest, TEST_TODAY } from '../../../test/sandbox';
import MissingNotesPage from './MissingNotesPage';

const sandbox = sandboxForEachTest();
const SLOW = { timeout: 15_000 };

/** Last month's issued contract sales whose note is missing, failed or cancelled, by the seed's own rule. */
function expected() {
  const month = lastMonthOf(TEST_TODAY);
  const store = sandbox.api.store;
  return [...store.contracts.values()]
    .filter((c) => c.status !== 'DELETADO')
    .flatMap((c) =>
      (store.salesByContract.get(c.id) ?? [])
        .filter((s) => s.status === 'EMITIDA' && s.data_emissao.startsWith(month))
        .filter((s) => [null, 'FALHA', 'CANCELADA'].includes(noteFate(c, s, store.today)))
        .map((s) => ({ numero: String(saleNumber(c, s)), cents: Math.round(s.valor * 100) })),
    );
}

describe('MissingNotesPage', () => {
  it("lists last month's contract sales without a note, with the amount at stake and what to do", async () => {
    renderWithApp(<MissingNotesPage />, { route: '/notas/sem-nota' });
    const want = expected();
    expect(want.length).toBeGreaterThan(0);
    const summary = await screen.findByRole('region', { name: 'Resumo das vendas sem nota' }, SLOW);
    const text = (summary.textContent ?? '').replace(/\s/g, ' ');
    expect(text).toContain(`Valor das vendas${formatCents(want.reduce((s, w) => s + w.cents, 0)).replace(/\s/g, ' ')}`);
    expect(text).toContain(`Vendas sem nota${want.length}`);
    const table = screen.getByRole('table', { name: 'Vendas de contrato sem nota fiscal' });
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-row]').length).toBeGreaterThan(0));
    const first = table.querySelector('tbody tr[data-row]') as HTMLElement;
    expect(want.map((w) => w.numero)).toContain(first.querySelector('a')?.textContent);
    expect(first).toHaveTextContent(/No Conta Azul/);
    expect(screen.getByRole('note')).toHaveTextContent('daqui não é possível emitir nem cancelar notas');
  });
});
