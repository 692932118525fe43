import { useEffect, useMemo, useRef, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';

/*
 * The <table> of the app's tables, styled like Mantine's Table (src/ui/Table.css), and its
 * scroll box: what a list (DataTable, on the first screen) needs, and nothing else. The
 * hand-written tables' parts and style props are in Table.tsx, built on this one
 * (docs/decisions/0007-first-screen-budget.md).
 */

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface TableRootProps extends ComponentPropsWithRef<'table'> {
  striped?: boolean;
  highlightOnHover?: boolean;
  withTableBorder?: boolean;
  withRowBorders?: boolean;
  stickyHeader?: boolean;
  verticalSpacing?: Spacing | number;
  /**
   * The columns' widths: every row becomes a line of cells on them (flex, `columnsClass`),
   * and rows off screen are not laid out or painted until scrolled near (Table.css). For
   * long lists; set the matching ARIA roles on the rows and cells.
   */
  columns?: readonly ColumnWidth[];
  /** The rows shown are the previous ones while new ones load: dimmed after 150 ms, in one step (Table.css). */
  stale?: boolean;
}

/**
 * A column's width in a table with `columns`: a length (`7rem`, `100%`), a share of the
 * width the other columns leave (`1fr`), or a share that is never narrower than a length
 * (`minmax(10rem, 2fr)`): what a CSS grid template would say, for a flex line.
 */
export type ColumnWidth = `${number}rem` | `${number}%` | `${number}fr` | `minmax(${number}rem, ${number}fr)`;

/** The declarations that give a column's cells their width on a flex line. */
export function columnFlex(width: ColumnWidth): string {
  const share = /^(?:minmax\((.+), )?([\d.]+)fr\)?$/.exec(width);
  return share ? `flex:${share[2]} 1 0;min-width:${share[1] ?? 0}` : `flex:0 0 ${width};min-width:0`;
}

/** The classes whose rules are in the document. */
const written = new Set<string>();

/**
 * The class laying the cells of a table's rows out on `widths`: one rule per column, by
 * the cell's place in its row (`:nth-child`: a cell never moves within its row, and rows
 * come and go without restyling the others, decision 0015), written once per set of
 * widths in a style element of its own. Rows are flex lines, not grids (decision 0017).
 * Named after the widths (a hash): a module evaluated again (the dev server's hot reload)
 * finds the same names for the same widths, never another set's.
 */
export function columnsClass(widths: readonly ColumnWidth[]): string {
  let hash = 0;
  for (const ch of widths.join()) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  const name = `ui-cols-${(hash >>> 0).toString(36)}`;
  if (!written.has(name)) {
    written.add(name);
    const rules = document.createElement('style');
    rules.textContent = widths.map((w, i) => `.ui-table.${name}>*>tr>:nth-child(${i + 1}){${columnFlex(w)}}`).join('');
    document.head.append(rules);
  }
  return name;
}

function spacing(value: Spacing | number): string {
  return typeof value === 'number' ? `${value / 16}rem` : `var(--mantine-spacing-${value})`;
}

const flag = (on: boolean | undefined) => (on ? '' : undefined);
/** `base`, then the caller's classes. */
export const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

export function TableRoot({
  striped,
  highlightOnHover,
  withTableBorder,
  withRowBorders = true,
  stickyHeader,
  verticalSpacing = 7,
  columns,
  stale,
  className,
  style,
  ...props
}: TableRootProps) {
  const dimRef = useDimWhenStale(!!stale);
  // Once per set of widths (a list's are memoized), not at every render of a filter change.
  const layout = useMemo(() => columns && columnsClass(columns), [columns]);
  return (
    <table
      role={columns ? 'table' : undefined}
      ref={dimRef}
      {...props}
      className={withClass(layout ? `ui-table ${layout}` : 'ui-table', className)}
      data-striped={flag(striped)}
      data-hover={flag(highlightOnHover)}
      data-table-border={flag(withTableBorder)}
      data-row-borders={flag(withRowBorders)}
      data-sticky={flag(stickyHeader)}
      data-columns={flag(!!columns)}
      style={{ '--table-vertical-spacing': spacing(verticalSpacing), ...style } as CSSProperties}
    />
  );
}

/** How long previous rows stay undimmed: a quicker answer shows no flash of dimmed rows. */
const DIM_AFTER_MS = 150;

/**
 * `data-dimmed` on the table once it has been stale for DIM_AFTER_MS, set on the element
 * (no render). Not a CSS animation with a delay: an element with an opacity animation gets
 * a compositor layer from the start of the delay, and overlap testing against it cost the
 * frame after every filter change 5-25 ms of layerization at 4x CPU; the animation's
 * `animationstart` also went through React's event system (docs/decisions/0012).
 */
function useDimWhenStale(stale: boolean) {
  const ref = useRef<HTMLTableElement>(null);
  useEffect(() => {
    if (!stale) return;
    const table = ref.current;
    const timer = window.setTimeout(() => table?.setAttribute('data-dimmed', ''), DIM_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      table?.removeAttribute('data-dimmed');
    };
  }, [stale]);
  return ref;
}

/** Scrolls the table sideways below `minWidth` instead of squeezing its columns. */
export function ScrollContainer({ minWidth, children }: { minWidth?: number; children: ReactNode }) {
  return (
    <div className="ui-table-scroll">
      <div style={minWidth ? { minWidth: `${minWidth / 16}rem` } : undefined}>{children}</div>
    </div>
  );
}
