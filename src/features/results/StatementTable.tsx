import { Fragment, useState } from 'react';
import type { Basis } from '../../api/results';
import type { Dre, DreRow } from '../../lib/dre';
import { formatCents } from '../../lib/money';
import { periodLabel } from '../../lib/period-label';
import { Anchor } from '../../ui/mantine/controls';
import { AppLink } from '../../ui/plain/AppLink';
import { Table } from '../../ui/plain/Table';
import { cellHref, columnInterval } from './links';

function Amount({ cents }: { cents: number }) {
  return cents < 0 ? (
    <span className="results-negative">
      {formatCents(cents)}
      <span className="ui-visually-hidden"> (negativo)</span>
    </span>
  ) : (
    <>{formatCents(cents)}</>
  );
}

/** The statement: one row per line (expandable to its categories), one column per month and the total; every cell of a line or category opens its entries. */
export function StatementTable({ dre, basis }: { dre: Dre; basis: Basis }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const last = columnInterval(dre.months, null).to;
  const toggle = (key: string) =>
    setOpen((now) => {
      const next = new Set(now);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const cells = (row: DreRow) =>
    [...row.cents.map((c, i) => [c, i] as const), [row.totalCents, null] as const].map(([cents, i]) => {
      const { from, to } = columnInterval(dre.months, i);
      const href = cellHref(row, basis, from, to, last);
      return (
        <Table.Td key={i ?? 'total'} ta="right" style={{ whiteSpace: 'nowrap' }} fw={i === null ? 600 : undefined}>
          {href && cents !== 0 ? (
            <Anchor component={AppLink} to={href}>
              <Amount cents={cents} />
            </Anchor>
          ) : (
            <Amount cents={cents} />
          )}
        </Table.Td>
      );
    });
  const heading = (row: DreRow) => (
    <Table.Th scope="row" style={{ paddingLeft: `${0.75 + row.depth * 1.25}rem`, minWidth: '16rem' }}>
      {row.categories.length ? (
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
  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table striped={false} highlightOnHover aria-label="Demonstração do resultado">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Linha</Table.Th>
            {dre.months.map((m) => (
              <Table.Th key={m} scope="col" ta="right">
                {periodLabel({ from: m, to: m }, 'month', 'short')}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              Total
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {dre.rows.map((row) => (
            <Fragment key={row.key}>
              <Table.Tr className={row.kind === 'total' ? 'results-total' : undefined}>
                {heading(row)}
                {cells(row)}
              </Table.Tr>
              {open.has(row.key) &&
                row.categories.map((c) => (
                  <Table.Tr key={c.key}>
                    {heading(c)}
                    {cells(c)}
                  </Table.Tr>
                ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
