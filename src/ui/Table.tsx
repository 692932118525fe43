import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { ScrollContainer, TableRoot, withClass, type TableRootProps } from './TableRoot';

/* Hand-written tables without Mantine's Table, which needs its provider and floating-ui (decision 0009). */

interface StyleProps {
  ta?: CSSProperties['textAlign'];
  /** A number is px, as rem. */
  w?: number | string;
  miw?: number | string;
  fw?: CSSProperties['fontWeight'];
  /** A palette color ("red") or any CSS color. */
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
  Tr: part('tr', 'ui-tr'),
  Th: part('th'),
  Td: part('td'),
  ScrollContainer,
});
