import { customerPickerQuery } from '../../api/reference';
import type { FilterDef } from './FilterBar';

type RecordsFilterDef<F> = Extract<FilterDef<F>, { kind: 'records' }>;

/**
 * The customers filter of a list (contracts, receivables, quotes): customers searched on
 * the API, "Todos os clientes" while none is chosen. The list gives its field and its
 * picker (the first screen's deferred one, decision 0007, or Mantine's own).
 */
export function customersFilter<F>(
  key: RecordsFilterDef<F>['key'],
  picker: RecordsFilterDef<F>['picker'],
): FilterDef<F> {
  return {
    kind: 'records',
    key,
    label: 'Clientes',
    allLabel: 'Todos os clientes',
    picker,
    optionsQuery: customerPickerQuery,
  };
}
