import { useQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { collectionQueries } from '../../api/collections';
import type { Receivable } from '../../api/receivables';
import { AGE_BUCKETS } from '../../lib/aging';
import { todayIso } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { formatCount } from '../../lib/text';
import type { FilterDef } from '../../ui/list/FilterBar';
import { Figures } from '../../ui/list/Figures';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListState } from '../../ui/list/useListState';
import { useReturnFocus } from '../../ui/return-focus';
import { useStableCallback } from '../../ui/useStableCallback';
import { OpenChargeContext, type ChargeTarget } from './charge-target';
import { COLLECTION_COLUMNS, COLLECTION_EXPANDABLE } from './columns';
import { rowsOfGroups, type CustomerRow } from './rows';
import { collectionsList, type CollectionFilterFields } from './spec';
import { groupOverdue } from '../../lib/collections';

/** The charge dialog and the export load when first used (their own chunks). */
const ChargeDialog = lazy(() => import('./ChargeDialog'));
const EXPORT = {
  title: 'Exportar inadimplência',
  load: () => import('./export').then((m) => m.COLLECTIONS_EXPORT),
};

const HEADER = { title: 'Inadimplência' };
const WORDS = {
  noun: 'clientes',
  errorTitle: 'Não foi possível carregar os recebíveis atrasados',
  empty: {
    title: 'Nenhum recebível atrasado',
    filtered: (narrowing: string) => `Nenhum cliente com parcelas atrasadas para os filtros aplicados (${narrowing}).`,
    unfiltered: 'Não há parcelas vencidas com valor em aberto. Tudo em dia!',
  },
};
const NO_ITEMS: Receivable[] = [];
const NO_EXPANDED: ReadonlySet<string> = new Set();

/** Collections: one row per overdue customer; grouped, filtered, sorted and paged here (src/lib/collections.ts). */
export default function CollectionsPage() {
  const list = useListState(collectionsList);
  const [today] = useState(() => todayIso());
  const query = useQuery(collectionQueries.overdue(today));
  const items = query.data ?? NO_ITEMS;
  const groups = useMemo(() => groupOverdue(items, today), [items, today]);
  const rows = useMemo(() => rowsOfGroups(groups, list.query), [groups, list.query]);
  const { pagina, tamanho_pagina } = list.filters;
  const page = useMemo(
    () => rows.slice((pagina - 1) * tamanho_pagina, pagina * tamanho_pagina),
    [rows, pagina, tamanho_pagina],
  );

  const [expanded, setExpanded] = useState<ReadonlySet<string>>(NO_EXPANDED);
  const onExpand = useStableCallback((row: CustomerRow) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(row.key)) next.delete(row.key);
      else next.add(row.key);
      return next;
    }),
  );
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

  // The charge dialog returns focus to the row's control that opened it, else to the heading.
  const focus = useReturnFocus(() => document.querySelector<HTMLElement>('h1'));
  const [charge, setCharge] = useState<ChargeTarget | null>(null);
  const openCharge = useStableCallback((target: ChargeTarget, opener: HTMLElement) => {
    focus.remember(opener);
    setCharge(target);
  });
  const closeCharge = useStableCallback(() => {
    setCharge(null);
    focus.restore();
  });

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

/** What the filters show, in one line: the whole filtered set, not only the page. */
const Summary = memo(function Summary({ rows, loaded }: { rows: CustomerRow[]; loaded: boolean }) {
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

const BUCKET_OPTIONS = [
  { value: '', label: 'Todas as faixas' },
  ...AGE_BUCKETS.map((b) => ({ value: b.id, label: b.label })),
];

/** The filter bar, as data (FilterBar): the age bucket first, what a collector narrows by. */
const FILTERS: readonly FilterDef<CollectionFilterFields>[] = [
  { kind: 'search', key: 'cliente', label: 'Buscar cliente', placeholder: 'Nome do cliente' },
  { kind: 'select', key: 'faixa', label: 'Faixa de atraso', options: BUCKET_OPTIONS },
];
const FILTER_BAR = { label: 'Filtros de inadimplência', fields: FILTERS };
