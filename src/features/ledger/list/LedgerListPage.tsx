import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BACK_FROM, stateValue } from '../settle/came-from';
import { platformToday } from '../../../lib/dates';
import { isSplit } from '../../../lib/dre-entries';
import { receivableQueries, type Receivable, type ReceivablesViewQuery } from '../../../api/receivables';
import { type ReceivableSortField } from '../../../api/receivables.schema';
import type { FilterDef } from '../../../ui/plain/list/FilterBar';
import { useSelectedLabels } from '../../../ui/plain/list/FilterForm';
import { ListScreen } from '../../../ui/plain/list/ListScreen';
import { useListState } from '../../../ui/plain/list/useListState';
import { PlainButton } from '../../../ui/plain/controls';
import type { ListFilters, ListSpec } from '../../../ui/plain/list/url-state';
import { LEDGER_SELECTION, useBulkSettle } from '../bulk/useBulkSettle';
import { ledgerColumns } from './columns';
import type { LedgerWords } from './sides';
import {
  hasLinkOnlyFilters,
  LINK_ONLY_CLEARED,
  listWords,
  rangeStatement,
  type PartyKey,
  type PayableFilterFields,
  type ReceivableFilterFields,
} from './spec';
import { RenegotiationsLeft } from './RenegotiationsLeft';
import { Totals } from './Totals';

/** What a ledger list is made of: its words, its filters' spec and its party filter (the export follows its words). */
export interface LedgerList<F extends PayableFilterFields | ReceivableFilterFields> {
  words: LedgerWords;
  spec: ListSpec<F, ReceivableSortField, ReceivablesViewQuery>;
  partyKey: PartyKey & keyof F;
  filters: readonly FilterDef<F>[];
  /** The header's actions ("Nova conta a pagar"). */
  actions?: ReactNode;
}

const NO_ITEMS: Receivable[] = [];
const partyOf = (r: Receivable) => r.pessoa;

/** One list for both sides of the books: the view, its totals, the table, the export, the settlement link. */
export function LedgerListPage<F extends PayableFilterFields | ReceivableFilterFields>({
  list: { words, spec, partyKey, filters, actions },
}: {
  list: LedgerList<F>;
}) {
  const list = useListState(spec);
  const [today] = useState(platformToday);
  const query = useQuery(receivableQueries.list(list.query));
  const items = query.data?.itens ?? NO_ITEMS;
  // Rows are keyed by position: a row focused before the list is read again could hold another installment after.
  useFocusRowBackFrom(items, !query.isFetching);
  const chosen = (list.filters as unknown as Record<PartyKey, string[] | undefined>)[partyKey] ?? [];
  const partyLabels = useSelectedLabels(items, chosen, partyOf);
  const knownLabels = useMemo(
    () => ({ [partyKey]: partyLabels }) as Partial<Record<keyof F & string, Record<string, string>>>,
    [partyKey, partyLabels],
  );
  const total = query.data?.itens_totais ?? 0;
  // Narrowed to categories, a split entry counts here whole and in the statement by its share.
  const byCategory = list.filters.ids_categorias.length > 0;
  const splitShown = useMemo(() => items.some(isSplit), [items]);
  const bulk = useBulkSettle(words, list.query, query.isPending || query.isError ? null : total, items);
  const { ids, onSelect } = bulk.selection;
  const table = useMemo(
    () => ({
      caption: words.caption,
      columns: ledgerColumns(words, today),
      minWidth: 1000,
      selectable: LEDGER_SELECTION,
      selected: ids,
      onSelect,
    }),
    [words, ids, onSelect, today],
  );
  const listed = useMemo(() => listWords(words), [words]);
  // Every row of the view as CSV: the columns load on the first click.
  const exportAs = useMemo(
    () => ({ title: words.exportTitle, load: () => import('./export').then((m) => m.ledgerExport(words)) }),
    [words],
  );
  return (
    <ListScreen
      header={{ title: words.title, actions }}
      filterBar={{ label: `Filtros de ${words.title.toLowerCase()}`, fields: filters, knownLabels }}
      list={list}
      result={{ query, items, total }}
      words={listed}
      table={{
        ...table,
        above: (
          <>
            <RenegotiationsLeft side={words.side} path={words.path} />
            <Totals
              totals={query.data?.totais}
              statement={rangeStatement(list.query, list.narrowing)}
              settled={words.settled}
              cancelledListed={list.filters.status.length === 0}
            />
            {hasLinkOnlyFilters(list.filters) && (
              <p className="ui-text-sm">
                A categoria e as datas de competência ou de pagamento vêm do link que abriu esta lista: não estão nos
                filtros acima.{' '}
                <PlainButton
                  variant="subtle"
                  size="xs"
                  onClick={() =>
                    list.update(LINK_ONLY_CLEARED as unknown as Partial<ListFilters<F, ReceivableSortField>>)
                  }
                >
                  Tirar esses filtros
                </PlainButton>
              </p>
            )}
            {byCategory && splitShown && (
              <p className="ui-text-sm" role="note">
                Há lançamentos com rateio entre categorias nesta página: aqui cada parcela conta pelo valor inteiro; na
                DRE e no fechamento, só pela parte da categoria filtrada (a parte de cada uma aparece na página da
                parcela).
              </p>
            )}
            {bulk.bar}
          </>
        ),
      }}
      exportAs={exportAs}
    >
      {bulk.dialog}
    </ListScreen>
  );
}

/**
 * Back from an installment's page (its edit, settlement or view), the focus goes to that
 * installment's row, scrolled into view, once the rows are read (`read`: not being read again);
 * else it stays on the heading.
 */
function useFocusRowBackFrom(items: readonly unknown[], read: boolean) {
  const back = stateValue(useLocation().state, BACK_FROM);
  const id = typeof back === 'string' ? back : null;
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!id || !read || done.current === id || items.length === 0) return;
    // After every effect of this render, the heading's focus on mount included (twice in StrictMode).
    const frame = requestAnimationFrame(() => {
      done.current = id;
      const link = document.querySelector<HTMLElement>(`tbody a[href*="/${CSS.escape(id)}"]`);
      if (!link) return;
      link.focus({ preventScroll: true });
      link.scrollIntoView?.({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [id, items, read]);
}
