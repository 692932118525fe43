import { MultiSelect, Pill, type MultiSelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { asOptions, EmptyOption, OptionLines, type PickerOption, type PickerQuery } from './picker-options';

export interface RemoteMultiSelectProps extends Omit<
  MultiSelectProps,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'
> {
  value: string[];
  onChange: (ids: string[]) => void;
  /** The server filters; debounced, stale answers cancelled. */
  optionsQuery: (search: string) => PickerQuery;
  /** E.g. from the rows on screen, when a link reopens a selection. */
  knownLabels?: Record<string, string>;
  initialSearch?: string;
}

/** Selected options keep their labels when they drop out of the results. */
export function RemoteMultiSelect({
  value,
  onChange,
  optionsQuery,
  knownLabels = {},
  initialSearch = '',
  ...props
}: RemoteMultiSelectProps) {
  const [search, setSearch] = useState(initialSearch);
  const [debounced] = useDebouncedValue(search, 250);
  const [seen, setSeen] = useState<Record<string, PickerOption>>({});
  const options = optionsQuery(debounced);
  const query = useQuery({
    queryKey: options.queryKey,
    queryFn: ({ signal }) => options.queryFn({ signal }),
    staleTime: options.staleTime,
    select: options.select ?? asOptions<PickerOption>,
    placeholderData: keepPreviousData,
  });

  const data = useMemo(() => {
    const byId = new Map<string, PickerOption>();
    for (const id of value) {
      const label = seen[id]?.label ?? knownLabels[id] ?? 'Selecionado';
      byId.set(id, { value: id, label });
    }
    for (const option of query.data ?? []) byId.set(option.value, option);
    return [...byId.values()].map((o) => ({ value: o.value, label: o.label }));
  }, [value, seen, knownLabels, query.data]);

  return (
    <MultiSelect
      {...props}
      data={data}
      value={value}
      searchable
      // Opens on a click, a key or typing; not on focus, so a form's jump to its first error leaves the error in view.
      openOnFocus={false}
      // Previous options stay while searching (replacing them collapsed the dropdown); aria-busy says they will change.
      loading={query.isFetching}
      aria-busy={query.isFetching}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={<EmptyOption>{query.isFetching ? 'Buscando…' : 'Nada encontrado'}</EmptyOption>}
      onChange={(ids) => {
        const next = { ...seen };
        for (const option of query.data ?? []) if (ids.includes(option.value)) next[option.value] = option;
        setSeen(next);
        onChange(ids);
      }}
      // Pills are user text: their own direction, an ellipsis when long.
      renderPill={({ option, onRemove, disabled }) => (
        <Pill
          withRemoveButton={!props.readOnly && !disabled}
          onRemove={onRemove}
          disabled={disabled}
          title={option.label}
        >
          <span dir="auto">{option.label}</span>
        </Pill>
      )}
      renderOption={({ option }) => (
        <OptionLines
          label={option.label}
          description={query.data?.find((o) => o.value === option.value)?.description}
        />
      )}
    />
  );
}
