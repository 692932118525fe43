import { AGE_BUCKETS, type AgeBucketId } from '../../lib/aging';
import { COLLECTION_SORT_FIELDS, type CollectionSortField } from '../../lib/collections';
import { choiceField, defineList, textField } from '../../ui/plain/list/url-state';
import { DEFAULT_PAGE_SIZE } from '../../lib/vocabulary';

/** The collections list's filters: an age bucket and a search in the customer's name. */
export interface CollectionFilterFields {
  faixa: AgeBucketId | '';
  cliente: string;
}

/** Its "query": the whole overdue set is read once; filters, sort and page apply here. */
export interface CollectionsQuery {
  pagina: number;
  tamanho_pagina: number;
  faixa?: AgeBucketId;
  cliente?: string;
  campo_ordenado_ascendente?: CollectionSortField;
  campo_ordenado_descendente?: CollectionSortField;
}

const BUCKETS: readonly (AgeBucketId | '')[] = ['', ...AGE_BUCKETS.map((b) => b.id)];

export const collectionsList = defineList<CollectionFilterFields, CollectionSortField, CollectionsQuery>({
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: DEFAULT_PAGE_SIZE,
  sortFields: COLLECTION_SORT_FIELDS,
  fields: {
    faixa: choiceField(BUCKETS, ''),
    cliente: textField(),
  },
  defaults: () => ({ faixa: '', cliente: '' }),
  describe: (f) => [
    ...(f.faixa ? [`atraso de ${AGE_BUCKETS.find((b) => b.id === f.faixa)?.label.toLowerCase() ?? f.faixa}`] : []),
    ...(f.cliente.trim() ? [`cliente com “${f.cliente.trim()}”`] : []),
  ],
});

/** The sort of a query, as the grouping takes it. */
export function sortOf(q: CollectionsQuery) {
  if (q.campo_ordenado_ascendente) return { field: q.campo_ordenado_ascendente, direction: 'asc' as const };
  if (q.campo_ordenado_descendente) return { field: q.campo_ordenado_descendente, direction: 'desc' as const };
  return null;
}

/** The list's words: the footer's noun, the load error's title and the empty state. */
export const WORDS = {
  noun: 'clientes',
  errorTitle: 'Não foi possível carregar os recebíveis atrasados',
  empty: {
    title: 'Nenhum cliente encontrado',
    filtered: (narrowing: string) => `Nenhum cliente com parcelas atrasadas para os filtros aplicados (${narrowing}).`,
    unfiltered: 'Não há parcelas vencidas com valor em aberto. Tudo em dia!',
  },
};
