import { memo } from 'react';
import './Pager.css';

/** Always the same number of items once pages overflow, so buttons do not move under the pointer. */
export function pagerItems(page: number, total: number, siblings = 1, boundaries = 1): (number | 'gap')[] {
  const count = Math.max(1, total);
  const current = Math.min(Math.max(1, page), count);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (count <= 2 * siblings + 2 * boundaries + 3) return range(1, count);
  const left = Math.max(current - siblings, boundaries);
  const right = Math.min(current + siblings, count - boundaries);
  const gapLeft = left > boundaries + 2;
  const gapRight = right < count - boundaries - 1;
  const head = range(1, boundaries);
  const tail = range(count - boundaries + 1, count);
  if (!gapLeft) return [...range(1, 2 * siblings + boundaries + 2), 'gap', ...tail];
  if (!gapRight) return [...head, 'gap', ...range(count - boundaries - 2 * siblings - 1, count)];
  return [...head, 'gap', ...range(left, right), 'gap', ...tail];
}

/** Plain buttons like Mantine's Pagination, which costs a styled component per button (decision 0015). */
export const Pager = memo(function Pager({
  page,
  total,
  onChange,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const count = Math.max(1, total);
  const current = Math.min(Math.max(1, page), count);
  const control = (label: string, to: number, symbol: string) => (
    <button
      type="button"
      className="ui-pager-button"
      aria-label={label}
      disabled={to === current || to < 1 || to > count}
      onClick={() => onChange(to)}
    >
      <span aria-hidden>{symbol}</span>
    </button>
  );
  return (
    <div className="ui-pager">
      {control('Primeira página', 1, '«')}
      {control('Página anterior', current - 1, '‹')}
      {pagerItems(current, count).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="ui-pager-gap" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="ui-pager-button"
            aria-label={`Página ${item}`}
            aria-current={item === current ? 'page' : undefined}
            onClick={() => item !== current && onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      {control('Próxima página', current + 1, '›')}
      {control('Última página', count, '»')}
    </div>
  );
});
