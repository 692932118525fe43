import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { asOptions, EmptyOption, OptionLines, type PickerOption } from './picker-options';

export interface RemoteSelectOption<T = unknown> extends PickerOption {
  /** The record behind the option (e.g. the item's price, to prefill a line). */
  data?: T;
}

/**
 * How a picker asks the server for a search term's options: usually a picker query of
 * src/api/reference.ts, whose answer (cached once per search) `select` turns into options.
 * Without `select`, the answer is the options.
 */
export interface RemoteSelectQuery<T = unknown, D = unknown> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<D>;
  // A method: any answer type fits a picker that only passes it to its own `select`.
  select?(data: D): RemoteSelectOption<T>[];
  staleTime?: number;
}

export interface RemoteSelectProps<T = unknown> extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'
> {
  value: string | null;
  onChange: (value: string | null, option: RemoteSelectOption<T> | null) => void;
  /** Query options for a search term (the server filters; debounced, stale answers cancelled). */
  optionsQuery: (search: string) => RemoteSelectQuery<T>;
  /** Label of the current value when it is not among the results (e.g. a restored draft). */
  selectedLabel?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  /** Search text to start with (typed before the picker was loaded). */
  initialSearch?: string;
}

/**
 * A single-value select that searches the server as the user types: debounced, and a
 * superseded search is cancelled through the query's AbortSignal (React Query aborts it
 * once no component observes that key any more). Each option shows a second line
 * (document, code, price). Keyboard: type to search, arrows to move, Enter to choose.
 */
export function RemoteSelect<T = unknown>({
  value,
  onChange,
  optionsQuery,
  selectedLabel,
  ref,
  initialSearch = '',
  ...props
}: RemoteSelectProps<T>) {
  const [search, setSearch] = useState(initialSearch);
  // Mantine's Select clears the search of an empty select in an effect as it mounts; the
  // text typed before the picker was loaded (DeferredPicker) must survive that one clear.
  const mounting = useRef(true);
  useEffect(() => {
    mounting.current = false;
  }, []);
  const [chosen, setChosen] = useState<RemoteSelectOption<T> | null>(null);
  const currentLabel = (chosen && chosen.value === value ? chosen.label : undefined) ?? selectedLabel;
  // Once chosen, the input shows the label: that is not a search for it.
  const term = value && search === currentLabel ? '' : search;
  const [debounced] = useDebouncedValue(term, 250);
  const options = optionsQuery(debounced);
  const query = useQuery({
    queryKey: options.queryKey,
    queryFn: ({ signal }) => options.queryFn({ signal }),
    staleTime: options.staleTime,
    select: options.select ?? asOptions<RemoteSelectOption<T>>,
    placeholderData: keepPreviousData,
  });

  const data = useMemo(() => {
    const byId = new Map<string, RemoteSelectOption<T>>();
    if (value) byId.set(value, { value, label: currentLabel ?? 'Selecionado' });
    for (const option of query.data ?? []) byId.set(option.value, option);
    return [...byId.values()];
  }, [value, currentLabel, query.data]);

  return (
    <Select
      {...props}
      ref={ref}
      data={data.map((o) => ({ value: o.value, label: o.label }))}
      value={value}
      searchable
      // While a search is on its way the previous options stay (replacing them collapsed the
      // dropdown under the pointer): a spinner, and aria-busy, say they are about to change.
      loading={query.isFetching}
      aria-busy={query.isFetching}
      searchValue={search}
      onSearchChange={(next) => {
        if (mounting.current && next === '' && initialSearch) return;
        setSearch(next);
      }}
      // The server already filtered.
      filter={({ options: all }) => all}
      nothingFoundMessage={
        <EmptyOption>
          {query.isFetching ? 'Buscando…' : query.isError ? 'Não foi possível buscar.' : 'Nada encontrado'}
        </EmptyOption>
      }
      onChange={(next) => {
        const option = next ? (data.find((o) => o.value === next) ?? null) : null;
        setChosen(option);
        onChange(next, option);
      }}
      renderOption={({ option }) => (
        <OptionLines label={option.label} description={data.find((o) => o.value === option.value)?.description} />
      )}
    />
  );
}
