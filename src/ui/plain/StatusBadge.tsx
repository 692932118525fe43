import type { MantineColor } from '@mantine/core';
import './StatusBadge.css';

export interface StatusBadgeProps {
  value: string | null | undefined;
  label: (value: string | null | undefined) => string;
  colors: Record<string, MantineColor>;
}

/** A plain span; the color is an attribute, not an inline style: a new page changes one attribute per badge. */
export function StatusBadge({ value, label, colors }: StatusBadgeProps) {
  if (!value) return <span>—</span>;
  return (
    <span className="ui-badge" data-color={badgeColor(value, colors)}>
      {label(value)}
    </span>
  );
}

/** For rows that render the `.ui-badge` span themselves. */
export function badgeColor(value: string, colors: Record<string, MantineColor>): MantineColor {
  return colors[value] ?? 'gray';
}
