import { memo, useCallback, type ChangeEvent, type ComponentType } from 'react';
import { DateRangeFilter } from '../DateRangeFilter';
import { SearchFilterInput } from '../SearchFilterInput';
import type { PickerOption, PickerQuery } from '../../mantine/picker-options';
import { NativeSelect } from '../controls';
import { ChoicesFilter, RecordsFilter } from './fields';
import { FilterForm } from './FilterForm';

/* Fields declared once; each memoized on its value, so a change re-renders one field (decision 0015). */

type KeyOf<F, V> = { [K in keyof F]-?: F[K] extends V ? K : never }[keyof F] & string;

export type FilterDef<F> =
  | { kind: 'search'; key: KeyOf<F, string>; label: string; placeholder?: string }
  | {
      kind: 'dates';
      key: KeyOf<F, string>;
      end: KeyOf<F, string>;
      label: string;
      required?: boolean;
      /** Beside the two dates, a control that reads and writes several filters (`periodChooser`). */
      aside?: ComponentType<{ filters: F; onChange: (patch: Partial<F>) => void }>;
    }
  /** The browser's own select (decision 0009). */
  | { kind: 'select'; key: KeyOf<F, string>; label: string; options: readonly PickerOption[] }
  | {
      kind: 'choices';
      key: KeyOf<F, string[]>;
      label: string;
      allLabel: string;
      options: readonly PickerOption[];
      picker: ComponentType<ChoicesPickerProps>;
      searchable?: boolean;
      nothingFoundMessage?: string;
    }
  /** Searched on the API, labelled by `knownLabels[key]`. */
  | {
      kind: 'records';
      key: KeyOf<F, string[]>;
      label: string;
      allLabel: string;
      picker: ComponentType<RecordsPickerProps>;
      optionsQuery: (search: string) => PickerQuery;
    }
  | CustomFilter<F>;

/** The list's own field for `key` (e.g. one that loads its options): memoize it. */
type CustomFilter<F> = {
  [K in keyof F & string]: {
    kind: 'custom';
    key: K;
    component: ComponentType<{ value: F[K]; onChange: (value: F[K]) => void }>;
  };
}[keyof F & string];

type ChoicesPickerProps = Parameters<typeof ChoicesFilter>[0]['picker'] extends ComponentType<infer P> ? P : never;
type RecordsPickerProps = Parameters<typeof RecordsFilter>[0]['picker'] extends ComponentType<infer P> ? P : never;

const NO_LABELS: Record<string, string> = {};

export interface FilterBarOptions<F extends object> {
  label: string;
  fields: readonly FilterDef<F>[];
  filters: F;
  /** Stable. */
  onChange: (patch: Partial<F>) => void;
  /** Stable. */
  onClear: () => void;
  hasActiveFilters: boolean;
  /** Per records field, the selected ids' names (useSelectedLabels). */
  knownLabels?: Partial<Record<keyof F & string, Record<string, string>>>;
}

function FilterBarView<F extends object>({
  label,
  fields,
  filters,
  onChange,
  onClear,
  hasActiveFilters,
  knownLabels,
}: FilterBarOptions<F>) {
  return (
    <FilterForm label={label} onClear={onClear} hasActiveFilters={hasActiveFilters}>
      {fields.map((def) => (
        <FilterField<F>
          key={def.key}
          def={def}
          value={filters[def.key]}
          end={def.kind === 'dates' ? filters[def.end] : undefined}
          filters={def.kind === 'dates' && def.aside ? filters : undefined}
          onChange={onChange}
          labels={knownLabels?.[def.key] ?? NO_LABELS}
        />
      ))}
    </FilterForm>
  );
}

export const FilterBar = memo(FilterBarView) as typeof FilterBarView;

interface FieldProps<F> {
  def: FilterDef<F>;
  value: unknown;
  end: unknown;
  /** Only for the dates' `aside`. */
  filters: F | undefined;
  onChange: (patch: Partial<F>) => void;
  labels: Record<string, string>;
}

const sameValue = (a: unknown, b: unknown) =>
  a === b || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => v === b[i]));

function FilterFieldView<F>({ def, value, end, filters, onChange, labels }: FieldProps<F>) {
  const key = def.key;
  const set = useCallback((v: unknown) => onChange({ [key]: v } as Partial<F>), [onChange, key]);
  const endKey = def.kind === 'dates' ? def.end : undefined;
  const setDates = useCallback(
    (start: string, last: string) => onChange({ [key]: start, [endKey as string]: last } as Partial<F>),
    [onChange, key, endKey],
  );
  switch (def.kind) {
    case 'search':
      return (
        <SearchFilterInput
          label={def.label}
          placeholder={def.placeholder}
          value={value as string}
          onSearch={set as (v: string) => void}
        />
      );
    case 'dates':
      // Two cells of the grid, so the two labels stay on one line.
      return (
        <div className="ui-filter-wide">
          <DateRangeFilter
            label={def.label}
            start={value as string}
            end={end as string}
            required={def.required}
            onApply={setDates}
          >
            {def.aside && filters && <def.aside filters={filters} onChange={onChange} />}
          </DateRangeFilter>
        </div>
      );
    case 'select':
      return (
        <NativeSelect
          label={def.label}
          data={def.options}
          value={value as string}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => set(event.currentTarget.value)}
        />
      );
    case 'choices':
      return (
        <ChoicesFilter
          picker={def.picker}
          label={def.label}
          allLabel={def.allLabel}
          data={def.options}
          value={value as string[]}
          onChange={set as (v: string[]) => void}
          searchable={def.searchable}
          nothingFoundMessage={def.nothingFoundMessage}
        />
      );
    case 'records':
      return (
        <RecordsFilter
          picker={def.picker}
          label={def.label}
          allLabel={def.allLabel}
          value={value as string[]}
          onChange={set as (v: string[]) => void}
          optionsQuery={def.optionsQuery}
          knownLabels={labels}
        />
      );
    case 'custom': {
      const Custom = def.component as unknown as ComponentType<{ value: unknown; onChange: (value: unknown) => void }>;
      return <Custom value={value} onChange={set} />;
    }
  }
}

const FilterField = memo(
  FilterFieldView,
  (a, b) =>
    a.def === b.def &&
    a.onChange === b.onChange &&
    a.labels === b.labels &&
    a.filters === b.filters &&
    sameValue(a.value, b.value) &&
    sameValue(a.end, b.end),
) as typeof FilterFieldView;
