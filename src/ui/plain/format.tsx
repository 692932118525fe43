import { formatDateBR } from '../../lib/dates';
import { formatBRL } from '../../lib/money';

/* Classes, not style objects: lists render hundreds of these. */

/** Tabular digits, so columns line up. */
export function Money({ value }: { value: number | null | undefined }) {
  return <span className="ui-money">{formatBRL(value)}</span>;
}

export function DateText({ value }: { value: string | null | undefined }) {
  const text = formatDateBR(value);
  if (text === '—' || !value) return <span>—</span>;
  return (
    <time dateTime={value.slice(0, 10)} className="ui-date">
      {text}
    </time>
  );
}
