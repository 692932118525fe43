import { useState } from 'react';
import { formatDateBR, isIsoDate, maskDateBR, parseDateBR } from '../../lib/dates';
import { PlainTextInput, type PlainTextInputProps } from './controls';

/* Holds an ISO date once complete and real, else the text typed, so nothing incomplete is sent (decision 0040). */

export interface DateInputProps extends Omit<PlainTextInputProps, 'value' | 'onChange' | 'type' | 'ref'> {
  value: string;
  /** An ISO date once complete and real, '' when cleared, otherwise the text. */
  onChange: (value: string) => void;
}

export const INVALID_DATE = 'Data inválida: use dd/mm/aaaa.';

export function dateText(value: string | null | undefined): string {
  if (!value) return '';
  return isIsoDate(value) ? formatDateBR(value) : value;
}

export function DateInput({ value, onChange, error, onFocus, onBlur, ...props }: DateInputProps) {
  // A field focused by a failed submit is not being typed in.
  const [typing, setTyping] = useState(false);
  const text = dateText(value);
  const complete = text.length === 10;
  const invalid = text !== '' && parseDateBR(text) === null;
  // No error while still typing, until the date is complete or the field is left.
  const shown = typing && !complete ? undefined : error || (invalid ? INVALID_DATE : undefined);
  return (
    <PlainTextInput
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
