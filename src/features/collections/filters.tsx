import { AGE_BUCKETS } from '../../lib/aging';
import type { FilterDef } from '../../ui/plain/list/FilterBar';
import { type CollectionFilterFields } from './spec';

const BUCKET_OPTIONS = [
  { value: '', label: 'Todas as faixas' },
  ...AGE_BUCKETS.map((b) => ({ value: b.id, label: b.label })),
];

/** The filter bar, as data (FilterBar): the age bucket first, what a collector narrows by. */
const FILTERS: readonly FilterDef<CollectionFilterFields>[] = [
  { kind: 'search', key: 'cliente', label: 'Buscar cliente', placeholder: 'Nome do cliente' },
  { kind: 'select', key: 'faixa', label: 'Faixa de atraso', options: BUCKET_OPTIONS },
];
export const FILTER_BAR = { label: 'Filtros de inadimplência', fields: FILTERS };
