import { useMemo, useState } from 'react';
import { useStableCallback } from '../useStableCallback';

export interface Selection<T, V> {
  /** E.g. a row's number, for a confirmation. */
  selected: ReadonlyMap<string, V>;
  /** The same set until the selection changes. */
  ids: ReadonlySet<string>;
  /** Stable. */
  onSelect: (rows: T[], checked: boolean) => void;
  /** Omitted: clears. */
  retain: (keep?: (id: string) => boolean) => void;
}

/** Survives paging and filtering. `rowId` and `value` must be module-level. */
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
