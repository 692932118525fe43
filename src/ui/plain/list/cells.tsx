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

/** `keepFrom`: the page opened can return to this exact view. */
export function appLink(
  ctx: CellContext,
  path: string,
  text: string,
  options: { ariaLabel?: string; action?: boolean; keepFrom?: boolean } = {},
) {
  return (
    <a
      className={options.action ? 'ui-row-action' : 'ui-link'}
      data-app-link=""
      data-keep-from={options.keepFrom ? '' : undefined}
      href={ctx.href(path)}
      aria-label={options.ariaLabel}
    >
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

/**
 * Two lines of people's text in one cell: `main` whole (it wraps), `sub` on one line cut
 * with an ellipsis, the whole of it in a title set on hover (DataTable). Each in its own direction.
 */
export function stacked(main: string | null | undefined, sub: string | null | undefined) {
  return (
    <>
      <span className="ui-stacked-main" dir="auto">
        {main || '—'}
      </span>
      <span className="ui-stacked-sub" dir="auto">
        {sub || '—'}
      </span>
    </>
  );
}
