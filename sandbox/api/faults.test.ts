import { describe, expect, it } from 'vitest';
import { faultSchema, Faults } from './faults';

describe('fault switches', () => {
  it('a query pattern scopes a fault to one page of a paged read (an export mid-way)', () => {
    const faults = new Faults();
    faults.add(faultSchema.parse({ path: '^/v1/contratos$', query: '(^|&)pagina=3(&|$)', status: 429, times: 2 }));
    const take = (search: string) => faults.take('GET', '/v1/contratos', ['qa1@exemplo.com.br'], search);
    expect(take('pagina=1&tamanho_pagina=50')).toBeUndefined();
    expect(take('pagina=2&tamanho_pagina=50')).toBeUndefined();
    expect(take('pagina=30&tamanho_pagina=50')).toBeUndefined();
    expect(take('tamanho_pagina=50&pagina=3')?.status).toBe(429);
    expect(take('pagina=3&tamanho_pagina=50')?.status).toBe(429);
    // `times` counts only the matching requests.
    expect(take('pagina=3&tamanho_pagina=50')).toBeUndefined();
  });

  it('without a query pattern any query matches; an invalid pattern is refused', () => {
    const faults = new Faults();
    faults.add(faultSchema.parse({ path: '/buscar$', status: 500 }));
    expect(faults.take('GET', '/x/buscar', [], 'pagina=7')?.status).toBe(500);
    expect(faultSchema.safeParse({ path: '/buscar$', query: '(' }).success).toBe(false);
  });
});
