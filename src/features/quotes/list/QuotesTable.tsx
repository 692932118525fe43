import { Anchor, Checkbox, Skeleton, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { QuoteListItem, QuoteSortField } from '../../../api/quotes.schema';
import { DateText, Money } from '../../../ui/format';
import { StatusBadge } from '../../../ui/StatusBadge';
import { UserText } from '../../../ui/UserText';
import { QUOTE_SITUATION_COLORS, quoteSituationLabel } from '../labels';
import type { QuoteFilters } from './filters';
import { Table } from '../../../ui/Table';

function SortHeader({
  label,
  field,
  sort,
  onSort,
  align,
}: {
  label: string;
  field: QuoteSortField;
  sort: QuoteFilters['sort'];
  onSort: (field: QuoteSortField) => void;
  align?: 'right';
}) {
  const active = sort?.field === field ? sort.direction : null;
  const ariaSort = active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none';
  const arrow = active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕';
  const next = active === null ? 'crescente' : active === 'asc' ? 'decrescente' : 'sem ordenação';
  return (
    <Table.Th aria-sort={ariaSort} ta={align} style={{ whiteSpace: 'nowrap' }}>
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

export function QuotesTable({
  items,
  loading,
  busy,
  sort,
  onSort,
  pageSize,
  selected,
  onToggle,
  onTogglePage,
}: {
  items: QuoteListItem[];
  loading: boolean;
  busy: boolean;
  sort: QuoteFilters['sort'];
  onSort: (field: QuoteSortField) => void;
  pageSize: number;
  selected: ReadonlySet<string>;
  onToggle: (item: QuoteListItem, checked: boolean) => void;
  onTogglePage: (checked: boolean) => void;
}) {
  const onPage = items.filter((i) => selected.has(i.id)).length;
  const all = items.length > 0 && onPage === items.length;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        aria-busy={busy || loading}
        stale={busy}
      >
        <caption style={{ position: 'absolute', left: -9999 }}>Orçamentos</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Selecionar todos os orçamentos da página"
                checked={all}
                indeterminate={onPage > 0 && !all}
                disabled={loading || items.length === 0}
                onChange={(e) => onTogglePage(e.currentTarget.checked)}
              />
            </Table.Th>
            <SortHeader label="Número" field="NUMERO" sort={sort} onSort={onSort} />
            <SortHeader label="Cliente" field="CLIENTE" sort={sort} onSort={onSort} />
            <SortHeader label="Data" field="DATA" sort={sort} onSort={onSort} />
            <Table.Th>Situação</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? Array.from({ length: Math.min(pageSize, 10) }, (_, i) => (
                <Table.Tr key={i} aria-hidden>
                  {Array.from({ length: 6 }, (__, j) => (
                    <Table.Td key={j}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : items.map((item) => (
                <Table.Tr key={item.id} bg={selected.has(item.id) ? 'var(--mantine-primary-color-light)' : undefined}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Selecionar o orçamento nº ${item.numero ?? '—'}`}
                      checked={selected.has(item.id)}
                      onChange={(e) => onToggle(item, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/orcamentos/${item.id}`}
                      fw={600}
                      aria-label={`Orçamento nº ${item.numero ?? '—'}`}
                    >
                      {item.numero ?? '—'}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <UserText size="sm" lineClamp={2}>
                      {item.cliente?.nome ?? '—'}
                    </UserText>
                  </Table.Td>
                  <Table.Td>
                    <DateText value={item.data_orcamento} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge value={item.situacao} label={quoteSituationLabel} colors={QUOTE_SITUATION_COLORS} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money value={item.total} />
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
