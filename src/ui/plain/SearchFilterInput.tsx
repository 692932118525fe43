import { useDebouncedCallback } from './useDebouncedCallback';
import { memo, useState } from 'react';
import { PlainTextInput, type PlainTextInputProps } from './controls';

export interface SearchFilterInputProps extends Omit<PlainTextInputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  /** Debounced. */
  onSearch: (value: string) => void;
  delay?: number;
}

/** Follows the URL only when it changed from elsewhere, or the debounced write would overwrite keystrokes. Memoized. */
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
  const push = useDebouncedCallback((next: string) => {
    setPushed(next);
    onSearch(next);
  }, delay);
  return (
    <PlainTextInput
      // `/` brings the focus here (src/app/Shortcuts.tsx).
      aria-keyshortcuts="/"
      {...props}
      type="search"
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        push(e.currentTarget.value);
      }}
    />
  );
});
