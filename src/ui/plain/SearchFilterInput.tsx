import { memo, useEffect, useRef, useState } from 'react';
import { PlainTextInput, type PlainTextInputProps } from './controls';

export interface SearchFilterInputProps extends Omit<PlainTextInputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  /** `delay` ms after the last key, or at once on Enter or when the box is left. */
  onSearch: (value: string) => void;
  delay?: number;
}

/**
 * Follows the URL only when it changed from elsewhere, or the debounced write would overwrite
 * keystrokes. Enter or leaving the box writes what is typed at once, so an export or "Limpar
 * filtros" clicked right after typing acts on it. Memoized.
 */
export const SearchFilterInput = memo(function SearchFilterInput({
  value,
  onSearch,
  delay = 350,
  ...props
}: SearchFilterInputProps) {
  const [text, setText] = useState(value);
  const [fromUrl, setFromUrl] = useState(value);
  const [pushed, setPushed] = useState(value);
  if (value !== fromUrl) {
    setFromUrl(value);
    if (value !== pushed) setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const write = (next: string) => {
    clearTimeout(timer.current);
    if (next === value) return;
    setPushed(next);
    onSearch(next);
  };
  return (
    <PlainTextInput
      // `/` brings the focus here (src/app/Shortcuts.tsx).
      aria-keyshortcuts="/"
      {...props}
      type="search"
      value={text}
      onBlur={() => write(text)}
      onKeyDown={(e) => e.key === 'Enter' && write(text)}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => write(next), delay);
      }}
    />
  );
});
