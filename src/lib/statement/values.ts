import { type IsoDate, parseIsoDate, toIsoDate } from '../dates';

/** Amounts are read digit by digit into integer cents, never through a floating-point number. */

export type DecimalSeparator = ',' | '.';

/** The separator before some value's last one or two digits; null when none tells (`1.234` is a thousand here). */
export function detectDecimalSeparator(values: Iterable<string>): DecimalSeparator | null {
  let comma = 0;
  let dot = 0;
  for (const raw of values) {
    const v = raw.replace(/\s+[CD]$/i, '').trim();
    if (/,\d{1,2}\)?-?$/.test(v)) comma += 1;
    else if (/\.\d{1,2}\)?-?$/.test(v)) dot += 1;
  }
  if (comma === 0 && dot === 0) return null;
  return comma >= dot ? ',' : '.';
}

/** Signed cents; of two separators the last is decimal; without `decimal`, a lone dot before 3 digits is thousands. */
export function parseAmountCents(text: string, decimal?: DecimalSeparator | null): number | null {
  let v = text.replace(/[\s\u00a0]+/g, ' ').trim();
  if (v === '') return null;
  let negative = false;
  const suffix = /\s?([CD])$/i.exec(v);
  if (suffix) {
    negative = suffix[1]!.toUpperCase() === 'D';
    v = v.slice(0, suffix.index).trim();
  }
  if (/^\(.*\)$/.test(v)) {
    negative = true;
    v = v.slice(1, -1).trim();
  }
  v = v.replace(/^R\$\s?/i, '').replace(/\s?R\$$/i, '');
  let sign = /^[-+]/.exec(v)?.[0];
  if (sign) v = v.slice(1).trim();
  v = v.replace(/^R\$\s?/i, '');
  if (!sign) {
    sign = /[-+]$/.exec(v)?.[0];
    if (sign) v = v.slice(0, -1).trim();
  }
  if (sign === '-') negative = !negative;
  v = v.replace(/(\d) (?=\d{3}(?!\d))/g, '$1'); // `1 234,56`: a space between thousands
  if (!/^\d[\d.,]*$/.test(v) || /[.,]$/.test(v)) return null;

  const lastComma = v.lastIndexOf(',');
  const lastDot = v.lastIndexOf('.');
  let separator: DecimalSeparator | null = null;
  if (lastComma >= 0 && lastDot >= 0) separator = lastComma > lastDot ? ',' : '.';
  else if (lastComma >= 0 || lastDot >= 0) {
    const only: DecimalSeparator = lastComma >= 0 ? ',' : '.';
    const count = v.split(only).length - 1;
    const digitsAfter = v.length - v.lastIndexOf(only) - 1;
    if (count > 1)
      separator = null; // `1.234.567`: thousands only
    else if (decimal) separator = decimal === only ? only : null;
    else if (digitsAfter === 3) separator = only === ',' ? ',' : null;
    else separator = only;
  }

  let whole = v;
  let fraction = '';
  if (separator) {
    const at = v.lastIndexOf(separator);
    whole = v.slice(0, at);
    fraction = v.slice(at + 1);
    if (fraction.includes(',') || fraction.includes('.')) return null;
  }
  if (/[.,]/.test(whole) && !/^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/.test(whole)) return null;
  if (separator && whole.includes(separator)) return null;
  whole = whole.replace(/[.,]/g, '');
  if (whole === '' || !/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return null;

  // A third decimal place rounds half away from zero.
  const padded = (fraction + '000').slice(0, 3);
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** OFX dates: the calendar day as written, whatever time and zone follow. */
export function parseOfxDate(text: string): IsoDate | null {
  const m = /^\s*(\d{4})(\d{2})(\d{2})/.exec(text);
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  return parseIsoDate(iso) ? iso : null;
}

export type CsvDateFormat = 'dd/mm/aaaa' | 'dd/mm/aa' | 'aaaa-mm-dd';

const DATE_PATTERNS: Record<CsvDateFormat, RegExp> = {
  'dd/mm/aaaa': /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:\s.*)?$/,
  'dd/mm/aa': /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2})(?:\s.*)?$/,
  'aaaa-mm-dd': /^(\d{4})-(\d{2})-(\d{2})(?:[T\s].*)?$/,
};

/** Two-digit years are 20yy. */
export function parseCsvDate(text: string, format: CsvDateFormat): IsoDate | null {
  const m = DATE_PATTERNS[format].exec(text.trim());
  if (!m) return null;
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const parts =
    format === 'aaaa-mm-dd'
      ? { year: a, month: b, day: c }
      : { year: format === 'dd/mm/aa' ? 2000 + c : c, month: b, day: a };
  const iso = toIsoDate(parts);
  return parseIsoDate(iso) ? iso : null;
}

export function detectDateFormat(values: Iterable<string>): CsvDateFormat | null {
  const counts = new Map<CsvDateFormat, number>();
  for (const v of values) {
    for (const format of Object.keys(DATE_PATTERNS) as CsvDateFormat[]) {
      if (parseCsvDate(v, format)) counts.set(format, (counts.get(format) ?? 0) + 1);
    }
  }
  let best: CsvDateFormat | null = null;
  for (const [format, n] of counts) if (!best || n > counts.get(best)!) best = format;
  return best;
}
