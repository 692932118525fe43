import { Fragment, useState } from 'react';
import type { Basis } from '../../api/results';
import type { Dre, DreRow } from '../../lib/dre';
import { formatCents } from '../../lib/money';
import { monthStage, periodLabel } from '../../lib/period-label';
import { Anchor } from '../../ui/mantine/controls';
import { AppLink } from '../../ui/plain/AppLink';
import { Table } from '../../ui/plain/Table';
import { cellHref, columnInterval } from './links';

function Amount({ cents }: { cents: number }) {
  return cents < 0 ? (
    <span className="ui-negative">
      {formatCents(cents)}
      <span className="ui-visually-hidden"> (negativo)</span>
    </span>
  ) : (
    <>{formatCents(cents)}</>
  );
}

/** Months per table: four quarters of three months (the last with the period's total) fit a 1280-pixel screen. */
const PER_TABLE = 3;

/**
 * The statement: one row per line (expandable to its categories, from the first table), one
 * column per month, the period's total last; every cell of a line or category opens its entries.
 */
/** `today` marks the month it falls in as partial and the months after it as to come. */
export function StatementTable({ dre, basis, today }: { dre: Dre; basis: Basis; today: string }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const last = columnInterval(dre.months, null).to;
  const toggle = (key: string) =>
    setOpen((now) => {
      const next = new Set(now);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const cells = (row: DreRow, columns: readonly (number | null)[]) =>
    columns.map((i) => {
      const cents = i === null ? row.totalCents : (row.cents[i] as number);
      const { from, to } = columnInterval(dre.months, i);
      const href = cellHref(row, basis, from, to, last);
      return (
        <Table.Td key={i ?? 'total'} ta="right" style={{ whiteSpace: 'nowrap' }} fw={i === null ? 600 : undefined}>
          {href && cents !== 0 ? (
            // The cell's size: a figure that opens its entries reads as the plain ones beside it.
            <Anchor component={AppLink} to={href} fz="inherit">
              <Amount cents={cents} />
            </Anchor>
          ) : (
            <Amount cents={cents} />
          )}
        </Table.Td>
      );
    });
  const heading = (row: DreRow, toggles: boolean) => (
    <Table.Th scope="row" style={{ paddingLeft: `${0.75 + row.depth * 1.25}rem`, minWidth: '14rem' }}>
      {row.categories.length && toggles ? (
        <button
          type="button"
          className="results-toggle"
          aria-expanded={open.has(row.key)}
          onClick={() => toggle(row.key)}
        >
          <span aria-hidden="true">{open.has(row.key) ? '▾ ' : '▸ '}</span>
          {row.label}
        </button>
      ) : (
        row.label
      )}
    </Table.Th>
  );
  const tables: (number | null)[][] = [];
  for (let start = 0; start < dre.months.length; start += PER_TABLE)
    tables.push(dre.months.slice(start, start + PER_TABLE).map((_, k) => start + k));
  (tables[tables.length - 1] as (number | null)[]).push(null);
  return (
    <>
      {tables.map((columns, t) => (
        <Table.ScrollContainer key={t} minWidth={900}>
          <Table
            striped={false}
            highlightOnHover
            aria-label={`Demonstração do resultado, ${label(dre.months[columns[0] as number] as string)} a ${label(dre.months[columns.filter((c) => c !== null).at(-1) as number] as string)}`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Linha</Table.Th>
                {columns.map((i) => (
                  <Table.Th key={i ?? 'total'} scope="col" ta="right">
                    {i === null ? 'Total' : label(dre.months[i] as string)}
                    {i !== null && <MonthStage month={dre.months[i] as string} today={today} />}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dre.rows.map((row) => (
                <Fragment key={row.key}>
                  <Table.Tr className={row.kind === 'total' ? 'results-total' : undefined}>
                    {heading(row, t === 0)}
                    {cells(row, columns)}
                  </Table.Tr>
                  {open.has(row.key) &&
                    row.categories.map((c) => (
                      <Table.Tr key={c.key} className="results-category">
                        {heading(c, false)}
                        {cells(c, columns)}
                      </Table.Tr>
                    ))}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ))}
    </>
  );
}

const label = (month: string) => periodLabel({ from: month, to: month }, 'month', 'short');

/** Under a month's heading: "parcial" for the month under way, "a realizar" for those after it. */
function MonthStage({ month, today }: { month: string; today: string }) {
  const stage = monthStage(month, today);
  return stage && <span className="results-month-stage">{stage}</span>;
}
