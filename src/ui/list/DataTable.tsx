import { memo, useMemo, useState, type ChangeEvent, type MouseEvent, type ReactNode } from 'react';
import { keepSameItems } from '../../lib/same-data';
import { useAppHref } from '../AppLink';
import { ScrollContainer, TableRoot, type ColumnWidth } from '../TableRoot';
import { Skeleton } from '../plain';
import { useRowNavigation } from '../useRowNavigation';
import { useStableCallback } from '../useStableCallback';
import type { Sort } from './url-state';
import './list.css';

/**
 * A list's table, the fast way of decision 0008, with its columns as data. A list gives
 * module-level `columns` (never built in a render); each `cell` is a plain function of the
 * row (no hook, no component per cell: text, or the plain elements of `cells.tsx`), and
 * user text is the cell's own text (`userText`: no element inside the cell, except the
 * button of a column that `toggles` the row). The table:
 *
 * - keys the rows by position and renders them in one memoized part, so a filter change
 *   updates the text of the rows already in the DOM and a re-render of the page for
 *   anything else does not touch them;
 * - keeps a row's previous object when its new data is the same (a new answer that shows
 *   some rows again: a narrower filter, a refetch), and each row is memoized on it: only
 *   the rows whose data changed are rendered again;
 * - handles every click and change of the rows in one delegated handler: the row's link
 *   (`rowLink`), in-app links (`appLink`), the selection checkboxes and the expand
 *   buttons; no router hook or `Link` in a row; the tooltip of user text is set on hover
 *   (not rendered: a changed title restyles its cell);
 * - lays every row out as a flex line on the columns' `width`s (TableRoot's `columns`); on a
 *   page of more than 50 rows, rows after the 20th with `content-visibility: auto`
 *   (Table.css, decision 0016);
 * - marks on each row its position, its stripe and its place after the 20th (`data-index`,
 *   `data-stripe`, `data-deferred`: fixed for a position, they never change), for the CSS
 *   of its line, stripe and containment: positional or sibling rules (`:nth-of-type`,
 *   `tr + tr`) restyle every row whenever rows are added or removed (decision 0015);
 * - memoizes its header (it changes with the sort and the page's selection only).
 */

export interface CellContext {
  /** The app's address of an in-app path (the basename included), for `<a href>`. */
  href: (path: string) => string;
}

/** What every column has; its content is `cell` or `userText` (`Column`). */
interface ColumnBase<S extends string> {
  header: string;
  /** The header for screen readers only (an actions column). */
  hiddenHeader?: boolean;
  /** This column's width (rem, so it follows the font size; `fr`: a share of what is left). */
  width: ColumnWidth;
  /** The API's sort field: the header becomes a sort button. */
  sort?: S;
  align?: 'right' | 'center';
  /**
   * Classes of the column's cells: `ui-money` (an amount: wraps after "R$" rather than
   * hide); `nowrap` (values that fit the column by construction, dates, numbers and fixed
   * labels: the cell is not clipped); `ui-wrap` (status badges: not clipped, a rare long
   * label or a second badge wraps). Other cells in a compact list are clipped with an
   * ellipsis: each clip costs every frame of a filter change (decision 0015), so give
   * one of these classes to every column whose values fit.
   */
  className?: string;
  /**
   * The row's action column: it stays at the right edge of the table's box when the table
   * is wider than its container (sticky), so the action is never scrolled out of view.
   */
  sticky?: boolean;
  /**
   * In an expandable list, a `userText` column whose text opens and closes the row too (a
   * button with the text, `aria-expanded`, besides the toggle in front): a click on a
   * customer's name opens it.
   */
  toggles?: boolean;
}

/**
 * A column of a list: its cells are `cell` (text, or the plain elements of `cells.tsx`), or
 * `userText`: text from people and other systems (names, descriptions), shown in its own
 * direction (`dir="auto"`), a dash when there is none (decision 0831), the whole text as the
 * cell's tooltip while the pointer is over it. User text is the cell's own text, with no
 * element inside it.
 */
export type Column<T, S extends string = string> = ColumnBase<S> &
  (
    | { cell: (row: T, ctx: CellContext) => ReactNode; userText?: never }
    | { userText: (row: T) => string | null | undefined; cell?: never }
  );

/** A selectable list (bulk actions): a checkbox per row and one for the page. Module-level. */
export interface Selectable<T> {
  rowId: (row: T) => string;
  rowLabel: (row: T) => string;
  pageLabel: string;
}

/** A grouped list: a row opens, below itself, a detail (its items). Module-level. */
export interface Expandable<T> {
  rowId: (row: T) => string;
  toggleLabel: (row: T) => string;
  detail: (row: T, ctx: CellContext) => ReactNode;
}

export interface DataTableProps<T, S extends string> {
  caption: string;
  columns: readonly Column<T, S>[];
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  items: T[];
  loading: boolean;
  /** The rows shown are the previous ones while the next load. */
  busy: boolean;
  pageSize: number;
  sort: Sort<S> | null;
  /** Stable (useListState's). */
  onSort: (field: S) => void;
  /** A click anywhere on a row opens its `rowLink`. */
  rowClickable?: boolean;
  selectable?: Selectable<T>;
  selected?: ReadonlySet<string>;
  /** Stable. Rows checked or unchecked (one row, or the page). */
  onSelect?: (rows: T[], checked: boolean) => void;
  expandable?: Expandable<T>;
  expanded?: ReadonlySet<string>;
  /** Stable. */
  onExpand?: (row: T) => void;
}

const EMPTY = new Set<string>();
const SKELETON_COLUMNS = 10;
/** The odd rows, counted from 1 (as `:nth-of-type(odd)`): the striped ones. */
const stripe = (index: number) => (index % 2 === 0 ? '' : undefined);
/** React wants a handler on a controlled checkbox; the table's delegated one does the work. */
const DELEGATED = () => undefined;

/**
 * The whole of a user text as the tooltip of its cell, while the pointer is over the cell
 * (mouseover and mouseout). Not rendered: a title that a render changes restyles its
 * element (the browser's own `abbr[title]` rule invalidates on any element's title), every
 * row with other data at every filter change: 42 cells of collections' "1 a 30 dias"
 * (decision 0017).
 */
function userTextTitle(event: MouseEvent<HTMLElement>) {
  const cell = (event.target as Element).closest<HTMLElement>('td[dir=auto]');
  if (!cell) return;
  if (event.type === 'mouseover') {
    if (cell.textContent !== '—') cell.title = cell.textContent ?? '';
  } else if (!cell.contains(event.relatedTarget as Node | null)) cell.removeAttribute('title');
}

/**
 * `items`, with the objects of the previous `items` where the data at the same position is
 * the same (as React Query shares a query's own refetch, across queries here): those rows'
 * memo holds, and the table renders only the rows that changed.
 */
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

  const widths = useMemo(
    () => [
      ...(selectable ? (['2.5rem'] as const) : []),
      ...(expandable ? (['2.5rem'] as const) : []),
      ...props.columns.map((c) => c.width),
    ],
    [selectable, expandable, props.columns],
  );
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
    <ScrollContainer minWidth={props.minWidth}>
      <TableRoot
        striped
        highlightOnHover
        // Compact rows: one line per row, ten of them fit under the filters at 720 px.
        verticalSpacing={4}
        className="ui-table-compact"
        columns={widths}
        aria-busy={busy || loading}
        stale={busy}
        // A page of more than 50 rows skips its rows off screen (decision 0016: 50 pays, 100 saves).
        data-skip-offscreen={items.length > 50 ? '' : undefined}
        onClick={onClick}
        onChange={onChange}
        onMouseOver={userTextTitle}
        onMouseOut={userTextTitle}
      >
        <caption style={{ position: 'absolute', left: -9999 }}>{props.caption}</caption>
        <Head
          columns={props.columns}
          sortField={props.sort?.field}
          direction={props.sort?.direction}
          onSort={props.onSort}
          selectable={selectable}
          selectedOnPage={onPage}
          rowCount={loading ? 0 : items.length}
          onSelectPage={onSelectPage}
          expandable={!!expandable}
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

/** One sortable column header: none -> ascending -> descending -> none. */
export function SortHeader<S extends string>({
  label,
  field,
  active,
  onSort,
  className,
}: {
  label: string;
  field: S;
  /** The direction when the list is sorted by this column. */
  active: 'asc' | 'desc' | null;
  onSort: (field: S) => void;
  className?: string;
}) {
  const ariaSort = active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none';
  const arrow = active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕';
  const next = active === null ? 'crescente' : active === 'asc' ? 'decrescente' : 'sem ordenação';
  return (
    <th role="columnheader" aria-sort={ariaSort} className={className ? `nowrap ${className}` : 'nowrap'}>
      <button
        type="button"
        className="ui-sort-button"
        onClick={() => onSort(field)}
        title={`Ordenar por ${label.toLowerCase()}: ${next}`}
      >
        {label} <span aria-hidden>{arrow}</span>
        <span className="ui-visually-hidden">, ordenar {next}</span>
      </button>
    </th>
  );
}

function cellClass<T, S extends string>(column: Column<T, S>): string | undefined {
  const align = column.align === 'right' ? 'ta-right' : column.align === 'center' ? 'ta-center' : '';
  return [align, column.sticky && 'ui-sticky-end', column.className].filter(Boolean).join(' ') || undefined;
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
  expandable: boolean;
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
  expandable,
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
        {expandable && (
          <th role="columnheader">
            <span className="ui-visually-hidden">Detalhes</span>
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
              className={cellClass(column)}
            />
          ) : (
            <th key={column.header} role="columnheader" className={cellClass(column)}>
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
  const width = columns.length + (selectable ? 1 : 0) + (expandable ? 1 : 0);
  // Once per list, not once per cell and render (500 calls a change of 50 rows).
  const classes = useMemo(() => columns.map(cellClass), [columns]);
  if (loading) {
    return (
      <tbody role="rowgroup">
        {Array.from({ length: Math.min(pageSize, 10) }, (_, i) => (
          <tr key={i} role="row" aria-hidden data-index={i} data-stripe={stripe(i)}>
            {Array.from({ length: Math.min(width, SKELETON_COLUMNS) }, (__, j) => (
              <td key={j} role="cell">
                {/* As tall as a line of a data row: the rows do not shift when the data arrives. */}
                <Skeleton height={21} />
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
        // Keyed by position, not id: a new page or filter updates the text of the rows
        // already in the DOM instead of removing and building them (decision 0008).
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

/** A cell's user text: the text itself, or (`open` given) a button with it that toggles the row. */
function userTextCell(text: string | null | undefined, open: boolean | undefined): ReactNode {
  const shown = text || '—';
  if (open === undefined) return shown;
  return (
    <button type="button" className="ui-row-toggle-text" data-row-toggle="" aria-expanded={open}>
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

/**
 * One row (and its detail when open), memoized on its data: a row whose object is kept
 * (useSharedRows) and whose selection and expansion did not change is not rendered again.
 * It holds no state and no hook: a checkbox's `checked` comes from the selection.
 */
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
  // One flat array of keyed cells, with no hole where a list has no selection or toggle
  // column: React reconciles a children array in place only while each slot matches; a
  // `false` or `null` slot sends the rest of the row through its Map of old children, one
  // Map a row and a render (decision 0017).
  const cells = columns.map((column, j) => (
    <td key={j} role="cell" className={classes[j]} dir={column.userText && 'auto'}>
      {column.userText
        ? userTextCell(column.userText(item), expandable && column.toggles ? isOpen : undefined)
        : column.cell(item, ctx)}
    </td>
  ));
  // The selection and toggle cells go in front, each with a key.
  const lead = (key: string, control: ReactNode) =>
    cells.unshift(
      <td key={key} role="cell">
        {control}
      </td>,
    );
  if (expandable)
    lead(
      't',
      <button
        type="button"
        className="ui-row-toggle"
        data-row-toggle=""
        aria-expanded={isOpen}
        aria-label={expandable.toggleLabel(item)}
      />,
    );
  if (selectable)
    lead(
      's',
      <input
        type="checkbox"
        className="ui-checkbox"
        data-row-select=""
        aria-label={selectable.rowLabel(item)}
        checked={isSelected}
        onChange={DELEGATED}
      />,
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
