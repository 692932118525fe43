import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, useRef, useState, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { countQuotes, quoteQueries, type BulkDeleteResult, type QuoteListItem } from '../../../api/quotes';
import { QUOTE_SITUATIONS, type QuoteListQuery, type QuoteListResponse } from '../../../api/quotes.schema';
import { sellerPickerQuery } from '../../../api/pickers';
import { customerPickerQuery, referenceQueries } from '../../../api/reference';
import { Alert, Button, Group, Text } from '../../../ui/controls';
import { customersFilter } from '../../../ui/list/customers-filter';
import type { FilterDef } from '../../../ui/list/FilterBar';
import { useSelectedLabels } from '../../../ui/list/FilterForm';
import { ListScreen } from '../../../ui/list/ListScreen';
import { useListState } from '../../../ui/list/useListState';
import { useSelection } from '../../../ui/list/useSelection';
import { ChoicesField } from '../../../ui/ChoicesField';
import { RemoteMultiSelect } from '../../../ui/RemoteMultiSelect';
import { useStableCallback } from '../../../ui/useStableCallback';
import { quoteSituationLabel } from '../labels';
import { BulkDeleteDialog, type SelectedQuote } from './BulkDeleteDialog';
import { QUOTE_COLUMNS, QUOTE_SELECTION, quotesList, selectedQuote, type QuoteFilterFields } from './spec';

/** Every row of the filters as CSV: the columns load on the first click. */
const EXPORT = { title: 'Exportar orçamentos', load: () => import('./export').then((m) => m.QUOTE_EXPORT) };

const ACTIONS = (
  <Button component={Link} to="/orcamentos/novo" aria-keyshortcuts="n">
    Novo orçamento
  </Button>
);
const WORDS = {
  noun: 'orçamentos',
  errorTitle: 'Não foi possível carregar os orçamentos',
  empty: {
    title: 'Nenhum orçamento encontrado',
    filtered: (narrowing: string) => `Os filtros aplicados (${narrowing}) não retornaram orçamentos.`,
    unfiltered: 'Ainda não há orçamentos.',
  },
};
const NO_ITEMS: QuoteListItem[] = [];
const customerOf = (q: QuoteListItem) => q.cliente;

export default function QuotesListPage() {
  const list = useListState(quotesList);
  // Coming from a quote's detail after deleting it.
  const deletedNumber = (useLocation().state as { deleted?: number | string } | null)?.deleted;
  const query = useQuery(quoteQueries.list(list.query));
  const total = useQuoteTotal(list.query, query);
  const sellers = useQuery(referenceQueries.sellers(''));
  const items = query.data?.itens ?? NO_ITEMS;
  const customerLabels = useSelectedLabels(items, list.filters.ids_clientes, customerOf);
  const sellerLabels = useMemo(
    () => Object.fromEntries((sellers.data?.items ?? []).map((s) => [s.id, s.nome])),
    [sellers.data],
  );
  const knownLabels = useMemo(
    () => ({ ids_clientes: customerLabels, ids_vendedores: sellerLabels }),
    [customerLabels, sellerLabels],
  );

  // The selection survives paging and filtering: id -> number (for the confirmation).
  const selection = useSelection(QUOTE_SELECTION.rowId, selectedQuote);
  const [confirming, setConfirming] = useState<SelectedQuote[] | null>(null);
  const finished = useStableCallback((result: BulkDeleteResult) => {
    const failed = new Set(result.failed.flatMap((f) => f.ids));
    selection.retain((id) => failed.has(id));
  });

  // The dialog unmounts when closed: focus goes back to its trigger, or to the heading.
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeDialog = useStableCallback(() => {
    setConfirming(null);
    window.setTimeout(() => {
      const trigger = triggerRef.current;
      if (trigger && !trigger.disabled) trigger.focus();
      else document.querySelector<HTMLElement>('h1')?.focus();
    }, 0);
  });
  const confirm = useStableCallback(() => setConfirming([...selection.selected.values()]));

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

/** The quotes count: the pages say where the list ends (`total_itens` omits refused quotes). */
function useQuoteTotal(
  q: QuoteListQuery,
  current: { data?: QuoteListResponse | undefined; isPlaceholderData: boolean },
) {
  const settled = current.isPlaceholderData ? undefined : current.data;
  const first = settled ? countQuotes(settled, q.pagina, q.tamanho_pagina) : null;
  const nextQuery = useMemo(() => ({ ...q, pagina: q.pagina + 1 }), [q]);
  const next = useQuery({ ...quoteQueries.list(nextQuery), enabled: !!first?.readNext });
  const nextPage = next.isPlaceholderData ? undefined : next.data;
  const counted = settled ? countQuotes(settled, q.pagina, q.tamanho_pagina, nextPage).total : null;
  const [kept, setKept] = useState(0);
  if (counted !== null && counted !== kept) setKept(counted);
  return counted ?? kept;
}

/** How many are selected, and the bulk actions. */
const SelectionBar = memo(function SelectionBar({
  count,
  onClear,
  onDelete,
  triggerRef,
}: {
  count: number;
  onClear: () => void;
  onDelete: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Group justify="space-between" wrap="wrap" mih={36}>
      <Text size="sm" aria-live="polite">
        {count === 0
          ? 'Nenhum orçamento selecionado'
          : `${count} ${count === 1 ? 'orçamento selecionado' : 'orçamentos selecionados'}`}
      </Text>
      <Group gap="sm">
        {count > 0 && (
          <Button variant="subtle" onClick={() => onClear()}>
            Limpar seleção
          </Button>
        )}
        <Button ref={triggerRef} color="red" variant="light" disabled={count === 0} onClick={onDelete}>
          Excluir selecionados
        </Button>
      </Group>
    </Group>
  );
});

const SITUATION_OPTIONS = QUOTE_SITUATIONS.map((s) => ({ value: s, label: quoteSituationLabel(s) }));

/** The filter bar, as data (FilterBar). */
const FILTERS: readonly FilterDef<QuoteFilterFields>[] = [
  { kind: 'search', key: 'termo_busca', label: 'Buscar', placeholder: 'Nome do cliente ou número' },
  { kind: 'dates', key: 'data_inicio', end: 'data_fim', label: 'Data do orçamento de' },
  {
    kind: 'choices',
    key: 'situacoes',
    label: 'Situação',
    allLabel: 'Todas as situações',
    options: SITUATION_OPTIONS,
    picker: ChoicesField,
  },
  customersFilter('ids_clientes', RemoteMultiSelect, customerPickerQuery),
  {
    kind: 'records',
    key: 'ids_vendedores',
    label: 'Vendedores',
    allLabel: 'Todos os vendedores',
    picker: RemoteMultiSelect,
    optionsQuery: sellerPickerQuery,
  },
];
