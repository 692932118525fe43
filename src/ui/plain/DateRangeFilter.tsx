import { memo, useState, type ReactNode } from 'react';
import { compareIsoDates, isIsoDate } from '../../lib/dates';
import { DateInput } from './DateInput';
import { useStableCallback } from './useStableCallback';

/** Memoized with stable handlers: a change of the chooser beside them (another filter's) leaves the dates alone. */
const RangeDate = memo(DateInput);

/** `required`: both ends (the API needs them); otherwise both or neither; never the end before the start. */
export function dateRangeErrors(
  start: string,
  end: string,
  required: boolean,
): { start: string | null; end: string | null } {
  if (!required && !start && !end) return { start: null, end: null };
  const missing = required ? 'Informe a data' : 'Informe também a data';
  const startError = !start ? `${missing} inicial.` : !isIsoDate(start) ? 'Data inválida.' : null;
  const endError = !end
    ? `${missing} final.`
    : !isIsoDate(end)
      ? 'Data inválida.'
      : !startError && compareIsoDates(end, start) < 0
        ? 'A data final não pode ser anterior à inicial.'
        : null;
  return { start: startError, end: endError };
}

export interface DateRangeFilterProps {
  label: string;
  start: string;
  end: string;
  required?: boolean;
  /** Only a valid interval. Stable: the filter is memoized. */
  onApply: (start: string, end: string) => void;
  /** Before the two dates, in the same row (a period chooser). */
  children?: ReactNode;
}

/** Keeps what is typed (an invalid interval shows its error, unapplied) and follows the URL's changes. */
export const DateRangeFilter = memo(function DateRangeFilter({
  label,
  start: urlStart,
  end: urlEnd,
  required = false,
  onApply,
  children,
}: DateRangeFilterProps) {
  const [start, setStart] = useState(urlStart);
  const [end, setEnd] = useState(urlEnd);
  const [fromUrl, setFromUrl] = useState(`${urlStart}|${urlEnd}`);
  if (`${urlStart}|${urlEnd}` !== fromUrl) {
    setFromUrl(`${urlStart}|${urlEnd}`);
    setStart(urlStart);
    setEnd(urlEnd);
  }
  const errors = dateRangeErrors(start, end, required);
  const apply = (nextStart: string, nextEnd: string) => {
    const next = dateRangeErrors(nextStart, nextEnd, required);
    if (!next.start && !next.end) onApply(nextStart, nextEnd);
  };
  const onStart = useStableCallback((value: string) => {
    setStart(value);
    apply(value, end);
  });
  const onEnd = useStableCallback((value: string) => {
    setEnd(value);
    apply(start, value);
  });
  return (
    <div className="ui-date-range">
      {children}
      <RangeDate label={label} value={start} error={errors.start} onChange={onStart} />
      <RangeDate label="até" value={end} error={errors.end} onChange={onEnd} />
    </div>
  );
});
