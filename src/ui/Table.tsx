import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { ScrollContainer, TableRoot, withClass, type TableRootProps } from './TableRoot';

/*
 * Data tables written by hand: plain <table> elements styled like Mantine's Table
 * (src/ui/Table.css). Mantine's Table carries its ScrollArea (and, through it,
 * floating-ui), and its cells are `Box`es that need Mantine's provider: the contracts list,
 * the first screen, has neither (docs/decisions/0007-first-screen-budget.md, 0009). The
 * few style props the screens use on cells (`ta`, `w`, `fw`, `c`, `miw`) are kept, as
 * inline styles. The lists' tables (DataTable) use TableRoot alone.
 */

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

export interface TableProps extends TableRootProps, StyleProps {}

function StyledTable({ ta, w, miw, fw, c, style, ...props }: TableProps) {
  return <TableRoot {...props} style={styleOf({ ta, w, miw, fw, c }, style)} />;
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

export const Table = Object.assign(StyledTable, {
  Thead: part('thead'),
  Tbody: part('tbody'),
  /** A row of a table written by hand: `ui-tr` carries its stripe and line (Table.css). */
  Tr: part('tr', 'ui-tr'),
  Th: part('th'),
  Td: part('td'),
  ScrollContainer,
});
