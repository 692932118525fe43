import type { MantineColor } from '@mantine/core';
import { badgeColor } from '../StatusBadge';
import type { CellContext } from './DataTable';

/* Plain elements, no component and no hook (decision 0015); the table's delegated handler opens the links. */

export function rowLink(ctx: CellContext, path: string, text: string, ariaLabel?: string) {
  return (
    <a className="ui-link" data-row-link="" href={ctx.href(path)} aria-label={ariaLabel}>
      {text}
    </a>
  );
}

/** Unknown values are gray, none is a dash. */
export function badge(
  value: string | null | undefined,
  label: (value: string) => string,
  colors: Record<string, MantineColor>,
) {
  if (!value) return '—';
  return (
    <span className="ui-badge" data-color={badgeColor(value, colors)}>
      {label(value)}
    </span>
  );
}
