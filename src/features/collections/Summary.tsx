import { memo } from 'react';
import { formatCents } from '../../lib/money';
import { formatCount } from '../../lib/text';
import { Figures } from '../../ui/plain/list/Figures';
import { type CustomerRow } from './rows';

/** What the filters show, in one line: the whole filtered set, not only the page. */
export const Summary = memo(function Summary({ rows, loaded }: { rows: CustomerRow[]; loaded: boolean }) {
  if (!loaded || rows.length === 0) return null;
  const cents = rows.reduce((s, r) => s + r.openCents, 0);
  const count = rows.reduce((s, r) => s + r.count, 0);
  return (
    <Figures
      label="Resumo da inadimplência"
      figures={[
        { label: 'Total em atraso', value: formatCents(cents) },
        { label: 'Parcelas', value: formatCount(count) },
        { label: 'Clientes', value: formatCount(rows.length) },
      ]}
    />
  );
});
