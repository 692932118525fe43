import { describe, expect, it } from 'vitest';
import { readSearchParams, toSearchParams } from './search-params';

describe('toSearchParams', () => {
  it('sends arrays in the repeated form', () => {
    const params = toSearchParams({ cliente_id: ['a', 'b'], tipo_pagamento: ['PIX_PAGAMENTO_INSTANTANEO'] });
    expect(params.getAll('cliente_id')).toEqual(['a', 'b']);
    expect(params.toString()).toBe('cliente_id=a&cliente_id=b&tipo_pagamento=PIX_PAGAMENTO_INSTANTANEO');
    expect(params.toString()).not.toContain('%2C'); // never the comma form
    expect(params.toString()).not.toContain('%5B'); // never a[]=
  });

  it('skips undefined, null and empty strings, keeps 0 and false', () => {
    const params = toSearchParams({ a: undefined, b: null, c: '', d: 0, e: false, f: 'x', g: [] });
    expect([...params.keys()]).toEqual(['d', 'e', 'f']);
    expect(params.get('d')).toBe('0');
    expect(params.get('e')).toBe('false');
  });

  it('stringifies numbers in arrays and encodes special characters', () => {
    const params = toSearchParams({ n: [1, 2], busca_textual: 'João & Cia' });
    expect(params.getAll('n')).toEqual(['1', '2']);
    expect(new URLSearchParams(params.toString()).get('busca_textual')).toBe('João & Cia');
  });
});

describe('readSearchParams', () => {
  const multi = ['cliente_id', 'tipo_pagamento'];

  it('reads the repeated form into an array', () => {
    expect(readSearchParams(new URLSearchParams('cliente_id=a&cliente_id=b'), multi)).toEqual({
      cliente_id: ['a', 'b'],
    });
  });

  it('reads the comma form into the same array', () => {
    expect(readSearchParams(new URLSearchParams('cliente_id=a,b'), multi)).toEqual({ cliente_id: ['a', 'b'] });
    expect(readSearchParams(new URLSearchParams('cliente_id=a%2Cb'), multi)).toEqual({ cliente_id: ['a', 'b'] });
  });

  it('merges both forms, trims and drops empty values', () => {
    expect(readSearchParams(new URLSearchParams('cliente_id=a,b&cliente_id=c&cliente_id=%20d%20,,'), multi)).toEqual({
      cliente_id: ['a', 'b', 'c', 'd'],
    });
  });

  it('a single value of a multi key is still an array', () => {
    expect(readSearchParams(new URLSearchParams('tipo_pagamento=BOLETO_BANCARIO'), multi)).toEqual({
      tipo_pagamento: ['BOLETO_BANCARIO'],
    });
  });

  it('other keys keep their last value and are not split on commas', () => {
    expect(readSearchParams(new URLSearchParams('pagina=1&pagina=3&busca_textual=Silva,%20Ltda'), multi)).toEqual({
      pagina: '3',
      busca_textual: 'Silva, Ltda',
    });
  });

  it('leaves the a[]= form as an unknown key', () => {
    const out = readSearchParams(new URLSearchParams('cliente_id[]=a'), multi);
    expect(out).toEqual({ 'cliente_id[]': 'a' });
    expect(out.cliente_id).toBeUndefined();
  });

  it('round-trips what toSearchParams writes', () => {
    const query = { cliente_id: ['x', 'y'], pagina: 2, data_inicio: '2026-01-01' };
    expect(readSearchParams(toSearchParams(query), multi)).toEqual({
      cliente_id: ['x', 'y'],
      pagina: '2',
      data_inicio: '2026-01-01',
    });
  });
});
