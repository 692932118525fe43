import { Skeleton, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { useHref } from 'react-router-dom';
import type { ContractListItem, SortField } from '../../../api/contracts.schema';
import { contractStatusLabel, paymentTypeLabel } from '../../../lib/labels';
import { DateText, Money } from '../../../ui/format';
import { StatusBadge } from '../../../ui/StatusBadge';
import type { ContractFilters } from './filters';
import { Table } from '../../../ui/Table';
import { useRowNavigation } from '../../../ui/useRowNavigation';

export const CONTRACT_STATUS_COLORS = { ATIVO: 'green', INATIVO: 'gray', DELETADO: 'red' } as const;

function SortHeader({
  label,
  field,
  sort,
  onSort,
}: {
  label: string;
  field: SortField;
  sort: ContractFilters['sort'];
  onSort: (field: SortField) => void;
}) {
  const active = sort?.field === field ? sort.direction : null;
  const ariaSort = active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none';
  const arrow = active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕';
  const next = active === null ? 'crescente' : active === 'asc' ? 'decrescente' : 'sem ordenação';
  return (
    <Table.Th aria-sort={ariaSort} style={{ whiteSpace: 'nowrap' }}>
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

/**
 * The rows: plain elements (no component per cell, no hook) and memoized, so a page
 * re-rendering for a filter or the loading state does not re-render rows whose data did
 * not change. No router hook or `Link` here: those subscribe to the location and would
 * re-render all 50 rows on every filter change (docs/performance.md); the table handles
 * the clicks instead (`useRowNavigation`).
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
      <tbody>
        {Array.from({ length: Math.min(pageSize, 10) }, (_, i) => (
          <tr key={i} aria-hidden>
            {Array.from({ length: 10 }, (__, j) => (
              <td key={j}>
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
    <tbody>
      {items.map((item, index) => (
        // Keyed by position, not id: a new page or filter then updates the text of the rows
        // already in the DOM instead of removing 50 rows and building 50 new ones (half the
        // main-thread time of a filter change, docs/performance.md). The rows hold no state
        // (no input, no selection), so nothing is carried to the wrong contract.
        <tr key={index} data-clickable data-to={`/contratos/${item.id}`}>
          <td>
            <a className="ui-link" href={`${hrefBase}/${item.id}`}>
              {item.numero ?? '—'}
            </a>
          </td>
          <td>
            {/* User text: its own direction (docs/decisions/0831-user-text.md). */}
            <span className="ui-clamp-2" dir="auto">
              {item.cliente?.nome ?? '—'}
            </span>
          </td>
          <td>
            <StatusBadge value={item.status} label={contractStatusLabel} colors={CONTRACT_STATUS_COLORS} />
          </td>
          <td>
            <DateText value={item.data_inicio} />
          </td>
          <td>
            <DateText value={item.proximo_vencimento} />
          </td>
          <td>{paymentTypeLabel(item.tipo_pagamento)}</td>
          <td className="ta-right">
            <Money value={item.total} />
          </td>
          <td className="ta-right">
            <Money value={item.total_proximo_vencimento} />
          </td>
          <td className="ta-center nowrap">{vigencia(item)}</td>
          <td>{item.termos?.tipo_expiracao === 'NUNCA' ? 'sem fim' : <DateText value={item.termos?.data_fim} />}</td>
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
        aria-busy={busy || loading}
        style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }}
        onClick={onClick}
      >
        <caption style={{ position: 'absolute', left: -9999 }}>Contratos recorrentes</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Número</Table.Th>
            <Table.Th>Cliente</Table.Th>
            <Table.Th>Situação</Table.Th>
            <SortHeader label="Início" field="DATA_INICIO" sort={sort} onSort={onSort} />
            <Table.Th>Próx. vencimento</Table.Th>
            <Table.Th>Pagamento</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Próx. cobrança</Table.Th>
            <Table.Th ta="center">Cobranças</Table.Th>
            <SortHeader label="Fim" field="DATA_FIM" sort={sort} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <ContractRows items={items} loading={loading} pageSize={pageSize} hrefBase={hrefBase} />
      </Table>
    </Table.ScrollContainer>
  );
}
