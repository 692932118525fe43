import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { ScrollContainer, TableRoot, withClass, type TableRootProps } from './TableRoot';

/*
 * The app's one table, with Mantine's Table API and none of its code (decision 0009). Its root
 * is TableRoot.tsx, a module of its own: the first screen's lists load the root without the parts.
 */

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

export type TableProps = TableRootProps;

type Part = 'thead' | 'tbody' | 'tfoot' | 'tr' | 'th' | 'td';
type PartProps<E extends Part> = ComponentPropsWithRef<E> & StyleProps;

function part<E extends Part>(Element: E, base?: string) {
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

/** `<Table striped><Table.Thead><Table.Tr><Table.Th scope="col">…`, as Mantine's. */
export const Table = Object.assign((props: TableProps) => <TableRoot {...props} />, {
  Thead: part('thead'),
  Tbody: part('tbody'),
  Tfoot: part('tfoot'),
  Tr: part('tr', 'ui-tr'),
  Th: part('th'),
  Td: part('td'),
  ScrollContainer,
});
