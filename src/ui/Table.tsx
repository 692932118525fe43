import { useEffect, useRef, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';

/*
 * Data tables: plain <table> elements styled like Mantine's Table (src/ui/Table.css).
 * Mantine's Table carries its ScrollArea (and, through it, floating-ui), and its cells are
 * `Box`es that need Mantine's provider: the contracts list, the first screen, has neither
 * (docs/decisions/0007-first-screen-budget.md, 0009). The few style props the screens use
 * on cells (`ta`, `w`, `fw`, `c`, `miw`) are kept, as inline styles.
 */

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Mantine's style props the tables use, on plain elements. */
interface StyleProps {
  ta?: CSSProperties['textAlign'];
  /** A width: a number of px (as rem), or any CSS length. */
  w?: number | string;
  /** A minimum width, as `w`. */
  miw?: number | string;
  fw?: CSSProperties['fontWeight'];
  /** A palette color's text ("red"), or any CSS color. */
  c?: string;
}

const length = (value: number | string) => (typeof value === 'number' ? `${value / 16}rem` : value);
const PALETTE = /^(dark|gray|red|pink|grape|violet|indigo|blue|cyan|teal|green|lime|yellow|orange)$/;

function styleOf({ ta, w, miw, fw, c }: StyleProps, style: CSSProperties | undefined): CSSProperties | undefined {
  if (ta === undefined && w === undefined && miw === undefined && fw === undefined && c === undefined) return style;
  return {
    ...(ta !== undefined && { textAlign: ta }),
    ...(w !== undefined && { width: length(w) }),
    ...(miw !== undefined && { minWidth: length(miw) }),
    ...(fw !== undefined && { fontWeight: fw }),
    ...(c !== undefined && { color: PALETTE.test(c) ? `var(--mantine-color-${c}-text)` : c }),
    ...style,
  };
}

export interface TableProps extends ComponentPropsWithRef<'table'>, StyleProps {
  striped?: boolean;
  highlightOnHover?: boolean;
  withTableBorder?: boolean;
  withRowBorders?: boolean;
  stickyHeader?: boolean;
  verticalSpacing?: Spacing | number;
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

function spacing(value: Spacing | number): string {
  return typeof value === 'number' ? `${value / 16}rem` : `var(--mantine-spacing-${value})`;
}

const flag = (on: boolean | undefined) => (on ? '' : undefined);
const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

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
  ta,
  w,
  miw,
  fw,
  c,
  ...props
}: TableProps) {
  const dimRef = useDimWhenStale(!!stale);
  return (
    <table
      role={columns ? 'table' : undefined}
      ref={dimRef}
      {...props}
      className={withClass('ui-table', className)}
      data-striped={flag(striped)}
      data-hover={flag(highlightOnHover)}
      data-table-border={flag(withTableBorder)}
      data-row-borders={flag(withRowBorders)}
      data-sticky={flag(stickyHeader)}
      data-grid={flag(!!columns)}
      style={
        {
          '--table-vertical-spacing': spacing(verticalSpacing),
          ...(columns ? { '--table-columns': columns } : {}),
          ...styleOf({ ta, w, miw, fw, c }, style),
        } as CSSProperties
      }
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

type PartProps<E extends 'th' | 'td' | 'tr' | 'thead' | 'tbody'> = ComponentPropsWithRef<E> & StyleProps;

/** A table part with the style props as inline styles, and its own class before the caller's. */
function part<E extends 'th' | 'td' | 'tr' | 'thead' | 'tbody'>(Element: E, base?: string) {
  return function Part({ ta, w, miw, fw, c, style, className, ...props }: PartProps<E>) {
    const Tag = Element as 'td';
    return (
      <Tag
        {...(props as ComponentPropsWithRef<'td'>)}
        className={base ? withClass(base, className) : className}
        style={styleOf({ ta, w, miw, fw, c }, style)}
      />
    );
  };
}

export const Table = Object.assign(TableRoot, {
  Thead: part('thead'),
  Tbody: part('tbody'),
  /** A row of a table written by hand: `ui-tr` carries its stripe and line (Table.css). */
  Tr: part('tr', 'ui-tr'),
  Th: part('th'),
  Td: part('td'),
  /** Scrolls the table sideways below `minWidth` instead of squeezing its columns. */
  ScrollContainer: ({ minWidth, children }: { minWidth?: number; children: ReactNode }) => (
    <div className="ui-table-scroll">
      <div style={minWidth ? { minWidth: `${minWidth / 16}rem` } : undefined}>{children}</div>
    </div>
  ),
});
