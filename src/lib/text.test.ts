import { describe, expect, it } from 'vitest';
import { countOf, fold, formatCount } from './text';

describe('text', () => {
  it('folds accents and case for searches', () => {
    expect(fold('São Paulo')).toBe('sao paulo');
  });

  it('formats whole numbers the Brazilian way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1.234.567');
  });

  it('puts a count beside its noun, singular for one only', () => {
    expect(countOf(1, 'dia', 'dias')).toBe('1 dia');
    expect(countOf(0, 'dia', 'dias')).toBe('0 dias');
    expect(countOf(1500, 'registro', 'registros')).toBe('1.500 registros');
  });
});
