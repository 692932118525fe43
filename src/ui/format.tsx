import { formatDateBR } from '../lib/dates';
import { formatBRL } from '../lib/money';

/*
 * Classes rather than style objects (src/app/global.css): lists render hundreds of these,
 * and a style object is one more object per cell and its properties set one by one.
 */

/** Money as `R$ 1.234,56`, tabular digits so columns line up. */
export function Money({ value }: { value: number | null | undefined }) {
  return <span className="ui-money">{formatBRL(value)}</span>;
}

/** A calendar date as `31/12/2026` inside a <time> element. */
export function DateText({ value }: { value: string | null | undefined }) {
  const text = formatDateBR(value);
  if (text === '—' || !value) return <span>—</span>;
  return (
    <time dateTime={value.slice(0, 10)} className="ui-date">
      {text}
    </time>
  );
}
