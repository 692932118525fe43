import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { sessionEnded } from '../../api/portfolio';
import { companyResultsQuery, type CompanyResults } from '../../api/portfolio-results';
import { formatDateTimeBR } from '../../lib/date-time';
import { formatCents } from '../../lib/money';
import { monthLabel } from '../../lib/months';
import { closeOf, figuresMovedSinceClose, type MonthCloseState } from '../../stores/month-close';
import { Anchor, Stack, Text } from '../../ui/mantine/controls';
import { Table } from '../../ui/plain/Table';
import type { PortfolioAccess } from './PortfolioPage';

/** Above this share of open receivables past due, a company needs attention. */
export const OVERDUE_ATTENTION = 0.2;

type SortKey = 'atencao' | 'empresa' | 'mes' | 'ano' | 'atraso';

interface Row {
  key: string;
  name: string;
  results: CompanyResults | undefined;
  failed: string | null;
  closedAt: string | null;
  /** The month's result when it was closed, where its figures moved since. */
  closedResultCents: number | null;
  reasons: string[];
}

const percent = (share: number | null) =>
  share === null
    ? '—'
    : share.toLocaleString('pt-BR', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const shareOf = (r: CompanyResults) => (r.openCents > 0 ? r.overdueCents / r.openCents : null);

function reasonsOf(results: CompanyResults | undefined, closed: boolean, moved: boolean): string[] {
  if (!results) return [];
  const out: string[] = [];
  if (results.monthCents < 0) out.push('prejuízo no mês');
  const share = shareOf(results);
  if (share !== null && share > OVERDUE_ATTENTION) out.push('atraso acima de 20%');
  if (!closed) out.push('mês não fechado');
  if (moved) out.push('mês mudou depois do fechamento');
  return out;
}

/** The result a close kept, where the month's revenue or expenses differ from it now (the month close's rule). */
export function movedSinceClose(close: MonthCloseState, results: CompanyResults): number | null {
  const kept = figuresMovedSinceClose(close, {
    revenue: results.monthRevenueCents,
    expense: results.monthExpenseCents,
  });
  return kept ? kept.revenue - kept.expense : null;
}

const VALUE: Record<SortKey, (r: Row) => number | string> = {
  atencao: (r) => r.reasons.length,
  empresa: (r) => r.name,
  mes: (r) => r.results?.monthCents ?? Number.NEGATIVE_INFINITY,
  ano: (r) => r.results?.yearCents ?? Number.NEGATIVE_INFINITY,
  atraso: (r) => (r.results ? (shareOf(r.results) ?? 0) : Number.NEGATIVE_INFINITY),
};

/** Each company's result of last month and of the year, its overdue share and its close, sortable, with totals. */
export default function PortfolioResults({ access, today }: { access: PortfolioAccess; today: string }) {
  const { companies } = access;
  const queries = useQueries({ queries: companies.map((c) => companyResultsQuery(c.key, today, access.connect)) });
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'atencao', descending: true });
  const month = queries.find((q) => q.data)?.data?.month ?? null;

  const rows: Row[] = companies.map((company, k) => {
    const query = queries[k];
    const results = query?.data;
    const close = results ? closeOf(company.key, results.month) : {};
    const closedAt = close.closedAt ?? null;
    const closedResultCents = results ? movedSinceClose(close, results) : null;
    return {
      key: company.key,
      name: company.name,
      results,
      failed: query?.isError
        ? sessionEnded(query.error)
          ? 'A sessão desta empresa terminou.'
          : query.error instanceof Error
            ? query.error.message
            : 'Erro inesperado.'
        : null,
      closedAt,
      closedResultCents,
      reasons: reasonsOf(results, closedAt !== null, closedResultCents !== null),
    };
  });
  const sorted = [...rows].sort((a, b) => {
    const x = VALUE[sort.key](a);
    const y = VALUE[sort.key](b);
    const order = typeof x === 'string' ? x.localeCompare(y as string, 'pt-BR') : x - (y as number);
    return (sort.descending ? -order : order) || a.name.localeCompare(b.name, 'pt-BR');
  });
  const read = rows.filter((r) => r.results);
  const sum = (pick: (r: CompanyResults) => number) => read.reduce((t, r) => t + pick(r.results as CompanyResults), 0);
  const open = sum((r) => r.openCents);
  const moved = read.filter((r) => r.closedResultCents !== null).length;

  const header = (key: SortKey, label: string, align: 'left' | 'right' = 'right') => {
    const active = sort.key === key;
    return (
      <Table.Th scope="col" ta={align} aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}>
        <button
          type="button"
          className="ui-sort"
          onClick={() => setSort({ key, descending: active ? !sort.descending : key !== 'empresa' })}
        >
          {label}
          <span aria-hidden="true">{active ? (sort.descending ? ' ↓' : ' ↑') : ''}</span>
        </button>
      </Table.Th>
    );
  };

  return (
    <Stack gap="xs">
      <h2 className="ui-title" id="carteira-resultados" style={{ fontSize: 'var(--mantine-h4-font-size)' }}>
        Resultados e fechamento{month ? `: ${monthLabel(month)}` : ''}
      </h2>
      <Text size="sm" c="dimmed">
        Pela data de competência, como na DRE de cada empresa. O ano vai de janeiro ao mês passado. O fechamento é o
        marcado neste navegador. Precisa de atenção: prejuízo no mês, mais de 20% do a receber em atraso, mês não
        fechado ou mudado depois do fechamento.
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="sm" aria-labelledby="carteira-resultados">
          <Table.Thead>
            <Table.Tr>
              {header('empresa', 'Empresa', 'left')}
              {header('mes', 'Resultado do mês')}
              {header('ano', 'Resultado do ano')}
              {header('atraso', 'A receber em atraso')}
              <Table.Th scope="col">Fechamento</Table.Th>
              {header('atencao', 'Atenção', 'left')}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row">
                  <Anchor fz="inherit" href={access.hrefOf(row.key, '/resultados')} fw={600}>
                    {row.name}
                  </Anchor>
                </Table.Th>
                {row.results ? (
                  <>
                    <Table.Td ta="right" className={row.results.monthCents < 0 ? 'ui-negative' : undefined}>
                      {formatCents(row.results.monthCents)}
                    </Table.Td>
                    <Table.Td ta="right" className={row.results.yearCents < 0 ? 'ui-negative' : undefined}>
                      {formatCents(row.results.yearCents)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {percent(shareOf(row.results))}
                      <Text span size="xs" c="dimmed" display="block">
                        {formatCents(row.results.overdueCents)} de {formatCents(row.results.openCents)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor fz="inherit" href={access.hrefOf(row.key, '/resultados/fechamento')}>
                        {row.closedAt ? `Fechado em ${formatDateTimeBR(row.closedAt)}` : 'Em aberto'}
                      </Anchor>
                      {row.closedResultCents !== null && (
                        <Text span size="xs" fw={600} display="block">
                          Mudou depois: no fechamento, resultado de {formatCents(row.closedResultCents)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{row.reasons.length ? row.reasons.join(', ') : 'nada pendente'}</Table.Td>
                  </>
                ) : (
                  <Table.Td colSpan={5} role={row.failed ? 'alert' : undefined}>
                    <Text size="sm" c={row.failed ? 'red' : 'dimmed'}>
                      {row.failed ?? 'Lendo os resultados…'}
                    </Text>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">
                Total
                {read.length < rows.length && (
                  <Text size="xs" c="dimmed" fw={400}>
                    de {read.length} de {rows.length} empresas
                  </Text>
                )}
              </Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatCents(sum((r) => r.monthCents))}
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatCents(sum((r) => r.yearCents))}
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {percent(open > 0 ? sum((r) => r.overdueCents) / open : null)}
              </Table.Td>
              <Table.Td fw={700}>
                {read.filter((r) => r.closedAt).length} de {read.length} fechados
                {moved > 0 && `; ${moved} ${moved === 1 ? 'mudou' : 'mudaram'} depois`}
              </Table.Td>
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
