import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { collectionQueries } from '../../api/collections';
import type { Receivable } from '../../api/receivables';
import { platformToday } from '../../lib/dates';
import { ListScreen } from '../../ui/plain/list/ListScreen';
import { useListState } from '../../ui/plain/list/useListState';
import { OpenChargeContext } from './charge-target';
import { COLLECTION_COLUMNS, COLLECTION_EXPANDABLE } from './columns';
import { rowsOfGroups, type CustomerRow } from './rows';
import { collectionsList, WORDS } from './spec';
import { groupOverdue } from '../../lib/collections';
import { FILTER_BAR } from './filters';
import { Summary } from './Summary';
import { useChargeDialog } from './useChargeDialog';
import { useExpanded } from '../../ui/plain/list/useExpanded';

/** The charge dialog and the export load when first used (their own chunks). */
const ChargeDialog = lazy(() => import('./ChargeDialog'));
const EXPORT = {
  title: 'Exportar inadimplência',
  load: () => import('./export').then((m) => m.COLLECTIONS_EXPORT),
};

const HEADER = { title: 'Inadimplência' };
const NO_ITEMS: Receivable[] = [];
const keyOfRow = (row: CustomerRow) => row.key;

/** Collections: one row per overdue customer; grouped, filtered, sorted and paged here (src/lib/collections.ts). */
export default function CollectionsPage() {
  const list = useListState(collectionsList);
  const [today] = useState(platformToday);
  const query = useQuery(collectionQueries.overdue(today));
  const items = query.data ?? NO_ITEMS;
  const groups = useMemo(() => groupOverdue(items, today), [items, today]);
  const rows = useMemo(() => rowsOfGroups(groups, list.query), [groups, list.query]);
  const { pagina, tamanho_pagina } = list.filters;
  const page = useMemo(
    () => rows.slice((pagina - 1) * tamanho_pagina, pagina * tamanho_pagina),
    [rows, pagina, tamanho_pagina],
  );

  const [expanded, onExpand] = useExpanded(keyOfRow);
  const table = useMemo(
    () => ({
      caption: 'Clientes com parcelas em atraso',
      columns: COLLECTION_COLUMNS,
      minWidth: 900,
      expandable: COLLECTION_EXPANDABLE,
      expanded,
      onExpand,
    }),
    [expanded, onExpand],
  );

  const { charge, openCharge, closeCharge } = useChargeDialog();

  return (
    <OpenChargeContext.Provider value={openCharge}>
      <ListScreen
        header={HEADER}
        filterBar={FILTER_BAR}
        list={list}
        result={{ query, items: page, total: rows.length }}
        words={WORDS}
        table={{ ...table, above: <Summary rows={rows} loaded={query.data !== undefined} /> }}
        exportAs={EXPORT}
      >
        {charge && (
          <Suspense fallback={null}>
            <ChargeDialog key={charge.parcelaId} target={charge} onClose={closeCharge} />
          </Suspense>
        )}
      </ListScreen>
    </OpenChargeContext.Provider>
  );
}
