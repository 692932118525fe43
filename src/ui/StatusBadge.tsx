import type { MantineColor } from '@mantine/core';
import type { CSSProperties } from 'react';

export interface StatusBadgeProps {
  value: string | null | undefined;
  label: (value: string | null | undefined) => string;
  colors: Record<string, MantineColor>;
}

/**
 * A status shown as a badge; unknown values get a neutral gray badge with a readable
 * label. A plain span in Mantine's light-badge colors (src/ui/Table.css): lists show one
 * per row, and Mantine's Badge costs a styles pass each (docs/performance.md).
 */
export function StatusBadge({ value, label, colors }: StatusBadgeProps) {
  if (!value) return <span>—</span>;
  const color = colors[value] ?? 'gray';
  const style = { '--badge-bg': `var(--mantine-color-${color}-light)`, '--badge-color': `var(--mantine-color-${color}-light-color)` } as CSSProperties;
  return (
    <span className="ui-badge" style={style}>
      {label(value)}
    </span>
  );
}
