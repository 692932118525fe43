import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { invoiceQueries, type SaleWithoutNoteRow } from '../../../api/invoices';
import { platformToday } from '../../../lib/dates';
import { formatCents } from '../../../lib/money';
import { formatCount } from '../../../lib/text';
import { Alert, Anchor } from '../../../ui/mantine/controls';
import { AppLink } from '../../../ui/plain/AppLink';
import { Figures } from '../../../ui/plain/list/Figures';
import type { FilterDef } from '../../../ui/plain/list/FilterBar';
import { ListScreen } from '../../../ui/plain/list/ListScreen';
import { useListState } from '../../../ui/plain/list/useListState';
import { MISSING_COLUMNS } from './columns';
import { missingList, MONTH_OPTIONS, WORDS, type MissingFilterFields } from './spec';

const EXPORT = { title: 'Exportar vendas sem nota', load: () => import('./export').then((m) => m.MISSING_EXPORT) };
const FILTERS: readonly FilterDef<MissingFilterFields>[] = [
  { kind: 'select', key: 'mes', label: 'Mês das vendas', options: MONTH_OPTIONS },
];
const FILTER_BAR = { label: 'Mês das vendas', fields: FILTERS };
const HEADER = {
  title: 'Vendas sem nota fiscal',
  actions: (
    <Anchor component={AppLink} to="/notas">
      Todas as notas
    </Anchor>
  ),
  notice: (
    <Alert color="blue" role="note" title="A nota é emitida no Conta Azul">
      Cada venda de contrato emitida no mês precisa da sua NFS-e. Aqui estão as que não têm nota, ou cuja nota falhou ou
      foi cancelada. Emita ou corrija a nota no Conta Azul: daqui não é possível emitir nem cancelar notas.
    </Alert>
  ),
};
const TABLE = { caption: 'Vendas de contrato sem nota fiscal', columns: MISSING_COLUMNS, minWidth: 960 };
const NO_ROWS: SaleWithoutNoteRow[] = [];

/** The contract sales of a month that should have an NFS-e and have none. */
export default function MissingNotesPage() {
  const list = useListState(missingList);
  const [today] = useState(platformToday);
  const query = useQuery(invoiceQueries.missing(list.query.mes, today));
  const rows = query.data?.rows ?? NO_ROWS;
  const { pagina, tamanho_pagina } = list.filters;
  const page = useMemo(
    () => rows.slice((pagina - 1) * tamanho_pagina, pagina * tamanho_pagina),
    [rows, pagina, tamanho_pagina],
  );
  const summary = query.data && query.data.rows.length > 0 && (
    <Figures
      label="Resumo das vendas sem nota"
      figures={[
        { label: 'Vendas sem nota', value: formatCount(query.data.rows.length) },
        { label: 'Valor das vendas', value: formatCents(query.data.cents) },
      ]}
    />
  );
  return (
    <ListScreen
      header={HEADER}
      filterBar={FILTER_BAR}
      list={list}
      result={{ query, items: page, total: rows.length }}
      words={WORDS}
      table={{ ...TABLE, above: summary }}
      exportAs={EXPORT}
    />
  );
}
