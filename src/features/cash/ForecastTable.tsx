import type { ReactNode } from 'react';
import { OPEN_RECEIVABLE_STATUSES } from '../../lib/ledger-view';
import { closesNegative, type Forecast, type ForecastPeriod, type Scenario } from '../../lib/forecast';
import { formatCents } from '../../lib/money';
import { Anchor, Skeleton, Text } from '../../ui/mantine/controls';
import { Table } from '../../ui/plain/Table';
import { payablesHref, receivablesHref } from '../../ui/plain/list-links';
import { overdueFilter } from './overdue';
import { periodLabelParts } from '../../lib/period-label';
import { isComplete, isIncomplete, type ForecastParts } from './useCashForecast';
import { AppLink } from '../../ui/plain/AppLink';

/** A money cell: a placeholder until its part arrives; a dash when the part could not be read (`lost`). */
function Cell({
  ready,
  lost,
  children,
  strong,
}: {
  ready: boolean;
  lost: boolean;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Table.Td ta="right" fw={strong ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
      {ready ? (
        children
      ) : lost ? (
        <Text span c="dimmed" size="sm">
          —<span className="ui-visually-hidden"> não lido</span>
        </Text>
      ) : (
        <Skeleton height={14} width={80} ml="auto" aria-label="carregando" />
      )}
    </Table.Td>
  );
}

const filterOf = (p: ForecastPeriod) => ({
  status: [...OPEN_RECEIVABLE_STATUSES],
  data_vencimento_de: p.from,
  data_vencimento_ate: p.to,
});

function Closing({ cents }: { cents: number }) {
  return cents < 0 ? (
    <span className="cash-negative">
      {formatCents(cents)}
      <span className="ui-visually-hidden"> (negativo)</span>
    </span>
  ) : (
    formatCents(cents)
  );
}

/**
 * A row's period, each part on one line: a partial month's start ("(de 07/12)") may go to a
 * second one, so the twelve months fit beside the navigation at 1280 px.
 */
function RowLabel({ period, granularity }: { period: ForecastPeriod; granularity: Forecast['granularity'] }) {
  const [name, start] = periodLabelParts(period, granularity);
  return (
    <>
      <span className="nowrap">{name}</span>
      {start && (
        <>
          {' '}
          <span className="nowrap">{start}</span>
        </>
      )}
    </>
  );
}

/** The forecast's figures, the chart's accessible twin: every amount links to the records behind it. */
export function ForecastTable({
  forecast: f,
  parts,
  lost,
  scenario,
  onContracts,
}: {
  forecast: Forecast;
  parts: ForecastParts;
  lost: ForecastParts;
  scenario: Scenario;
  onContracts: (index: number) => void;
}) {
  const all = isComplete(parts, scenario);
  const some = isIncomplete(lost, scenario);
  const sum = (pick: (p: ForecastPeriod) => number) => f.periods.reduce((s, p) => s + pick(p), 0);
  const last = f.periods[f.periods.length - 1];
  const overdue = overdueFilter(f.today);
  const off = (
    <Text span c="dimmed" size="sm">
      não incluído
    </Text>
  );
  /**
   * What is overdue, counted in the first period: a line under that period's money in or out,
   * linking to its records. Left out, it is not in the table (the lines above it say so).
   */
  const overdueLine = (counted: boolean, href: string, cents: number) =>
    counted && cents !== 0 ? (
      <Text span size="xs" className="cash-overdue-line">
        +{' '}
        <Anchor component={AppLink} to={href} fz="inherit">
          {formatCents(cents)}
        </Anchor>{' '}
        em atraso
      </Text>
    ) : null;
  const overdueIn = (cents: number) => overdueLine(scenario.overdueReceivables, receivablesHref(overdue), cents);
  const overdueOut = (cents: number) => overdueLine(scenario.overduePayables, payablesHref(overdue), cents);
  return (
    // Six columns: twelve months of seven-digit figures fit 1280 px beside the navigation.
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label="Projeção de caixa" className="cash-forecast">
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="left">{f.granularity === 'week' ? 'Semana' : 'Mês'}</Table.Th>
            <Table.Th ta="right">Saldo inicial</Table.Th>
            <Table.Th ta="right">A receber</Table.Th>
            <Table.Th ta="right">Contratos a faturar</Table.Th>
            <Table.Th ta="right">A pagar</Table.Th>
            <Table.Th ta="right">Saldo final</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {f.periods.map((p, i) => (
            <Table.Tr key={p.from} data-negative={closesNegative(p) || undefined}>
              <Table.Th scope="row" fw={500} ta="left" miw={f.granularity === 'week' ? 96 : 120}>
                <RowLabel period={p} granularity={f.granularity} />
              </Table.Th>
              <Cell ready={parts.balances && (i === 0 || all)} lost={lost.balances || (i > 0 && some)}>
                {i === 0 ? <Anchor href="#saldos">{formatCents(p.openingCents)}</Anchor> : formatCents(p.openingCents)}
              </Cell>
              <Cell ready={parts.receivables} lost={lost.receivables}>
                <Anchor component={AppLink} to={receivablesHref(filterOf(p))}>
                  {formatCents(p.inCents)}
                </Anchor>
                {i === 0 && overdueIn(p.overdueInCents)}
              </Cell>
              <Cell ready={parts.contracts || !scenario.contracts} lost={lost.contracts}>
                {scenario.contracts ? (
                  <Anchor component="button" type="button" onClick={() => onContracts(i)}>
                    {formatCents(p.contractsCents)}
                  </Anchor>
                ) : (
                  off
                )}
              </Cell>
              <Cell ready={parts.payables} lost={lost.payables}>
                <Anchor component={AppLink} to={payablesHref(filterOf(p))}>
                  {formatCents(p.outCents)}
                </Anchor>
                {i === 0 && overdueOut(p.overdueOutCents)}
              </Cell>
              <Cell ready={all} lost={some} strong>
                <Closing cents={p.closingCents} />
              </Cell>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" ta="left">
              Total
            </Table.Th>
            <Cell ready={parts.balances} lost={lost.balances}>
              {formatCents(f.openingCents)}
            </Cell>
            <Cell ready={parts.receivables} lost={lost.receivables}>
              {formatCents(sum((p) => p.inCents))}
              {overdueIn(sum((p) => p.overdueInCents))}
            </Cell>
            <Cell ready={parts.contracts || !scenario.contracts} lost={lost.contracts}>
              {formatCents(sum((p) => p.contractsCents))}
            </Cell>
            <Cell ready={parts.payables} lost={lost.payables}>
              {formatCents(sum((p) => p.outCents))}
              {overdueOut(sum((p) => p.overdueOutCents))}
            </Cell>
            <Cell ready={all} lost={some} strong>
              {last ? <Closing cents={last.closingCents} /> : '—'}
            </Cell>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
