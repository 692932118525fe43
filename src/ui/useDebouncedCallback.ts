import { useCallback, useEffect, useRef } from 'react';
import { useStableCallback } from './useStableCallback';

/**
 * `fn`, called `delay` ms after the last call, with that call's arguments; a call still
 * waiting when the component unmounts is dropped. What the list's search needs, without
 * the leading, max-wait and flush options of Mantine's (1 KB of the first screen).
 */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delay: number) {
  const call = useStableCallback(fn);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => call(...args), delay);
    },
    [call, delay],
  );
}
