import { Box, type BoxProps, type ElementProps, type MantineSpacing } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

/*
 * Data tables: plain <table> elements styled like Mantine's Table (src/ui/Table.css).
 * Mantine's Table carries its ScrollArea (and, through it, floating-ui): about 15 KB gzip
 * the contracts list, the first screen, would load for nothing
 * (docs/decisions/0007-first-screen-budget.md). Cells are Mantine `Box`es, so style
 * props (`ta`, `w`, `fw`, ...) work as before.
 */

export interface TableProps extends BoxProps, ElementProps<'table'> {
  striped?: boolean;
  highlightOnHover?: boolean;
  withTableBorder?: boolean;
  withRowBorders?: boolean;
  stickyHeader?: boolean;
  verticalSpacing?: MantineSpacing | number;
  /**
   * A CSS grid column template (e.g. `5rem minmax(10rem, 1fr) 6rem`): every row becomes a
   * grid on it and rows off screen are not laid out or painted until scrolled near
   * (Table.css). For long lists; set the matching ARIA roles on the rows and cells
   * (`gridRoles`).
   */
  columns?: string;
  /** The rows shown are the previous ones while new ones load: dimmed after 150 ms, in one step (Table.css). */
  stale?: boolean;
}

function spacing(value: MantineSpacing | number): string {
  return typeof value === 'number' ? `${value / 16}rem` : `var(--mantine-spacing-${value})`;
}

function TableRoot({
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
}: TableProps) {
  const dimRef = useDimWhenStale(!!stale);
  return (
    <Box
      component="table"
      role={columns ? 'table' : undefined}
      ref={dimRef}
      {...props}
      className={className ? `ui-table ${className}` : 'ui-table'}
      mod={{
        striped,
        hover: highlightOnHover,
        'table-border': withTableBorder,
        'row-borders': withRowBorders,
        sticky: stickyHeader,
        grid: !!columns,
      }}
      style={[
        { '--table-vertical-spacing': spacing(verticalSpacing), ...(columns ? { '--table-columns': columns } : {}) },
        style,
      ]}
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

type CellProps<E extends 'th' | 'td' | 'tr' | 'thead' | 'tbody'> = BoxProps & ElementProps<E>;

export const Table = Object.assign(TableRoot, {
  Thead: (props: CellProps<'thead'>) => <Box component="thead" {...props} />,
  Tbody: (props: CellProps<'tbody'>) => <Box component="tbody" {...props} />,
  Tr: (props: CellProps<'tr'>) => <Box component="tr" {...props} />,
  Th: (props: CellProps<'th'>) => <Box component="th" {...props} />,
  Td: (props: CellProps<'td'>) => <Box component="td" {...props} />,
  /** Scrolls the table sideways below `minWidth` instead of squeezing its columns. */
  ScrollContainer: ({ minWidth, children }: { minWidth?: number; children: ReactNode }) => (
    <div className="ui-table-scroll">
      <div style={minWidth ? { minWidth: `${minWidth / 16}rem` } : undefined}>{children}</div>
    </div>
  ),
});
