import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ClearFiltersButton } from '../ClearFiltersButton';

/**
 * A list's filter bar: a search form of fields on the filter grid, ending with "Limpar
 * filtros" (disabled while nothing narrows the list). Each list's bar is a memoized
 * component of its fields, given the list's stable `update` and `clear`.
 */
export function FilterForm({
  label,
  onClear,
  hasActiveFilters,
  children,
}: {
  /** "Filtros de contratos". */
  label: string;
  onClear: () => void;
  hasActiveFilters: boolean;
  children: ReactNode;
}) {
  return (
    <form role="search" aria-label={label} onSubmit={(e) => e.preventDefault()}>
      <div className="ui-filter-grid">
        {children}
        <ClearFiltersButton onClear={onClear} disabled={!hasActiveFilters} />
      </div>
    </form>
  );
}

/** A stable setter of one filter, for a memoized field: `useFilter(update, 'busca_textual')`. */
export function useFilter<F, K extends keyof F>(update: (patch: Partial<F>) => void, key: K) {
  return useCallback((value: F[K]) => update({ [key]: value } as unknown as Partial<F>), [update, key]);
}

/**
 * Names of the selected ids as the rows show them (customers), for a picker reopened from
 * a link. Only selected ids are kept, so rows of other customers arriving do not
 * re-render the (memoized) filter bar.
 */
export function useSelectedLabels<T>(
  items: readonly T[],
  selected: readonly string[],
  pick: (item: T) => { id?: string | null; nome?: string | null } | null | undefined,
): Record<string, string> {
  const [labels, setLabels] = useState<Record<string, string>>({});
  const seen = useMemo(() => {
    const wanted = new Set(selected);
    const out: Record<string, string> = {};
    for (const item of items) {
      const entity = pick(item);
      if (entity?.id && wanted.has(entity.id) && entity.nome) out[entity.id] = entity.nome;
    }
    return out;
  }, [items, selected, pick]);
  if (Object.keys(seen).some((id) => labels[id] !== seen[id])) setLabels({ ...labels, ...seen });
  return labels;
}
