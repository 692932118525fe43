import type { FilterDef } from './FilterBar';

type RecordsFilterDef<F> = Extract<FilterDef<F>, { kind: 'records' }>;

/**
 * The customers filter of a list (contracts, receivables, quotes): customers searched on
 * the API, "Todos os clientes" while none is chosen. The list gives its field, its picker
 * (the first screen's deferred one, decision 0007, or Mantine's own) and the customer
 * picker query of `src/api/reference.ts` (`customerPickerQuery`): the kit imports no API
 * module, which also keeps the first screen's chunks as they were.
 */
export function customersFilter<F>(
  key: RecordsFilterDef<F>['key'],
  picker: RecordsFilterDef<F>['picker'],
  optionsQuery: RecordsFilterDef<F>['optionsQuery'],
): FilterDef<F> {
  return { kind: 'records', key, label: 'Clientes', allLabel: 'Todos os clientes', picker, optionsQuery };
}
