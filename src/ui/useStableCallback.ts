import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes and that always calls the latest `fn` (from the
 * last commit). For callbacks handed to memoized children (filter bars, footers), so that
 * a parent re-rendering for other reasons does not re-render them. Only for event
 * handlers: calling it during render would see the previous commit's `fn`.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
