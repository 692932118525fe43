import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountPickerQuery, catalogPickerQuery, sellerPickerQuery } from './pickers';
import { customerPickerQuery, referenceQueries } from './reference';

/** Picker queries (docs/decisions/0030-form-kit.md): one cache entry per search. */
describe('picker queries', () => {
  it('share the reference query of a search: one cache entry, whatever asks', () => {
    expect(catalogPickerQuery(' teclado ').queryKey).toEqual(referenceQueries.catalog('teclado').queryKey);
    expect(sellerPickerQuery('ana').queryKey).toEqual(referenceQueries.sellers('ana').queryKey);
    expect(customerPickerQuery('').queryKey).toEqual(referenceQueries.customers('').queryKey);
    expect(accountPickerQuery('').queryKey).toEqual(referenceQueries.accounts('').queryKey);
    // One select per picker: options are derived again only when the answer changes.
    expect(catalogPickerQuery('a').select).toBe(catalogPickerQuery('b').select);
  });

  it('turn the cached answer into options', async () => {
    const client = new QueryClient();
    const page = {
      items: [
        { id: 's1', nome: 'Jardinagem', codigo: 'J1', tipo: 'SERVICO' as const, preco: 450, ativo: true },
        { id: 'p1', nome: 'Teclado', codigo: '', tipo: 'PRODUTO' as const, preco: null, ativo: true },
      ],
      total: 2,
    };
    client.setQueryData(referenceQueries.catalog('ja').queryKey, page);
    const query = catalogPickerQuery('ja');
    const options = query.select(client.getQueryData(query.queryKey) as typeof page);
    expect(options.map((o) => [o.value, o.label, o.description])).toEqual([
      ['s1', 'Jardinagem', expect.stringMatching(/^Serviço · J1 · R\$\s450,00$/)],
      ['p1', 'Teclado', 'Produto'],
    ]);
    expect(options[0]?.data?.preco).toBe(450);
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });
});
