import { memo, useMemo, useState, type ChangeEvent, type MouseEvent, type ReactNode } from 'react';
import { keepSameItems } from '../../../lib/same-data';
import { useAppHref } from '../AppLink';
import { ScrollContainer, TableRoot, type ColumnWidth } from '../TableRoot';
import { PlainSkeleton } from '../controls';
import { useRowNavigation } from '../useRowNavigation';
import { useStableCallback } from '../useStableCallback';
import type { Sort } from './url-state';
import './list.css';

/** A list's table: rows keyed by position, memoized, with one delegated handler (decision 0010). */

export interface CellContext {
  href: (path: string) => string;
}

interface ColumnBase<S extends string> {
  header: string;
  hiddenHeader?: boolean;
  /** rem follows the font size; `fr` is a share of what is left. */
  width: ColumnWidth;
  sort?: S;
  align?: 'right' | 'center';
  /** `ui-money`, `nowrap` or `ui-wrap` where values fit: every clipped cell costs a filter change (decision 0015). */
  className?: string;
  /** Stays at the right edge when the table scrolls sideways. */
  sticky?: boolean;
  /** In an expandable list, this `userText` column's text is the row's one toggle button (exactly one column). */
  toggles?: boolean;
}

/** `userText`: text from people, `dir="auto"`, a dash when empty, no element inside the cell. */
export type Column<T, S extends string = string> = ColumnBase<S> &
  (
    | { cell: (row: T, ctx: CellContext) => ReactNode; userText?: never }
    | { userText: (row: T) => string | null | undefined; cell?: never }
  );

/** Module-level. */
export interface Selectable<T> {
  rowId: (row: T) => string;
  rowLabel: (row: T) => string;
  pageLabel: string;
}

/** A row opens its detail below itself, by its `toggles` column's text. Module-level. */
export interface Expandable<T> {
  rowId: (row: T) => string;
  /** The toggle's accessible name; it contains the text shown (the name a voice user says). */
  toggleLabel: (row: T) => string;
  detail: (row: T, ctx: CellContext) => ReactNode;
}

export interface DataTableProps<T, S extends string> {
  caption: string;
  columns: readonly Column<T, S>[];
  minWidth: number;
  items: T[];
  loading: boolean;
  /** The previous rows stay while the next ones load. */
  busy: boolean;
  pageSize: number;
  sort: Sort<S> | null;
  /** Stable. */
  onSort: (field: S) => void;
  rowClickable?: boolean;
  selectable?: Selectable<T>;
  selected?: ReadonlySet<string>;
  /** Stable. */
  onSelect?: (rows: T[], checked: boolean) => void;
  expandable?: Expandable<T>;
  expanded?: ReadonlySet<string>;
  /** Stable. */
  onExpand?: (row: T) => void;
}

const EMPTY = new Set<string>();
const SKELETON_COLUMNS = 10;
/** Odd rows counted from 1, as `:nth-of-type(odd)`. */
const stripe = (index: number) => (index % 2 === 0 ? '' : undefined);
/** React wants a handler on a controlled checkbox; the delegated one does the work. */
const DELEGATED = () => undefined;

/** Past this many rows the table scrolls in its own box, its header in view. */
const TALL_ROWS = 10;

/** A cut cell's whole text, set on hover, never rendered: a title changed by a render restyles its cell (decision 0015). */
function cutTitle(event: MouseEvent<HTMLElement>) {
  const cell = (event.target as Element).closest<HTMLElement>('.ui-stacked-sub, td');
  if (!cell) return;
  if (event.type === 'mouseover') {
    if (cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent ?? '';
  } else if (!cell.contains(event.relatedTarget as Node | null)) cell.removeAttribute('title');
}

/** Keeps the previous row objects whose data is unchanged, so those rows' memo holds. */
export function useSharedRows<T>(items: T[]): T[] {
  const [last, setLast] = useState({ input: items, output: items });
  if (last.input === items) return last.output;
  const output = keepSameItems(last.output, items);
  setLast({ input: items, output });
  return output;
}

export function DataTable<T, S extends string>(props: DataTableProps<T, S>) {
  const { loading, busy, selectable, expandable, onSelect, onExpand } = props;
  const items = useSharedRows(props.items);
  const selected = props.selected ?? EMPTY;
  const expanded = props.expanded ?? EMPTY;
  const navigate = useRowNavigation();
  const href = useAppHref();
  const ctx = useMemo<CellContext>(() => ({ href }), [href]);

  const widths = useMemo(() => {
    // A mistake of the code, found in development and tests; the build leaves the check out.
    if (import.meta.env.DEV && expandable && props.columns.filter((c) => c.toggles && c.userText).length !== 1)
      throw new Error('An expandable table needs exactly one `userText` column that `toggles`.');
    return [...(selectable ? (['2.5rem'] as const) : []), ...props.columns.map((c) => c.width)];
  }, [selectable, expandable, props.columns]);
  const rowOf = (target: Element) => {
    const index = Number(target.closest('tr')?.dataset.index);
    return Number.isInteger(index) ? items[index] : undefined;
  };
  const onClick = useStableCallback((event: MouseEvent<HTMLElement>) => {
    const toggle = (event.target as Element).closest('[data-row-toggle]');
    if (toggle) {
      const row = rowOf(toggle);
      if (row !== undefined) onExpand?.(row);
      return;
    }
    navigate(event);
  });
  const onChange = useStableCallback((event: ChangeEvent<HTMLElement>) => {
    const input = event.target as HTMLInputElement;
    if (!input.matches('[data-row-select]')) return;
    const row = rowOf(input);
    if (row !== undefined) onSelect?.([row], input.checked);
  });
  const onSelectPage = useStableCallback((checked: boolean) => onSelect?.(items, checked));
  const onPage = selectable ? items.filter((i) => selected.has(selectable.rowId(i))).length : 0;

  return (
    <ScrollContainer minWidth={props.minWidth} tall={items.length > TALL_ROWS}>
      <TableRoot
        striped
        highlightOnHover
        stickyHeader
        verticalSpacing={4}
        className="ui-table-compact"
        columns={widths}
        aria-busy={busy || loading}
        stale={busy}
        // Skips off-screen rows past 50 (decision 0015).
        data-skip-offscreen={items.length > 50 ? '' : undefined}
        onClick={onClick}
        onChange={onChange}
        onMouseOver={cutTitle}
        onMouseOut={cutTitle}
      >
        <caption className="ui-visually-hidden">{props.caption}</caption>
        <Head
          columns={props.columns}
          sortField={props.sort?.field}
          direction={props.sort?.direction}
          onSort={props.onSort}
          selectable={selectable}
          selectedOnPage={onPage}
          rowCount={loading ? 0 : items.length}
          onSelectPage={onSelectPage}
        />
        <Rows
          columns={props.columns}
          items={items}
          loading={loading}
          pageSize={props.pageSize}
          ctx={ctx}
          rowClickable={!!props.rowClickable}
          selectable={selectable}
          selected={selected}
          expandable={expandable}
          expanded={expanded}
        />
      </TableRoot>
    </ScrollContainer>
  );
}

export function SortHeader<S extends string>({
  label,
  field,
  active,
  onSort,
  className,
}: {
  label: string;
  field: S;
  active: 'asc' | 'desc' | null;
  onSort: (field: S) => void;
  className?: string;
}) {
  const ariaSort = active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none';
  const arrow = active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕';
  // What a click does next: the third one takes the order away.
  const next = active === null ? 'ordenar crescente' : active === 'asc' ? 'ordenar decrescente' : 'tirar a ordenação';
  return (
    <th role="columnheader" aria-sort={ariaSort} className={className ? `nowrap ${className}` : 'nowrap'}>
      <button type="button" className="ui-sort-button" onClick={() => onSort(field)} title={`${label}: ${next}`}>
        {label} <span aria-hidden>{arrow}</span>
        <span className="ui-visually-hidden">, {next}</span>
      </button>
    </th>
  );
}

/** A heading takes its column's alignment, not its cells' wrapping: its words may go to a second line. */
function cellClass<T, S extends string>(column: Column<T, S>, heading = false): string | undefined {
  const align = column.align === 'right' ? 'ta-right' : column.align === 'center' ? 'ta-center' : '';
  return [align, column.sticky && 'ui-sticky-end', !heading && column.className].filter(Boolean).join(' ') || undefined;
}

interface HeadProps<T, S extends string> {
  columns: readonly Column<T, S>[];
  sortField: S | undefined;
  direction: 'asc' | 'desc' | undefined;
  onSort: (field: S) => void;
  selectable: Selectable<T> | undefined;
  selectedOnPage: number;
  rowCount: number;
  onSelectPage: (checked: boolean) => void;
}

const Head = memo(function Head<T, S extends string>({
  columns,
  sortField,
  direction,
  onSort,
  selectable,
  selectedOnPage,
  rowCount,
  onSelectPage,
}: HeadProps<T, S>) {
  const all = rowCount > 0 && selectedOnPage === rowCount;
  return (
    <thead role="rowgroup">
      <tr role="row">
        {selectable && (
          <th role="columnheader">
            <input
              type="checkbox"
              className="ui-checkbox"
              aria-label={selectable.pageLabel}
              checked={all}
              ref={(el) => {
                if (el) el.indeterminate = selectedOnPage > 0 && !all;
              }}
              disabled={rowCount === 0}
              onChange={(e) => onSelectPage(e.currentTarget.checked)}
            />
          </th>
        )}
        {columns.map((column) =>
          column.sort ? (
            <SortHeader
              key={column.header}
              label={column.header}
              field={column.sort}
              active={sortField === column.sort ? (direction ?? null) : null}
              onSort={onSort}
              className={cellClass(column, true)}
            />
          ) : (
            <th key={column.header} role="columnheader" className={cellClass(column, true)}>
              {column.hiddenHeader ? <span className="ui-visually-hidden">{column.header}</span> : column.header}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}) as <T, S extends string>(props: HeadProps<T, S>) => ReactNode;

interface RowsProps<T, S extends string> {
  columns: readonly Column<T, S>[];
  items: T[];
  loading: boolean;
  pageSize: number;
  ctx: CellContext;
  rowClickable: boolean;
  selectable: Selectable<T> | undefined;
  selected: ReadonlySet<string>;
  expandable: Expandable<T> | undefined;
  expanded: ReadonlySet<string>;
}

const Rows = memo(function Rows<T, S extends string>({
  columns,
  items,
  loading,
  pageSize,
  ctx,
  rowClickable,
  selectable,
  selected,
  expandable,
  expanded,
}: RowsProps<T, S>) {
  const width = columns.length + (selectable ? 1 : 0);
  const classes = useMemo(() => columns.map((column) => cellClass(column)), [columns]);
  if (loading) {
    return (
      <tbody role="rowgroup">
        {Array.from({ length: Math.min(pageSize, 10) }, (_, i) => (
          <tr key={i} role="row" aria-hidden data-index={i} data-stripe={stripe(i)}>
            {Array.from({ length: Math.min(width, SKELETON_COLUMNS) }, (__, j) => (
              <td key={j} role="cell">
                {/* As tall as a data row's line, so nothing shifts when data arrives. */}
                <PlainSkeleton height={21} />
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
        // Keyed by position: a new page updates the rows in place (decision 0015).
        <Row
          key={index}
          item={item}
          index={index}
          columns={columns}
          classes={classes}
          ctx={ctx}
          rowClickable={rowClickable}
          selectable={selectable}
          isSelected={selectable ? selected.has(selectable.rowId(item)) : false}
          expandable={expandable}
          isOpen={expandable ? expanded.has(expandable.rowId(item)) : false}
        />
      ))}
    </tbody>
  );
}) as <T, S extends string>(props: RowsProps<T, S>) => ReactNode;

/** `toggle`: the row's toggle, its state and name (the arrow before the text is drawn by CSS). */
function userTextCell(text: string | null | undefined, toggle?: { open: boolean; label: string }): ReactNode {
  const shown = text || '—';
  if (!toggle) return shown;
  return (
    <button
      type="button"
      className="ui-row-toggle"
      data-row-toggle=""
      aria-expanded={toggle.open}
      aria-label={toggle.label}
    >
      {shown}
    </button>
  );
}

interface RowProps<T, S extends string> {
  item: T;
  index: number;
  columns: readonly Column<T, S>[];
  classes: (string | undefined)[];
  ctx: CellContext;
  rowClickable: boolean;
  selectable: Selectable<T> | undefined;
  isSelected: boolean;
  expandable: Expandable<T> | undefined;
  isOpen: boolean;
}

/** Memoized on its data; no state or hook in a row. */
const Row = memo(function Row<T, S extends string>({
  item,
  index,
  columns,
  classes,
  ctx,
  rowClickable,
  selectable,
  isSelected,
  expandable,
  isOpen,
}: RowProps<T, S>) {
  // No hole in the array: a `false` slot makes React reconcile the rest via a Map (decision 0015).
  const cells = columns.map((column, j) => (
    <td key={j} role="cell" className={classes[j]} dir={column.userText && 'auto'}>
      {column.userText
        ? userTextCell(
            column.userText(item),
            expandable && column.toggles ? { open: isOpen, label: expandable.toggleLabel(item) } : undefined,
          )
        : column.cell(item, ctx)}
    </td>
  ));
  if (selectable)
    cells.unshift(
      <td key="s" role="cell">
        <input
          type="checkbox"
          className="ui-checkbox"
          data-row-select=""
          aria-label={selectable.rowLabel(item)}
          checked={isSelected}
          onChange={DELEGATED}
        />
      </td>,
    );
  const row = (
    <tr
      role="row"
      data-row=""
      data-index={index}
      data-stripe={stripe(index)}
      data-deferred={index >= 20 ? '' : undefined}
      data-clickable={rowClickable || undefined}
      data-selected={isSelected || undefined}
    >
      {cells}
    </tr>
  );
  if (!expandable || !isOpen) return row;
  return (
    <>
      {row}
      <tr role="row" data-detail="">
        <td role="cell" className="ui-row-detail">
          {expandable.detail(item, ctx)}
        </td>
      </tr>
    </>
  );
}) as <T, S extends string>(props: RowProps<T, S>) => ReactNode;
