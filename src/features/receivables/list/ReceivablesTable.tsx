import { Button, Skeleton, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import type { Receivable, ReceivableSortField } from '../../../api/receivables';
import { RECEIVABLE_STATUS_COLORS } from '../../../lib/receivable-labels';
import { DateText, Money } from '../../../ui/format';
import { StatusBadge } from '../../../ui/StatusBadge';
import { UserText } from '../../../ui/UserText';
import type { ReceivableFilters } from './filters';
import { Table } from '../../../ui/Table';

const COLUMNS = 8;

function SortHeader({
  label,
  field,
  sort,
  onSort,
  align,
}: {
  label: string;
  field: ReceivableSortField;
  sort: ReceivableFilters['sort'];
  onSort: (field: ReceivableSortField) => void;
  align?: 'right';
}) {
  const active = sort?.field === field ? sort.direction : null;
  const ariaSort = active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none';
  const arrow = active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕';
  const next = active === null ? 'crescente' : active === 'asc' ? 'decrescente' : 'sem ordenação';
  return (
    <Table.Th aria-sort={ariaSort} ta={align} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton onClick={() => onSort(field)} fw={700} fz="sm" title={`Ordenar por ${label.toLowerCase()}: ${next}`}>
        {label} <span aria-hidden>{arrow}</span>
        <VisuallyHidden>, ordenar {next}</VisuallyHidden>
      </UnstyledButton>
    </Table.Th>
  );
}

export function ReceivablesTable({
  items,
  loading,
  busy,
  sort,
  onSort,
  pageSize,
}: {
  items: Receivable[];
  loading: boolean;
  busy: boolean;
  sort: ReceivableFilters['sort'];
  onSort: (field: ReceivableSortField) => void;
  pageSize: number;
}) {
  // The settlement page's "back" returns to this exact view (filters, page, sort).
  const location = useLocation();
  const back = { from: `${location.pathname}${location.search}` };
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-busy={busy || loading} stale={busy}>
        <caption style={{ position: 'absolute', left: -9999 }}>Parcelas a receber</caption>
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Vencimento" field="DATA_VENCIMENTO" sort={sort} onSort={onSort} />
            <Table.Th>Cliente</Table.Th>
            <Table.Th>Descrição</Table.Th>
            <SortHeader label="Total" field="VALOR" sort={sort} onSort={onSort} align="right" />
            <Table.Th ta="right">Recebido</Table.Th>
            <Table.Th ta="right">Em aberto</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? Array.from({ length: Math.min(pageSize, 10) }, (_, i) => (
                <Table.Tr key={i} aria-hidden>
                  {Array.from({ length: COLUMNS }, (__, j) => (
                    <Table.Td key={j}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <DateText value={item.data_vencimento} />
                  </Table.Td>
                  <Table.Td>
                    <UserText size="sm" lineClamp={2}>
                      {item.cliente ? item.cliente.nome || '—' : 'Sem cliente'}
                    </UserText>
                  </Table.Td>
                  <Table.Td>
                    <UserText size="sm" lineClamp={2}>
                      {item.descricao || '—'}
                    </UserText>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money value={item.total} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money value={item.pago} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money value={item.nao_pago} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap', minWidth: 150 }}>
                    <StatusBadge value={item.status} label={() => item.statusLabel} colors={RECEIVABLE_STATUS_COLORS} />
                  </Table.Td>
                  <Table.Td>
                    {item.settleable && (
                      <Button
                        component={Link}
                        to={`/recebiveis/${encodeURIComponent(item.id)}/baixa`}
                        state={back}
                        size="compact-sm"
                        variant="light"
                        aria-label={`Registrar baixa: ${item.descricao ?? ''}`}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        Registrar baixa
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
