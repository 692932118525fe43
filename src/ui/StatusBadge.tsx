import { Badge, type MantineColor } from '@mantine/core';

export interface StatusBadgeProps {
  value: string | null | undefined;
  label: (value: string | null | undefined) => string;
  colors: Record<string, MantineColor>;
}

/** A status shown as a badge; unknown values get a neutral gray badge with a readable label. */
export function StatusBadge({ value, label, colors }: StatusBadgeProps) {
  if (!value) return <span>—</span>;
  return (
    <Badge color={colors[value] ?? 'gray'} variant="light" radius="sm" tt="none">
      {label(value)}
    </Badge>
  );
}
