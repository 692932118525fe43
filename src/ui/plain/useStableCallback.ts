import { useCallback, useLayoutEffect, useRef } from 'react';

/** Stable identity, latest `fn`: for handlers given to memoized children. Never call it during render. */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
