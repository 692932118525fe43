import { useState } from 'react';
import { formatDateBR, isIsoDate, maskDateBR, parseDateBR } from '../lib/dates';
import { TextField, type TextFieldProps } from './plain';

/*
 * The one date field of the app (docs/decisions/0040-typed-dates.md): a text input that
 * shows and takes `dd/mm/aaaa` whatever the browser's language, one tab stop, the slashes
 * put in as the user types. It holds an ISO date (`aaaa-mm-dd`, what the API takes) once
 * the date is complete and real; before that it holds the text typed, which no schema
 * takes for a date, so nothing incomplete is ever sent. A plain field (plain.tsx): list
 * filters on the first screen use it (decision 0009).
 */

export interface DateInputProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'ref'> {
  /** An ISO date, blank, or the text typed so far. */
  value: string;
  /** Called with an ISO date when the text is a complete real date, '' when cleared, otherwise the text. */
  onChange: (value: string) => void;
}

export const INVALID_DATE = 'Data inválida: use dd/mm/aaaa.';

/** What a date field's value shows: an ISO date as `dd/mm/aaaa`, anything else as typed. */
export function dateText(value: string | null | undefined): string {
  if (!value) return '';
  return isIsoDate(value) ? formatDateBR(value) : value;
}

export function DateInput({ value, onChange, error, onFocus, onBlur, ...props }: DateInputProps) {
  // Typed into since it took the focus (a field focused by a failed submit is not being typed in).
  const [typing, setTyping] = useState(false);
  const text = dateText(value);
  const complete = text.length === 10;
  const invalid = text !== '' && parseDateBR(text) === null;
  // While the user is still typing, nothing is wrong yet: no error until the date is
  // complete or the field is left.
  const shown = typing && !complete ? undefined : error || (invalid ? INVALID_DATE : undefined);
  return (
    <TextField
      type="text"
      placeholder="dd/mm/aaaa"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      {...props}
      value={text}
      error={shown}
      onFocus={(event) => {
        setTyping(false);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setTyping(false);
        onBlur?.(event);
      }}
      onChange={(event) => {
        const masked = maskDateBR(event.currentTarget.value);
        setTyping(true);
        onChange(masked === '' ? '' : (parseDateBR(masked) ?? masked));
      }}
    />
  );
}
