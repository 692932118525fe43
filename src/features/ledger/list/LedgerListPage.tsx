import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, type ChangeEvent, type ReactNode } from 'react';
import {
  receivableQueries,
  type Receivable,
  type ReceivablesViewQuery,
  type ReceivableTotals,
} from '../../../api/receivables';
import { RECEIVABLE_STATUSES, type ReceivableSortField } from '../../../api/receivables.schema';
import { referenceQueries } from '../../../api/reference';
import { receivableStatusLabel, type LedgerSide } from '../../../lib/receivable-labels';
import { Checkbox } from '../../../ui/controls';
import { Money } from '../../../ui/format';
import { ChoicesFilter } from '../../../ui/list/fields';
import { Figures, type Figure } from '../../../ui/list/Figures';
import type { FilterDef } from '../../../ui/list/FilterBar';
import { useSelectedLabels } from '../../../ui/list/FilterForm';
import { ListScreen, type ListExport } from '../../../ui/list/ListScreen';
import { useListState } from '../../../ui/list/useListState';
import type { ListSpec } from '../../../ui/list/url-state';
import { ChoicesField } from '../../../ui/ChoicesField';
import { ledgerColumns } from './columns';
import type { LedgerWords } from './sides';
import { rangeStatement, type PayableFilterFields, type ReceivableFilterFields } from './spec';

type PartyKey = 'ids_clientes' | 'ids_fornecedores';

/** What a ledger list is made of: its words, its filters' spec and its party filter. */
export interface LedgerList<F extends PayableFilterFields | ReceivableFilterFields> {
  words: LedgerWords;
  spec: ListSpec<F, ReceivableSortField, ReceivablesViewQuery>;
  partyKey: PartyKey & keyof F;
  filters: readonly FilterDef<F>[];
  exportAs: { title: string; load: () => Promise<ListExport<Receivable, ReceivablesViewQuery>> };
  /** The header's actions ("Nova conta a pagar"). */
  actions?: ReactNode;
}

const NO_ITEMS: Receivable[] = [];
const partyOf = (r: Receivable) => r.pessoa;

/** One list for both sides of the books: the view, its totals, the table, the export, the settlement link. */
export function LedgerListPage<F extends PayableFilterFields | ReceivableFilterFields>({
  list: { words, spec, partyKey, filters, exportAs, actions },
}: {
  list: LedgerList<F>;
}) {
  const list = useListState(spec);
  const query = useQuery(receivableQueries.list(list.query));
  const items = query.data?.itens ?? NO_ITEMS;
  const chosen = (list.filters as unknown as Record<PartyKey, string[] | undefined>)[partyKey] ?? [];
  const partyLabels = useSelectedLabels(items, chosen, partyOf);
  const knownLabels = useMemo(
    () => ({ [partyKey]: partyLabels }) as Partial<Record<keyof F & string, Record<string, string>>>,
    [partyKey, partyLabels],
  );
  const table = useMemo(() => ({ caption: words.caption, columns: ledgerColumns(words), minWidth: 1016 }), [words]);
  const empty = useMemo(
    () => ({
      title: 'Nenhuma parcela encontrada',
      filtered: (narrowing: string) =>
        `Os filtros aplicados (${narrowing}) não retornaram parcelas neste intervalo de vencimento.`,
      unfiltered: words.emptyUnfiltered,
    }),
    [words],
  );
  return (
    <ListScreen
      header={{ title: words.title, actions }}
      filterBar={{ label: `Filtros de ${words.title.toLowerCase()}`, fields: filters, knownLabels }}
      list={list}
      result={{ query, items, total: query.data?.itens_totais ?? 0 }}
      words={{ noun: 'parcelas', errorTitle: words.errorTitle, empty }}
      table={{
        ...table,
        above: <Totals totals={query.data?.totais} statement={rangeStatement(list.query)} settled={words.settled} />,
      }}
      exportAs={exportAs}
    />
  );
}

/** What the list shows, in words, over the filter's totals; a figure the platform did not send is not shown. */
const Totals = memo(function Totals({
  totals,
  statement: said,
  settled,
}: {
  totals: ReceivableTotals | null | undefined;
  /** What was settled: "Recebido" or "Pago". */
  settled: string;
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

/** The filter bar, as data (FilterBar): the shared filters around the side's party. */
export function ledgerFilters<F extends PayableFilterFields | ReceivableFilterFields>(
  side: LedgerSide,
  party: FilterDef<F>,
): readonly FilterDef<F>[] {
  const options = RECEIVABLE_STATUSES.map((s) => ({ value: s, label: receivableStatusLabel(s, side) }));
  return [
    { kind: 'search', key: 'descricao', label: 'Buscar na descrição', placeholder: 'Ex.: Contrato 1001' },
    { kind: 'dates', key: 'data_vencimento_de', end: 'data_vencimento_ate', label: 'Vencimento de', required: true },
    { kind: 'custom', key: 'abertos_anteriores', component: OPEN_BEFORE },
    {
      kind: 'choices',
      key: 'status',
      label: 'Situação',
      allLabel: 'Todas as situações',
      options,
      picker: ChoicesField,
    },
    party,
    { kind: 'custom', key: 'ids_contas_financeiras', component: ACCOUNTS },
  ] as readonly FilterDef<F>[];
}

/** Whether the installments still open from before the period are shown too (decision 0110). */
const OPEN_BEFORE = memo(OpenBeforeFilter);
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
const ACCOUNTS = memo(AccountsFilter);
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
