import { Suspense, useMemo, useState } from 'react';
import type { Receivable, ReceivablesViewQuery } from '../../../api/receivables';
import { openCentsOf } from '../../../lib/figures';
import { unfinishedRun } from '../../../lib/settlement-run';
import { storedBulkRun } from '../../../stores/bulk-settlement';
import type { Selectable } from '../../../ui/plain/list/DataTable';
import { lazyScoped } from '../../../ui/plain/load-scoped';
import { useSelection } from '../../../ui/plain/list/useSelection';
import { useReturnFocus } from '../../../ui/plain/return-focus';
import { useStableCallback } from '../../../ui/plain/useStableCallback';
import type { LedgerWords } from '../list/sides';
import { BulkBar } from './BulkBar';
import type { BulkSource } from './BulkSettleDialog';
import { withoutMark } from '../../../lib/description-marks';

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
export function useBulkSettle(
  words: LedgerWords,
  query: ReceivablesViewQuery,
  filterTotal: number | null,
  /** The rows shown: a chosen one read again since it was ticked counts as it reads now. */
  shown: readonly Receivable[],
) {
  const selection = useSelection(LEDGER_SELECTION.rowId, rowOf);
  const [source, setSource] = useState<BulkSource | null>(null);
  const [stored, setStored] = useState(() => storedBulkRun(words.side));
  const unfinished = !!stored && unfinishedRun(stored);
  const chosen = useMemo(() => {
    const current = new Map(shown.map((r) => [r.id, r]));
    return [...selection.selected.values()].map((r) => current.get(r.id) ?? r);
  }, [selection.selected, shown]);
  const openCents = useMemo(() => chosen.reduce((sum, r) => sum + openCentsOf(r), 0), [chosen]);

  // The dialog leaves the page when it closes: focus goes back to the button that opened it, or to the bar.
  const focus = useReturnFocus();
  const open = (next: BulkSource) => {
    focus.remember(null, '[data-bulk-bar]');
    setSource(next);
  };
  const onClear = useStableCallback(() => selection.retain());
  const onSettleSelected = useStableCallback(() => open({ kind: 'selection', rows: chosen }));
  const onSettleFilter = useStableCallback(() => open({ kind: 'filter', query }));
  const onResume = useStableCallback(() => {
    const run = storedBulkRun(words.side);
    if (run) open({ kind: 'resume', run });
  });
  const onClose = useStableCallback((finished: boolean) => {
    setSource(null);
    if (finished) selection.retain();
    setStored(storedBulkRun(words.side));
    focus.restore();
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
