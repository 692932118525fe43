import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { everyContractQuery } from '../../../api/every-contract';
import { invoiceQueries, type InvoiceRow } from '../../../api/invoices';
import { Alert, Anchor } from '../../../ui/mantine/controls';
import { AppLink } from '../../../ui/plain/AppLink';
import { noteStateOf } from '../../../lib/invoice-matching';
import { formatCents, toCents } from '../../../lib/money';
import { countOf } from '../../../lib/text';
import { Figures } from '../../../ui/plain/list/Figures';
import { ListScreen } from '../../../ui/plain/list/ListScreen';
import { useListState } from '../../../ui/plain/list/useListState';
import { INVOICE_COLUMNS } from './columns';
import { invoiceFilterBar } from './filters';
import { contractOptions, filterInvoiceRows, type ContractName } from './rows';
import { invoicesList, WORDS } from './spec';

const EXPORT = { title: 'Exportar notas', load: () => import('./export').then((m) => m.INVOICE_EXPORT) };
const ACTIONS = (
  <Anchor component={AppLink} to="/notas/sem-nota">
    Vendas sem nota fiscal
  </Anchor>
);
const HEADER = {
  title: 'Notas fiscais',
  actions: ACTIONS,
  notice: (
    <Alert color="blue" role="note" title="Só consulta">
      Aqui estão as notas de serviço (NFS-e), as das vendas de contrato; as NF-e de produtos ficam no Conta Azul. As
      NFS-e são emitidas, corrigidas e canceladas no Conta Azul; daqui não é possível fazer isso, nem baixar o PDF ou o
      XML da nota. Um período longo demora mais: a plataforma entrega as notas em partes de 15 dias.
    </Alert>
  ),
};
const TABLE = { caption: 'Notas fiscais de serviço', columns: INVOICE_COLUMNS, minWidth: 960 };
const NO_ROWS: InvoiceRow[] = [];
const NO_NAMES = new Map<string, ContractName>();

/** What the filter's notes add up to: the issued ones' value (cancelled and failed ones count no value). */
function noteTotals(rows: readonly InvoiceRow[]) {
  let issued = 0;
  let issuedCents = 0;
  let notIssued = 0;
  for (const r of rows) {
    const state = noteStateOf(r.note.status);
    if (state === 'issued') {
      issued++;
      issuedCents += toCents(r.note.valor_total_nfse ?? 0);
    } else if (state !== 'cancelled') notIssued++;
  }
  return { issued, issuedCents, notIssued };
}

/** NFS-e of a period of any length; filtered, sorted and paged here. */
export default function InvoicesPage() {
  const list = useListState(invoicesList);
  const { de, ate } = list.query;
  const query = useQuery(invoiceQueries.list(de, ate));
  const all = query.data ?? NO_ROWS;
  const rows = useMemo(() => filterInvoiceRows(all, list.query), [all, list.query]);
  // The contracts' numbers name the filter's options; until they come (or if they fail), their customers do.
  const contracts = useQuery(everyContractQuery());
  const names = useMemo(
    () => (contracts.data ? new Map(contracts.data.map((c) => [c.id, c])) : NO_NAMES),
    [contracts.data],
  );
  const chosen = list.filters.contrato;
  const filterBar = useMemo(() => invoiceFilterBar(contractOptions(all, chosen, names)), [all, chosen, names]);
  const { pagina, tamanho_pagina } = list.filters;
  const page = useMemo(
    () => rows.slice((pagina - 1) * tamanho_pagina, pagina * tamanho_pagina),
    [rows, pagina, tamanho_pagina],
  );
  const totals = useMemo(() => noteTotals(rows), [rows]);
  const table = useMemo(
    () => ({
      ...TABLE,
      above: query.data ? (
        <Figures
          label="Totais do filtro"
          size="lg"
          figures={[
            { label: 'Notas no filtro', value: String(rows.length) },
            {
              label: `Valor das emitidas (${countOf(totals.issued, 'nota', 'notas')})`,
              value: formatCents(totals.issuedCents),
              color: 'green',
            },
            { label: 'Com falha ou em andamento', value: String(totals.notIssued) },
          ]}
        />
      ) : null,
    }),
    [query.data, rows.length, totals],
  );
  return (
    <ListScreen
      header={HEADER}
      filterBar={filterBar}
      list={list}
      result={{ query, items: page, total: rows.length }}
      words={WORDS}
      table={table}
      exportAs={EXPORT}
    />
  );
}
