import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAdjustingMarks } from '../../../stores/contract-adjustment';
import { contractQueries } from '../../../api/contracts';
import { type ContractListItem } from '../../../api/contracts.schema';
import { useSelectedLabels } from '../../../ui/plain/list/FilterForm';
import { ListScreen } from '../../../ui/plain/list/ListScreen';
import { ButtonLink } from '../../../ui/plain/controls';
import { listQueryAt, useListState } from '../../../ui/plain/list/useListState';
import { contractsList, withAdjusting, WORDS } from './spec';
import { CONTRACT_COLUMNS } from './columns';
import { FILTERS } from './filters';

/** Every row of the filters as CSV: the columns load on the first click. */
const EXPORT = { title: 'Exportar contratos', load: () => import('./export').then((m) => m.loadContractExport()) };

const ACTIONS = (
  <ButtonLink to="/contratos/novo" aria-keyshortcuts="n">
    Novo contrato
  </ButtonLink>
);
const TABLE = { caption: 'Contratos recorrentes', columns: CONTRACT_COLUMNS, minWidth: 1000, rowClickable: true };
const HEADER = { title: 'Contratos', actions: ACTIONS };
const customerOf = (c: ContractListItem) => c.cliente;

/** The list's first page, asked for before the app renders (the router's `preload`). */
export const preloadContracts = (client: QueryClient, search: string) =>
  client.prefetchQuery(contractQueries.list(listQueryAt(contractsList, search)));

export default function ContractsListPage() {
  const list = useListState(contractsList);
  const query = useQuery(contractQueries.list(list.query));
  const answer = query.data?.itens ?? NO_ITEMS;
  const marks = useAdjustingMarks();
  const items = useMemo(() => withAdjusting(answer, marks), [answer, marks]);
  const customerLabels = useSelectedLabels(items, list.filters.cliente_id, customerOf);
  const knownLabels = useMemo(() => ({ cliente_id: customerLabels }), [customerLabels]);
  return (
    <ListScreen
      header={HEADER}
      filterBar={{ label: 'Filtros de contratos', fields: FILTERS, knownLabels }}
      list={list}
      result={{ query, items, total: query.data?.itens_totais ?? 0 }}
      words={WORDS}
      table={TABLE}
      exportAs={EXPORT}
    />
  );
}

const NO_ITEMS: ContractListItem[] = [];
