import { Skeleton, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { useHref } from 'react-router-dom';
import type { ContractListItem, SortField } from '../../../api/contracts.schema';
import { contractStatusLabel, paymentTypeLabel } from '../../../lib/labels';
import { formatDateBR } from '../../../lib/dates';
import { formatBRL } from '../../../lib/money';
import { badgeColor } from '../../../ui/StatusBadge';
import type { ContractFilters } from './filters';
import { Table } from '../../../ui/Table';
import { useRowNavigation } from '../../../ui/useRowNavigation';

/**
 * The columns (rem, so they follow the font size): fixed widths for the short values, the
 * customer and the payment method share what is left. They add up to the scroll
 * container's minimum width (1100 px), below which the table scrolls sideways.
 */
const COLUMNS = '5rem minmax(8rem, 1.5fr) 6.25rem 6.75rem 7rem minmax(7rem, 1fr) 8rem 8rem 6rem 6.75rem';

export const CONTRACT_STATUS_COLORS = { ATIVO: 'green', INATIVO: 'gray', DELETADO: 'red' } as const;

function SortHeader({
  label,
  field,
  active,
  onSort,
}: {
  label: string;
  field: SortField;
  /** The direction when the list is sorted by this column. */
  active: 'asc' | 'desc' | null;
  onSort: (field: SortField) => void;
}) {
  const ariaSort = active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none';
  const arrow = active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕';
  const next = active === null ? 'crescente' : active === 'asc' ? 'decrescente' : 'sem ordenação';
  return (
    <Table.Th role="columnheader" aria-sort={ariaSort} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton
        onClick={() => onSort(field)}
        fw={700}
        fz="sm"
        title={`Ordenar por ${label.toLowerCase()}: ${next}`}
      >
        {label} <span aria-hidden>{arrow}</span>
        <VisuallyHidden>, ordenar {next}</VisuallyHidden>
      </UnstyledButton>
    </Table.Th>
  );
}

function vigencia(item: ContractListItem): string {
  const made = item.termos?.vigencia_atual;
  const total = item.termos?.vigencia_total;
  const open = item.termos?.tipo_expiracao === 'NUNCA';
  return `${made ?? '—'} / ${open || total === null || total === undefined ? '∞' : total}`;
}

/** The header row, memoized: it changes with the sort only. */
const ContractsHead = memo(function ContractsHead({
  sortField,
  direction,
  onSort,
}: {
  sortField: SortField | undefined;
  direction: 'asc' | 'desc' | undefined;
  onSort: (field: SortField) => void;
}) {
  const active = (field: SortField) => (sortField === field ? (direction ?? null) : null);
  return (
    <Table.Thead role="rowgroup">
      <Table.Tr role="row">
        <Table.Th role="columnheader">Número</Table.Th>
        <Table.Th role="columnheader">Cliente</Table.Th>
        <Table.Th role="columnheader">Situação</Table.Th>
        <SortHeader label="Início" field="DATA_INICIO" active={active('DATA_INICIO')} onSort={onSort} />
        <Table.Th role="columnheader">Próx. vencimento</Table.Th>
        <Table.Th role="columnheader">Pagamento</Table.Th>
        <Table.Th role="columnheader" ta="right">
          Total
        </Table.Th>
        <Table.Th role="columnheader" ta="right">
          Próx. cobrança
        </Table.Th>
        <Table.Th role="columnheader" ta="center">
          Cobranças
        </Table.Th>
        <SortHeader label="Fim" field="DATA_FIM" active={active('DATA_FIM')} onSort={onSort} />
      </Table.Tr>
    </Table.Thead>
  );
});

/**
 * The rows: plain elements (no component per cell, text straight in the cells, no hook)
 * and memoized, so a page re-rendering for a filter or the loading state does not
 * re-render rows whose data did not change. No router hook or `Link` here: those
 * subscribe to the location and would re-render all 50 rows on every filter change; the
 * table handles the clicks instead (`useRowNavigation`). Decision 0008.
 */
const ContractRows = memo(function ContractRows({
  items,
  loading,
  pageSize,
  hrefBase,
}: {
  items: ContractListItem[];
  loading: boolean;
  pageSize: number;
  hrefBase: string;
}) {
  if (loading) {
    return (
      <tbody role="rowgroup">
        {Array.from({ length: Math.min(pageSize, 10) }, (_, i) => (
          <tr key={i} role="row" aria-hidden>
            {Array.from({ length: 10 }, (__, j) => (
              <td key={j} role="cell">
                {/* As tall as a line of a data row: the rows do not shift when the data arrives. */}
                <Skeleton height={21} radius="sm" />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    );
  }
  return (
    <tbody role="rowgroup">
      {items.map((item, index) => (
        // Keyed by position, not id: a new page or filter then updates the text of the rows
        // already in the DOM instead of removing 50 rows and building 50 new ones (decision
        // 0008). The rows hold no state (no input, no selection), so nothing is carried to
        // the wrong contract.
        <tr key={index} role="row" data-clickable>
          <td role="cell">
            <a className="ui-link" data-row-link href={`${hrefBase}/${item.id}`}>
              {item.numero ?? '—'}
            </a>
          </td>
          <td role="cell">
            {/* User text: its own direction (docs/decisions/0831-user-text.md). */}
            <span className="ui-clamp-2" dir="auto">
              {item.cliente?.nome ?? '—'}
            </span>
          </td>
          <td role="cell">
            {item.status ? (
              <span className="ui-badge" data-color={badgeColor(item.status, CONTRACT_STATUS_COLORS)}>
                {contractStatusLabel(item.status)}
              </span>
            ) : (
              '—'
            )}
          </td>
          <td role="cell" className="nowrap">
            {formatDateBR(item.data_inicio)}
          </td>
          <td role="cell" className="nowrap">
            {formatDateBR(item.proximo_vencimento)}
          </td>
          <td role="cell">{paymentTypeLabel(item.tipo_pagamento)}</td>
          <td role="cell" className="ta-right ui-money">
            {formatBRL(item.total)}
          </td>
          <td role="cell" className="ta-right ui-money">
            {formatBRL(item.total_proximo_vencimento)}
          </td>
          <td role="cell" className="ta-center nowrap">
            {vigencia(item)}
          </td>
          <td role="cell" className="nowrap">
            {item.termos?.tipo_expiracao === 'NUNCA' ? 'sem fim' : formatDateBR(item.termos?.data_fim)}
          </td>
        </tr>
      ))}
    </tbody>
  );
});

export function ContractsTable({
  items,
  loading,
  sort,
  onSort,
  pageSize,
  busy,
}: {
  items: ContractListItem[];
  loading: boolean;
  sort: ContractFilters['sort'];
  onSort: (field: SortField) => void;
  pageSize: number;
  busy: boolean;
}) {
  const onClick = useRowNavigation();
  const hrefBase = useHref('/contratos');
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        columns={COLUMNS}
        aria-busy={busy || loading}
        stale={busy}
        onClick={onClick}
      >
        <caption style={{ position: 'absolute', left: -9999 }}>Contratos recorrentes</caption>
        <ContractsHead sortField={sort?.field} direction={sort?.direction} onSort={onSort} />
        <ContractRows items={items} loading={loading} pageSize={pageSize} hrefBase={hrefBase} />
      </Table>
    </Table.ScrollContainer>
  );
}
