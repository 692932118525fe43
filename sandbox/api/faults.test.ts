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

  it('a held request waits for its release; after it, the next ones pass', async () => {
    const faults = new Faults();
    const fault = faults.add(faultSchema.parse({ path: '^/v1/captura/1$', method: 'POST', hold: true, times: 2 }));
    let landed = 0;
    const first = faults.wait(faults.take('POST', '/v1/captura/1', []) as typeof fault).then(() => landed++);
    await new Promise((r) => setTimeout(r, 30));
    expect(landed).toBe(0);
    expect(faults.holding(fault.id)).toBe(1);
    expect(faults.release(fault.id)).toBe(true);
    await first;
    expect(landed).toBe(1);
    expect(faults.holding(fault.id)).toBe(0);
    // Released: the second match answers at once, even with a bound on the hold.
    await faults.wait(faults.take('POST', '/v1/captura/1', []) as typeof fault);
    const bounded = faults.add(faultSchema.parse({ path: '^/c$', hold: true, delayMs: 30_000 }));
    faults.release(bounded.id);
    const started = Date.now();
    await faults.wait(bounded);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(faults.release(999)).toBe(false);
  });

  it('clearing the faults lets held requests go; without a release, delayMs bounds the hold', async () => {
    const faults = new Faults();
    const held = faults.add(faultSchema.parse({ path: '^/a$', hold: true, user: 'qa1' }));
    const waiting = faults.wait(held);
    faults.clear('qa1');
    await waiting;
    const bounded = faults.add(faultSchema.parse({ path: '^/b$', hold: true, delayMs: 20 }));
    const started = Date.now();
    const timed = faults.wait(bounded);
    expect(faults.holding(bounded.id)).toBe(1);
    await timed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(faults.holding(bounded.id)).toBe(0);
  });
});
