import type { MantineColor } from '@mantine/core';
import './StatusBadge.css';

export interface StatusBadgeProps {
  value: string | null | undefined;
  label: (value: string | null | undefined) => string;
  colors: Record<string, MantineColor>;
}

/**
 * A status shown as a badge; unknown values get a neutral gray badge with a readable
 * label. A plain span in Mantine's light-badge colors (StatusBadge.css): lists show one
 * per row, and Mantine's Badge costs a styles pass each (docs/performance.md). The color
 * is an attribute matched by the stylesheet, not an inline style: a new page of a list
 * then changes one attribute per badge instead of parsing a style.
 */
export function StatusBadge({ value, label, colors }: StatusBadgeProps) {
  if (!value) return <span>—</span>;
  return (
    <span className="ui-badge" data-color={badgeColor(value, colors)}>
      {label(value)}
    </span>
  );
}

/** The badge color of a status (`data-color` of a `.ui-badge` span, for rows that render the span themselves). */
export function badgeColor(value: string, colors: Record<string, MantineColor>): MantineColor {
  return colors[value] ?? 'gray';
}
