import { memo, type ComponentType } from 'react';
import type { PickerQuery } from '../RemoteMultiSelect';

/*
 * The filter fields the lists share, memoized: give them a stable `onChange` (useFilter)
 * and a filter change re-renders the field it changes only. Each list chooses the picker
 * component: the first screen's list (contracts) passes the deferred ones
 * (DeferredPicker, decision 0007), the lazy screens Mantine's own.
 */

/** The props a list's filter bar gets from the list frame. */
export interface FilterBarProps<F> {
  filters: F;
  /** Stable (useListState's `update`). */
  onChange: (patch: Partial<F>) => void;
  /** Stable (useListState's `clear`). */
  onClear: () => void;
  /** Names of the selected customers as the rows show them (useSelectedLabels). */
  customerLabels: Record<string, string>;
  hasActiveFilters: boolean;
}

/** ChoicesField (plain), or a deferred Mantine MultiSelect on the first screen. */
type ChoicesPicker = ComponentType<{
  label: string;
  placeholder: string | undefined;
  data: { value: string; label: string }[];
  value: string[];
  clearable: boolean;
  searchable?: boolean;
  error?: string;
  nothingFoundMessage?: string;
  onChange: (values: string[]) => void;
}>;

/** Several values of a fixed list (situations, accounts): "Todas as …" while none is chosen. */
export const ChoicesFilter = memo(function ChoicesFilter({
  picker: Picker,
  label,
  allLabel,
  value,
  ...props
}: {
  picker: ChoicesPicker;
  label: string;
  /** The placeholder while nothing is chosen ("Todas as situações"). */
  allLabel: string;
  data: { value: string; label: string }[];
  value: string[];
  onChange: (values: string[]) => void;
  searchable?: boolean;
  error?: string;
  nothingFoundMessage?: string;
}) {
  return <Picker label={label} placeholder={value.length ? undefined : allLabel} value={value} clearable {...props} />;
});

type RecordsPicker = ComponentType<{
  label: string;
  placeholder: string | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
  optionsQuery: (search: string) => PickerQuery;
  knownLabels: Record<string, string>;
  clearable: boolean;
}>;

/** Records searched on the API (customers, sellers), labelled by what the rows showed. */
export const RecordsFilter = memo(function RecordsFilter({
  picker: Picker,
  label,
  allLabel,
  value,
  ...props
}: {
  picker: RecordsPicker;
  label: string;
  allLabel: string;
  value: string[];
  onChange: (ids: string[]) => void;
  optionsQuery: (search: string) => PickerQuery;
  knownLabels: Record<string, string>;
}) {
  return <Picker label={label} placeholder={value.length ? undefined : allLabel} value={value} clearable {...props} />;
});
