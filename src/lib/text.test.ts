import { describe, expect, it } from 'vitest';
import { countOf, fold, formatCount, listNumbers, listWords } from './text';

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

  it('lists words with commas and "e" before the last', () => {
    expect(listWords([])).toBe('');
    expect(listWords(['3 créditos'])).toBe('3 créditos');
    expect(listWords(['3 créditos', '2 débitos', '1 lançamento novo'])).toBe(
      '3 créditos, 2 débitos e 1 lançamento novo',
    );
    expect(listNumbers([12, 15, 20])).toBe('nº 12, nº 15 e nº 20');
  });
});
