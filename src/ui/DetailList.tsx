import type { CSSProperties, ReactNode } from 'react';
import './DetailList.css';

/** Columns by viewport width, at Mantine's breakpoints (sm 48em, md 62em), as SimpleGrid's `cols`. */
export interface DetailColumns {
  base: number;
  sm?: number;
  md?: number;
}

export interface DetailListProps {
  /** The grid's columns; omitted, as many 200px-wide columns as fit. Not used by the `lines` look. */
  cols?: DetailColumns;
  /** The gap between pairs. */
  spacing?: 'sm' | 'md';
  /**
   * `fields`: a small muted label over the value as typed (line breaks kept, a long word
   * broken). `figures`: a small muted label over a bold value. `lines`: one pair under
   * the other, the label over a medium-weight value, line breaks kept.
   */
  look?: 'fields' | 'figures' | 'lines';
  /** The labels' weight (`fields`); regular when omitted. */
  labelWeight?: 500 | 600;
  children: ReactNode;
}

/**
 * A record's details as label/value pairs: a description list (`dl > div > dt + dd`) whose
 * pairs are `Detail`s. Plain elements styled in DetailList.css with Mantine's variables.
 */
export function DetailList({ cols, spacing = 'md', look = 'fields', labelWeight, children }: DetailListProps) {
  const style = cols
    ? ({
        '--ui-details-cols': cols.base,
        '--ui-details-cols-sm': cols.sm,
        '--ui-details-cols-md': cols.md,
      } as CSSProperties)
    : undefined;
  return (
    <dl
      className="ui-details"
      data-look={look}
      data-spacing={spacing}
      data-cols={cols ? '' : undefined}
      data-label-weight={labelWeight}
      style={style}
    >
      {children}
    </dl>
  );
}

/** One pair of a `DetailList`; `wide` spans the whole row of the grid. */
export function Detail({ label, children, wide = false }: { label: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className="ui-detail" data-wide={wide ? '' : undefined}>
      <dt className="ui-detail-label">{label}</dt>
      {/* People's text in any script: its direction follows its first strong character. */}
      <dd className="ui-detail-value" dir="auto">
        {children}
      </dd>
    </div>
  );
}
