import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type Ref } from 'react';
import { formatMoneyText, parseMoneyText, type NumberValue } from '../plain/form/values';
import { NOTE_BELOW } from './controls';

/* Shows "R$ 4.676,60" when not being typed in; takes amounts as people type them; never clamps or refuses keys. */
export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'ref'> {
  value: NumberValue | null | undefined;
  onChange: (value: NumberValue) => void;
  inputRef?: Ref<HTMLInputElement>;
}

export function MoneyInput({ value, onChange, inputRef, onFocus, onBlur, ...props }: MoneyInputProps) {
  // Null when the field shows the value.
  const [typing, setTyping] = useState<string | null>(null);
  const shown = typing ?? formatMoneyText(value);
  return (
    <TextInput
      type="text"
      inputMode="decimal"
      autoComplete="off"
      leftSection="R$"
      leftSectionPointerEvents="none"
      // A note ("Em aberto: R$ …") under the box, so the boxes of a row of amounts line up.
      inputWrapperOrder={NOTE_BELOW}
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
