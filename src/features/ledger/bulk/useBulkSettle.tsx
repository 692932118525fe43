import { Suspense, useMemo, useState } from 'react';
import type { Receivable, ReceivablesViewQuery } from '../../../api/receivables';
import { openCentsOf } from '../../../lib/figures';
import { unfinishedRun } from '../../../lib/settlement-run';
import { storedBulkRun } from '../../../stores/bulk-settlement';
import type { Selectable } from '../../../ui/plain/list/DataTable';
import { lazyScoped } from '../../../ui/plain/load-scoped';
import { useSelection } from '../../../ui/plain/list/useSelection';
import { useStableCallback } from '../../../ui/plain/useStableCallback';
import type { LedgerWords } from '../list/sides';
import { BulkBar } from './BulkBar';
import type { BulkSource } from './BulkSettleDialog';
import { withoutMark } from '../../../lib/renegotiation-mark';

const BulkSettleDialog = lazyScoped(() => import('./BulkSettleDialog'));

/** A checkbox per installment and one for the page. */
export const LEDGER_SELECTION: Selectable<Receivable> = {
  rowId: (r) => r.id,
  rowLabel: (r) =>
    `Selecionar a parcela ${withoutMark(r.descricao) ?? 'sem descrição'}${r.pessoa ? ` de ${r.pessoa.nome}` : ''}`,
  pageLabel: 'Selecionar todas as parcelas da página',
};
const rowOf = (r: Receivable) => r;

/** The ledger's selection (it survives paging and filtering), its bar and the bulk settlement dialog. */
export function useBulkSettle(words: LedgerWords, query: ReceivablesViewQuery, filterTotal: number | null) {
  const selection = useSelection(LEDGER_SELECTION.rowId, rowOf);
  const [source, setSource] = useState<BulkSource | null>(null);
  const [stored, setStored] = useState(() => storedBulkRun(words.side));
  const unfinished = !!stored && unfinishedRun(stored);
  const openCents = useMemo(() => {
    let sum = 0;
    for (const r of selection.selected.values()) sum += openCentsOf(r);
    return sum;
  }, [selection.selected]);

  const onClear = useStableCallback(() => selection.retain());
  const onSettleSelected = useStableCallback(() =>
    setSource({ kind: 'selection', rows: [...selection.selected.values()] }),
  );
  const onSettleFilter = useStableCallback(() => setSource({ kind: 'filter', query }));
  const onResume = useStableCallback(() => {
    const run = storedBulkRun(words.side);
    if (run) setSource({ kind: 'resume', run });
  });
  const onClose = useStableCallback((finished: boolean) => {
    setSource(null);
    if (finished) selection.retain();
    setStored(storedBulkRun(words.side));
  });

  const bar = (
    <BulkBar
      count={selection.ids.size}
      openCents={openCents}
      filterTotal={filterTotal}
      unfinished={unfinished}
      onClear={onClear}
      onSettleSelected={onSettleSelected}
      onSettleFilter={onSettleFilter}
      onResume={onResume}
    />
  );
  const dialog = source && (
    <Suspense fallback={null}>
      <BulkSettleDialog words={words} source={source} onClose={onClose} />
    </Suspense>
  );
  return { selection, bar, dialog };
}
