import { memo } from 'react';
import { type ReceivableTotals } from '../../../api/receivables';
import { Money } from '../../../ui/plain/format';
import { Figures, type Figure } from '../../../ui/plain/list/Figures';

/** What the list shows, in words, over the filter's totals; a figure the platform did not send is not shown. */
export const Totals = memo(function Totals({
  totals,
  statement: said,
  settled,
  cancelledListed = false,
}: {
  totals: ReceivableTotals | null | undefined;
  /** What was settled: "Recebido" or "Pago". */
  settled: string;
  /** rangeStatement's: a string, so a change of filters that says the same does not re-render the box. */
  statement: string;
  /** The list may show cancelled installments (no status chosen), which the platform's total leaves out. */
  cancelledListed?: boolean;
}) {
  const statement = (
    <p className="ui-text-sm" aria-live="polite" data-testid="receivables-range">
      {said}
    </p>
  );
  if (!totals) return statement;
  const figures: Figure[] = [];
  if (totals.total !== null)
    figures.push({
      label: 'Total do filtro',
      value: (
        <>
          <Money value={totals.total} />
          {/* Its line is always there: a status chosen does not move the table below (a filter change
              that moved it measured 40% slower, the whole table laid out and painted again). */}
          <span className="ui-figure-note">{cancelledListed ? 'sem as canceladas' : '\u00a0'}</span>
        </>
      ),
    });
  if (totals.recebido !== null)
    figures.push({ label: settled, value: <Money value={totals.recebido} />, color: 'green' });
  if (totals.emAberto !== null) figures.push({ label: 'Em aberto', value: <Money value={totals.emAberto} /> });
  if (totals.atrasado !== null)
    figures.push({ label: 'Em atraso', value: <Money value={totals.atrasado} />, color: 'red' });
  return (
    <Figures label="Totais do filtro" figures={figures} size="lg">
      {statement}
    </Figures>
  );
});
