import { memo, type ComponentType } from 'react';
import type { PickerOption, PickerQuery } from '../../mantine/picker-options';

/* Memoized: give a stable `onChange`. The first screen passes deferred pickers (decision 0009). */

export interface FilterBarProps<F> {
  filters: F;
  /** Stable. */
  onChange: (patch: Partial<F>) => void;
  /** Stable. */
  onClear: () => void;
  /** As the rows show them (useSelectedLabels). */
  customerLabels: Record<string, string>;
  hasActiveFilters: boolean;
}

type ChoicesPicker = ComponentType<{
  label: string;
  placeholder: string | undefined;
  data: readonly PickerOption[];
  value: string[];
  clearable: boolean;
  searchable?: boolean;
  error?: string;
  nothingFoundMessage?: string;
  onChange: (values: string[]) => void;
}>;

/** "Todas as …" while none is chosen. */
export const ChoicesFilter = memo(function ChoicesFilter({
  picker: Picker,
  label,
  allLabel,
  value,
  ...props
}: {
  picker: ChoicesPicker;
  label: string;
  allLabel: string;
  data: readonly PickerOption[];
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

/** Labelled by what the rows showed. */
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
