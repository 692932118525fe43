import { Fragment } from 'react';
import type { CategoryFlow, FlowRow } from '../../lib/category-flow';
import { formatCents } from '../../lib/money';
import { monthStage, periodLabel } from '../../lib/period-label';
import { Anchor } from '../../ui/mantine/controls';
import { AppLink } from '../../ui/plain/AppLink';
import { Table } from '../../ui/plain/Table';
import { flowHref } from './links';

const PER_TABLE = 4;
const label = (month: string) => periodLabel({ from: month, to: month }, 'month', 'short');

function Figure({ cents, href, what }: { cents: number; href: string | null; what: string }) {
  const text = (
    <>
      <span className="ui-dimmed">{what} </span>
      <span className={cents < 0 ? 'ui-negative' : undefined}>{formatCents(cents)}</span>
    </>
  );
  return (
    <div>
      {href && cents !== 0 ? (
        <Anchor component={AppLink} to={href} fz="inherit">
          {text}
        </Anchor>
      ) : (
        text
      )}
    </div>
  );
}

/** Realised and forecast per category and month, money in then out, and the month's net; every figure opens its entries. */
export function CashFlowTable({ flow, today }: { flow: CategoryFlow; today: string }) {
  const tables: number[][] = [];
  for (let start = 0; start < flow.months.length; start += PER_TABLE)
    tables.push(flow.months.slice(start, start + PER_TABLE).map((_, k) => start + k));
  const cells = (row: FlowRow | null, columns: number[]) =>
    columns.map((i) => {
      const month = flow.months[i] as string;
      const realized = row ? (row.realized[i] as number) : (flow.net.realized[i] as number);
      const forecast = row ? (row.forecast[i] as number) : (flow.net.forecast[i] as number);
      // A past month has nothing left to forecast (what is overdue counts in this one), a later
      // one nothing paid yet, and contracts not yet invoiced are never paid as such: each shows
      // the figure it can have, and any other that is not zero.
      const stage = monthStage(month, today);
      const past = stage === null;
      const unpaid = stage === 'a realizar' || row?.kind === 'contracts';
      const showRealized = !unpaid || realized !== 0;
      const showForecast = !past || forecast !== 0;
      return (
        <Table.Td key={i} ta="right" style={{ whiteSpace: 'nowrap' }}>
          {showRealized && (
            <Figure cents={realized} what="real." href={row && flowHref(row, 'realized', month, today)} />
          )}
          {showForecast && (
            <Figure cents={forecast} what="prev." href={row && flowHref(row, 'forecast', month, today)} />
          )}
          {!showRealized && !showForecast && <span className="ui-dimmed">—</span>}
        </Table.Td>
      );
    });
  return (
    <>
      {tables.map((columns) => (
        <Table.ScrollContainer key={columns[0]} minWidth={900}>
          <Table
            highlightOnHover
            aria-label={`Fluxo de caixa por categoria, ${label(flow.months[columns[0] as number] as string)} a ${label(flow.months[columns.at(-1) as number] as string)}`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Categoria</Table.Th>
                {columns.map((i) => (
                  <Table.Th key={i} scope="col" ta="right">
                    {label(flow.months[i] as string)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(['RECEITA', 'DESPESA'] as const).map((side) => (
                <Fragment key={side}>
                  <Table.Tr className="results-total">
                    <Table.Th scope="rowgroup" colSpan={columns.length + 1}>
                      {side === 'RECEITA' ? 'Entradas' : 'Saídas'}
                    </Table.Th>
                  </Table.Tr>
                  {flow.rows
                    .filter((r) => r.side === side)
                    .map((r) => (
                      <Table.Tr key={r.key}>
                        <Table.Th scope="row" style={{ minWidth: '12rem' }}>
                          {r.label}
                        </Table.Th>
                        {cells(r, columns)}
                      </Table.Tr>
                    ))}
                </Fragment>
              ))}
              <Table.Tr className="results-total">
                <Table.Th scope="row">Saldo do mês</Table.Th>
                {cells(null, columns)}
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ))}
    </>
  );
}
