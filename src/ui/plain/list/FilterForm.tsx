import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ClearFiltersButton } from '../ClearFiltersButton';

/** "Limpar filtros" is disabled while nothing narrows the list. */
export function FilterForm({
  label,
  onClear,
  hasActiveFilters,
  children,
}: {
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

/** Stable, for a memoized field: `useFilter(update, 'busca_textual')`. */
export function useFilter<F, K extends keyof F>(update: (patch: Partial<F>) => void, key: K) {
  return useCallback((value: F[K]) => update({ [key]: value } as unknown as Partial<F>), [update, key]);
}

/** Only selected ids are kept, so other rows arriving do not re-render the memoized filter bar. */
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
