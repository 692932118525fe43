import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type Ref } from 'react';
import { formatMoneyText, parseMoneyText, type NumberValue } from './form/values';

/*
 * The one amount field: shows "R$ 4.676,60", always two decimals, whenever the
 * user is not typing in it; takes what is typed the way people type it ("1.234,5",
 * "1234.5", "79,9"), holding a number, blank, or the text when it is not an amount (the
 * form's schema says what is wrong). No clamping, no refusing keys.
 */
export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'ref'> {
  value: NumberValue | null | undefined;
  onChange: (value: NumberValue) => void;
  inputRef?: Ref<HTMLInputElement>;
}

export function MoneyInput({ value, onChange, inputRef, onFocus, onBlur, ...props }: MoneyInputProps) {
  // What the user is typing, while the field has the focus; null when it shows the value.
  const [typing, setTyping] = useState<string | null>(null);
  const shown = typing ?? formatMoneyText(value);
  return (
    <TextInput
      type="text"
      inputMode="decimal"
      autoComplete="off"
      leftSection="R$"
      leftSectionPointerEvents="none"
      {...props}
      ref={inputRef}
      value={shown}
      onFocus={(event) => {
        setTyping(formatMoneyText(value));
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setTyping(null);
        onBlur?.(event);
      }}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyping(text);
        onChange(parseMoneyText(text));
      }}
    />
  );
}
