import { useCallback, useEffect, useRef } from 'react';
import { useStableCallback } from './useStableCallback';

/** Calls `fn` `delay` ms after the last call, never after unmount; not Mantine's, which costs the first screen 1 KB. */
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
