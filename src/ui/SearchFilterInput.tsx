import { useDebouncedCallback } from './useDebouncedCallback';
import { memo, useState } from 'react';
import { TextField, type TextFieldProps } from './plain';

export interface SearchFilterInputProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type'> {
  /** The search as the URL holds it. */
  value: string;
  /** Called, debounced, with what the user typed. */
  onSearch: (value: string) => void;
  delay?: number;
}

/**
 * A list's text search kept in the URL. The box follows the URL only when the URL changed
 * from elsewhere (back, forward, "Limpar filtros"), never when it echoes what was typed:
 * otherwise the debounced write would overwrite keystrokes typed in between. Memoized:
 * give it a stable `onSearch`.
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
  const push = useDebouncedCallback((next: string) => {
    setPushed(next);
    onSearch(next);
  }, delay);
  return (
    <TextField
      // The list's search: `/` brings the focus here (src/app/Shortcuts.tsx).
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
