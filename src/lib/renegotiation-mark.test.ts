import { describe, expect, it } from 'vitest';
import { renegotiationMark, withoutMark } from './renegotiation-mark';

describe('the renegotiation mark', () => {
  it('is left out of what screens show, and only it', () => {
    expect(withoutMark(`Contrato 1135 - parcela 16 (renegociada 1/4) ${renegotiationMark('8a68784995')}`)).toBe(
      'Contrato 1135 - parcela 16 (renegociada 1/4)',
    );
    expect(withoutMark('Aluguel [sala 2]')).toBe('Aluguel [sala 2]');
    expect(withoutMark(null)).toBeNull();
    expect(withoutMark('')).toBe('');
  });
});
