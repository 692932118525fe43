import type { CellContext } from './DataTable';

/* The cells only lazy lists use, apart from cells.tsx so the first screen does not carry them
   (decision 0009). Plain elements, no component and no hook (decision 0015). */

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
