import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { asOptions, EmptyOption, OptionLines, type PickerOption, type PickerQuery } from './picker-options';

export interface RemoteSelectProps<T = unknown> extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'
> {
  value: string | null;
  onChange: (value: string | null, option: PickerOption<T> | null) => void;
  /** The server filters; debounced, stale answers cancelled. */
  optionsQuery: (search: string) => PickerQuery<T>;
  /** When the value is not among the results (a restored draft). */
  selectedLabel?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  initialSearch?: string;
}

/** Searches the server as the user types: debounced, a superseded search aborted through its AbortSignal. */
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
  // Mantine clears an empty select's search as it mounts; text typed before loading must survive it,
  // and StrictMode's second mount too (its effects run again after this one's cleanup).
  const mounting = useRef(true);
  useEffect(() => {
    mounting.current = false;
    return () => {
      mounting.current = true;
    };
  }, []);
  const [chosen, setChosen] = useState<PickerOption<T> | null>(null);
  const currentLabel = (chosen && chosen.value === value ? chosen.label : undefined) ?? selectedLabel;
  // Once chosen, the input shows the label: that is not a search for it.
  const term = value && search === currentLabel ? '' : search;
  const [debounced] = useDebouncedValue(term, 250);
  const options = optionsQuery(debounced);
  const query = useQuery({
    queryKey: options.queryKey,
    queryFn: ({ signal }) => options.queryFn({ signal }),
    staleTime: options.staleTime,
    select: options.select ?? asOptions<PickerOption<T>>,
    placeholderData: keepPreviousData,
  });

  const data = useMemo(() => {
    const byId = new Map<string, PickerOption<T>>();
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
      // Opens on a click, a key or typing; not on focus, so a form's jump to its first error leaves the error in view.
      openOnFocus={false}
      // Previous options stay while searching (replacing them collapsed the dropdown); aria-busy says they will change.
      loading={query.isFetching}
      aria-busy={query.isFetching}
      searchValue={search}
      onSearchChange={(next) => {
        if (mounting.current && next === '' && initialSearch) return;
        setSearch(next);
      }}
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
