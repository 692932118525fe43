import { useState } from 'react';
import { useStableCallback } from '../useStableCallback';

const NONE: ReadonlySet<string> = new Set();

/** Which rows are open (by `keyOf`), and a stable toggle for a row: a table's `expanded` and `onExpand`. */
export function useExpanded<T>(keyOf: (row: T) => string): [ReadonlySet<string>, (row: T) => void] {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(NONE);
  const onExpand = useStableCallback((row: T) =>
    setExpanded((current) => {
      const next = new Set(current);
      const key = keyOf(row);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    }),
  );
  return [expanded, onExpand];
}
