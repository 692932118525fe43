import type { FilterDef } from './FilterBar';

type RecordsFilterDef<F> = Extract<FilterDef<F>, { kind: 'records' }>;

/** The list passes its picker and `customerPickerQuery`: the kit imports no API module. */
export function customersFilter<F>(
  key: RecordsFilterDef<F>['key'],
  picker: RecordsFilterDef<F>['picker'],
  optionsQuery: RecordsFilterDef<F>['optionsQuery'],
): FilterDef<F> {
  return { kind: 'records', key, label: 'Clientes', allLabel: 'Todos os clientes', picker, optionsQuery };
}
