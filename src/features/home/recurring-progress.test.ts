import { describe, expect, it } from 'vitest';
import { recurringProgressText } from './recurring-progress';

describe('recurringProgressText', () => {
  it('says which read the computation is at and how far', () => {
    expect(recurringProgressText({ phase: 'contracts', done: 40, total: 120 })).toBe(
      'Lendo contratos ativos: 40 de 120',
    );
    expect(recurringProgressText({ phase: 'contracts', done: 40, total: null })).toBe('Lendo contratos ativos: 40');
    expect(recurringProgressText({ phase: 'sales', done: 1500, total: 3200 })).toBe(
      'Lendo vendas agendadas: 1.500 de 3.200',
    );
    expect(recurringProgressText({ phase: 'details', done: 3, total: 1 })).toBe('Lendo condições: 3 de 1 contrato');
    expect(recurringProgressText({ phase: 'details', done: 3, total: null })).toBe('Lendo condições: 3 de ?');
  });
});
