import { Checkbox } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, type ChangeEvent } from 'react';
import { receivableQueries, type Receivable, type ReceivableTotals } from '../../../api/receivables';
import { RECEIVABLE_STATUSES } from '../../../api/receivables.schema';
import { customerPickerQuery, referenceQueries } from '../../../api/reference';
import { receivableStatusLabel } from '../../../lib/receivable-labels';
import { Money } from '../../../ui/format';
import { ChoicesFilter } from '../../../ui/list/fields';
import { Figures, type Figure } from '../../../ui/list/Figures';
import { customersFilter } from '../../../ui/list/customers-filter';
import type { FilterDef } from '../../../ui/list/FilterBar';
import { useSelectedLabels } from '../../../ui/list/FilterForm';
import { ListScreen } from '../../../ui/list/ListScreen';
import { useListState } from '../../../ui/list/useListState';
import { ChoicesField } from '../../../ui/ChoicesField';
import { RemoteMultiSelect } from '../../../ui/RemoteMultiSelect';
import { RECEIVABLE_COLUMNS } from './columns';
import { rangeStatement, receivablesList, type ReceivableFilterFields } from './spec';

/** Every row of the filters as CSV: the columns load on the first click. */
const EXPORT = { title: 'Exportar recebíveis', load: () => import('./export').then((m) => m.RECEIVABLE_EXPORT) };

const TABLE = { caption: 'Parcelas a receber', columns: RECEIVABLE_COLUMNS, minWidth: 972 };
const EMPTY = {
  title: 'Nenhuma parcela encontrada',
  filtered: (narrowing: string) =>
    `Os filtros aplicados (${narrowing}) não retornaram parcelas neste intervalo de vencimento.`,
  unfiltered: 'Não há parcelas a receber com vencimento no intervalo selecionado.',
};
const NO_ITEMS: Receivable[] = [];
const customerOf = (r: Receivable) => r.cliente;

export default function ReceivablesListPage() {
  const list = useListState(receivablesList);
  const query = useQuery(receivableQueries.list(list.query));
  const items = query.data?.itens ?? NO_ITEMS;
  const customerLabels = useSelectedLabels(items, list.filters.ids_clientes, customerOf);
  const knownLabels = useMemo(() => ({ ids_clientes: customerLabels }), [customerLabels]);
  return (
    <ListScreen
      title="Recebíveis"
      filterBar={{ label: 'Filtros de recebíveis', fields: FILTERS, knownLabels }}
      beforeTable={<Totals totals={query.data?.totais} statement={rangeStatement(list.query)} />}
      list={list}
      query={query}
      items={items}
      total={query.data?.itens_totais ?? 0}
      noun="parcelas"
      errorTitle="Não foi possível carregar os recebíveis"
      empty={EMPTY}
      table={TABLE}
      exportAs={EXPORT}
    />
  );
}

/**
 * What the list shows, said plainly (decision 0110), over the filter's totals (the whole
 * filtered set, not only the page), normalized by the API layer from either shape; a figure
 * the platform did not send is not shown. One box, so ten rows fit at 1280×720.
 */
const Totals = memo(function Totals({
  totals,
  statement: said,
}: {
  totals: ReceivableTotals | null | undefined;
  /** rangeStatement's: a string, so a change of filters that says the same does not re-render the box. */
  statement: string;
}) {
  const statement = (
    <p className="ui-text-sm" aria-live="polite" data-testid="receivables-range">
      {said}
    </p>
  );
  if (!totals) return statement;
  const figures: Figure[] = [];
  if (totals.total !== null)
    figures.push({ label: 'Total do período filtrado', value: <Money value={totals.total} /> });
  if (totals.recebido !== null)
    figures.push({ label: 'Recebido', value: <Money value={totals.recebido} />, color: 'green' });
  if (totals.emAberto !== null) figures.push({ label: 'Em aberto', value: <Money value={totals.emAberto} /> });
  if (totals.atrasado !== null)
    figures.push({ label: 'Em atraso', value: <Money value={totals.atrasado} />, color: 'red' });
  return (
    <Figures label="Totais do filtro" figures={figures} size="lg">
      {statement}
    </Figures>
  );
});

const STATUS_OPTIONS = RECEIVABLE_STATUSES.map((s) => ({ value: s, label: receivableStatusLabel(s) }));

/** The filter bar, as data (FilterBar). */
const FILTERS: readonly FilterDef<ReceivableFilterFields>[] = [
  { kind: 'search', key: 'descricao', label: 'Buscar na descrição', placeholder: 'Ex.: Contrato 1001' },
  { kind: 'dates', key: 'data_vencimento_de', end: 'data_vencimento_ate', label: 'Vencimento de', required: true },
  { kind: 'custom', key: 'abertos_anteriores', component: memo(OpenBeforeFilter) },
  {
    kind: 'choices',
    key: 'status',
    label: 'Situação',
    allLabel: 'Todas as situações',
    options: STATUS_OPTIONS,
    picker: ChoicesField,
  },
  customersFilter('ids_clientes', RemoteMultiSelect, customerPickerQuery),
  { kind: 'custom', key: 'ids_contas_financeiras', component: memo(AccountsFilter) },
];

/** Whether the installments still open from before the period are shown too (decision 0110). */
function OpenBeforeFilter({ value, onChange }: { value: boolean; onChange: (value: boolean) => void }) {
  return (
    <Checkbox
      label="Incluir as em aberto de antes do período"
      checked={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.checked)}
      mt="lg"
    />
  );
}

/** The financial accounts, from the API once (a short list). */
function AccountsFilter({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const accounts = useQuery(referenceQueries.accounts(''));
  const options = useMemo(() => {
    const out = (accounts.data?.items ?? []).map((a) => ({ value: a.id, label: a.nome }));
    // Selected accounts keep a label while the list loads or if an account disappeared.
    for (const id of value) if (!out.some((o) => o.value === id)) out.push({ value: id, label: 'Conta selecionada' });
    return out;
  }, [accounts.data, value]);
  return (
    <ChoicesFilter
      picker={ChoicesField}
      label="Contas financeiras"
      allLabel="Todas as contas"
      data={options}
      value={value}
      onChange={onChange}
      error={accounts.isError ? `Não foi possível carregar as contas: ${accounts.error.message}` : undefined}
      searchable
      nothingFoundMessage={accounts.isPending ? 'Carregando…' : 'Nenhuma conta encontrada'}
    />
  );
}
