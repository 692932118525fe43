import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { quoteQueries, type QuoteListItem } from '../../../api/quotes';
import { Alert, Button } from '../../../ui/mantine/controls';
import { ListScreen } from '../../../ui/plain/list/ListScreen';
import { useListState } from '../../../ui/plain/list/useListState';
import { BulkDeleteDialog } from './BulkDeleteDialog';
import { QUOTE_COLUMNS, QUOTE_SELECTION } from './columns';
import { quotesList, WORDS } from './spec';
import { SelectionBar } from './SelectionBar';
import { useQuoteTotal } from './useQuoteTotal';
import { useBulkDelete } from './useBulkDelete';
import { FILTERS, useQuoteFilterLabels } from './filters';
import { AppLink } from '../../../ui/plain/AppLink';

/** Every row of the filters as CSV: the columns load on the first click. */
const EXPORT = { title: 'Exportar orçamentos', load: () => import('./export').then((m) => m.QUOTE_EXPORT) };

const ACTIONS = (
  <Button component={AppLink} to="/orcamentos/novo" aria-keyshortcuts="n">
    Novo orçamento
  </Button>
);
const NO_ITEMS: QuoteListItem[] = [];

export default function QuotesListPage() {
  const list = useListState(quotesList);
  // Coming from a quote's detail after deleting it.
  const deletedNumber = (useLocation().state as { deleted?: number | string } | null)?.deleted;
  const query = useQuery(quoteQueries.list(list.query));
  const total = useQuoteTotal(list.query, query);
  const items = query.data?.itens ?? NO_ITEMS;
  const knownLabels = useQuoteFilterLabels(items, list.filters.ids_clientes);

  const { selection, confirming, confirm, closeDialog, finished, triggerRef } = useBulkDelete();

  const table = useMemo(
    () => ({
      caption: 'Orçamentos',
      columns: QUOTE_COLUMNS,
      minWidth: 720,
      selectable: QUOTE_SELECTION,
      selected: selection.ids,
      onSelect: selection.onSelect,
    }),
    [selection.ids, selection.onSelect],
  );

  return (
    <ListScreen
      header={{
        title: 'Orçamentos',
        actions: ACTIONS,
        notice: deletedNumber !== undefined && (
          <Alert color="green" role="status" title={`Orçamento nº ${deletedNumber} excluído.`} />
        ),
      }}
      filterBar={{ label: 'Filtros de orçamentos', fields: FILTERS, knownLabels }}
      list={list}
      result={{ query, items, total }}
      words={WORDS}
      table={{
        ...table,
        above: (
          <SelectionBar
            count={selection.ids.size}
            onClear={selection.retain}
            onDelete={confirm}
            triggerRef={triggerRef}
          />
        ),
      }}
      exportAs={EXPORT}
    >
      {confirming && <BulkDeleteDialog quotes={confirming} onClose={closeDialog} onFinished={finished} />}
    </ListScreen>
  );
}
