import { useEffect, useMemo, useRef, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';

/* The root of Table.tsx: the <table> and its scroll box, styled like Mantine's Table, without Mantine (decision 0009). */

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface TableRootProps extends ComponentPropsWithRef<'table'> {
  striped?: boolean;
  highlightOnHover?: boolean;
  withTableBorder?: boolean;
  withRowBorders?: boolean;
  stickyHeader?: boolean;
  verticalSpacing?: Spacing | number;
  /** Rows become flex lines on these widths; set the ARIA roles on rows and cells. */
  columns?: readonly ColumnWidth[];
  /** Previous rows while new ones load: dimmed after 150 ms. */
  stale?: boolean;
}

/** A length, a share (`1fr`), or a share with a floor (`minmax(10rem, 2fr)`). */
export type ColumnWidth = `${number}rem` | `${number}%` | `${number}fr` | `minmax(${number}rem, ${number}fr)`;

export function columnFlex(width: ColumnWidth): string {
  const share = /^(?:minmax\((.+), )?([\d.]+)fr\)?$/.exec(width);
  return share ? `flex:${share[2]} 1 0;min-width:${share[1] ?? 0}` : `flex:0 0 ${width};min-width:0`;
}

const written = new Set<string>();

/** One `:nth-child` rule per column, written once, named by a hash (decision 0015). */
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
  // Once per set of widths, not at every render.
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

const DIM_AFTER_MS = 150;

/** An attribute set after a timer, not a delayed CSS animation, which costs a compositor layer (decision 0015). */
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

/** `tall`: a long table scrolls inside a box as high as the window, so its sticky header stays in view. */
export function ScrollContainer({
  minWidth,
  tall,
  children,
}: {
  minWidth?: number;
  tall?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="ui-table-scroll" data-tall={tall || undefined}>
      <div style={minWidth ? { minWidth: `${minWidth / 16}rem` } : undefined}>{children}</div>
    </div>
  );
}
