import { Anchor, Skeleton, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import type { ContractListItem, SortField } from '../../../api/contracts.schema';
import { contractStatusLabel, paymentTypeLabel } from '../../../lib/labels';
import { DateText, Money } from '../../../ui/format';
import { StatusBadge } from '../../../ui/StatusBadge';
import { UserText } from '../../../ui/UserText';
import type { ContractFilters } from './filters';

export const CONTRACT_STATUS_COLORS = { ATIVO: 'green', INATIVO: 'gray', DELETADO: 'red' } as const;

function SortHeader({ label, field, sort, onSort }: { label: string; field: SortField; sort: ContractFilters['sort']; onSort: (field: SortField) => void }) {
  const active = sort?.field === field ? sort.direction : null;
  const ariaSort = active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none';
  const arrow = active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕';
  const next = active === null ? 'crescente' : active === 'asc' ? 'decrescente' : 'sem ordenação';
  return (
    <Table.Th aria-sort={ariaSort} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton onClick={() => onSort(field)} fw={700} fz="sm" title={`Ordenar por ${label.toLowerCase()}: ${next}`}>
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
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-busy={busy || loading} style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }}>
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
        <Table.Tbody>
          {loading
            ? Array.from({ length: Math.min(pageSize, 10) }, (_, i) => (
                <Table.Tr key={i} aria-hidden>
                  {Array.from({ length: 10 }, (__, j) => (
                    <Table.Td key={j}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : items.map((item) => (
                <Table.Tr key={item.id} data-clickable onClick={() => navigate(`/contratos/${item.id}`)}>
                  <Table.Td>
                    <Anchor component={Link} to={`/contratos/${item.id}`} onClick={(e) => e.stopPropagation()} fw={600}>
                      {item.numero ?? '—'}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <UserText size="sm" lineClamp={2}>
                      {item.cliente?.nome ?? '—'}
                    </UserText>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge value={item.status} label={contractStatusLabel} colors={CONTRACT_STATUS_COLORS} />
                  </Table.Td>
                  <Table.Td>
                    <DateText value={item.data_inicio} />
                  </Table.Td>
                  <Table.Td>
                    <DateText value={item.proximo_vencimento} />
                  </Table.Td>
                  <Table.Td>{paymentTypeLabel(item.tipo_pagamento)}</Table.Td>
                  <Table.Td ta="right">
                    <Money value={item.total} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money value={item.total_proximo_vencimento} />
                  </Table.Td>
                  <Table.Td ta="center" style={{ whiteSpace: 'nowrap' }}>
                    {vigencia(item)}
                  </Table.Td>
                  <Table.Td>{item.termos?.tipo_expiracao === 'NUNCA' ? 'sem fim' : <DateText value={item.termos?.data_fim} />}</Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
