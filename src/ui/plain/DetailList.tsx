import type { CSSProperties, ReactNode } from 'react';
import { DateText, Money } from './format';
import './DetailList.css';

/** At Mantine's breakpoints, as SimpleGrid's `cols`. */
export interface DetailColumns {
  base: number;
  sm?: number;
  md?: number;
}

export interface DetailListProps {
  /** Omitted: as many 200px columns as fit. */
  cols?: DetailColumns;
  spacing?: 'sm' | 'md';
  /** `fields`: value as typed; `figures`: bold value; `lines`: one pair under the other. */
  look?: 'fields' | 'figures' | 'lines';
  labelWeight?: 500 | 600;
  children: ReactNode;
}

/** A description list (`dl > div > dt + dd`) of `Detail`s. */
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

/** `wide` spans the whole row. */
export function Detail({ label, children, wide = false }: { label: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className="ui-detail" data-wide={wide ? '' : undefined}>
      <dt className="ui-detail-label">{label}</dt>
      {/* People's text: its direction follows its first strong character. */}
      <dd className="ui-detail-value" dir="auto">
        {children}
      </dd>
    </div>
  );
}

export function MoneyDetail({ label, value }: { label: ReactNode; value: number | null | undefined }) {
  return (
    <Detail label={label}>
      <Money value={value} />
    </Detail>
  );
}

export function DateDetail({ label, value }: { label: ReactNode; value: string | null | undefined }) {
  return (
    <Detail label={label}>
      <DateText value={value} />
    </Detail>
  );
}
