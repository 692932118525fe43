import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listQuery, recordQuery, resourceKeys } from './resource';

describe('resourceKeys', () => {
  const keys = resourceKeys<{ pagina: number }>('contracts');

  it('puts every list under lists() and every record under details()', () => {
    expect(keys.list({ pagina: 2 })).toEqual(['contracts', 'list', { pagina: 2 }]);
    expect(keys.detail('a')).toEqual(['contracts', 'detail', 'a']);
    expect(keys.list({ pagina: 2 }).slice(0, 2)).toEqual(keys.lists());
    expect(keys.detail('a').slice(0, 2)).toEqual(keys.details());
    expect(keys.lists().slice(0, 1)).toEqual(keys.all);
  });
});

describe('listQuery and recordQuery', () => {
  it('read with the query signal; a list keeps its previous page while the next loads', async () => {
    const client = new QueryClient();
    const seen: AbortSignal[] = [];
    const read = (signal: AbortSignal) => {
      seen.push(signal);
      return Promise.resolve('lido');
    };
    expect(listQuery(['x', 'list'], read).placeholderData).toBe(keepPreviousData);
    expect(recordQuery(['x', 'detail', '1'], read)).not.toHaveProperty('placeholderData');
    await expect(client.fetchQuery(recordQuery(['x', 'detail', '1'], read))).resolves.toBe('lido');
    expect(seen[0]).toBeInstanceOf(AbortSignal);
  });
});
