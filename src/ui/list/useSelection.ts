import { useMemo, useState } from 'react';
import { useStableCallback } from '../useStableCallback';

export interface Selection<T, V> {
  /** id -> what the list keeps of a selected row (e.g. its number, for a confirmation). */
  selected: ReadonlyMap<string, V>;
  /** The selected ids (DataTable's `selected`), the same set until the selection changes. */
  ids: ReadonlySet<string>;
  /** Stable (DataTable's `onSelect`): rows checked or unchecked. */
  onSelect: (rows: T[], checked: boolean) => void;
  /** Keeps only the ids `keep` accepts (everything when omitted: clears). */
  retain: (keep?: (id: string) => boolean) => void;
}

/**
 * A selectable list's selection (bulk actions). It survives paging and filtering: rows of
 * other pages stay selected. `rowId` and `value` must be module-level functions.
 */
export function useSelection<T, V>(rowId: (row: T) => string, value: (row: T) => V): Selection<T, V> {
  const [selected, setSelected] = useState<ReadonlyMap<string, V>>(() => new Map());
  const ids = useMemo(() => new Set(selected.keys()), [selected]);
  const onSelect = useStableCallback((rows: T[], checked: boolean) => {
    const next = new Map(selected);
    for (const row of rows) {
      if (checked) next.set(rowId(row), value(row));
      else next.delete(rowId(row));
    }
    setSelected(next);
  });
  const retain = useStableCallback((keep?: (id: string) => boolean) =>
    setSelected(new Map(keep ? [...selected].filter(([id]) => keep(id)) : [])),
  );
  return { selected, ids, onSelect, retain };
}
