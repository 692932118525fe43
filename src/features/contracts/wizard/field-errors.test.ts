import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { errorsOf } from './field-errors';

describe('errorsOf', () => {
  it('is every error under the errors given, by path', () => {
    const errors = {
      0: { id: { type: 'custom', message: 'Escolha o produto.' }, valor: { type: 'custom', message: '' } },
      1: { quantidade: { type: 'custom', message: 'Campo obrigatório.', ref: { name: 'x' } } },
      root: { type: 'custom', message: 'Inclua ao menos um item.' },
    } as unknown as FieldErrors;
    expect(errorsOf(errors, 'itens')).toEqual([
      { path: 'itens.0.id' },
      { path: 'itens.1.quantidade' },
      { path: 'itens' },
    ]);
  });

  it('is the path itself for an error of its own, nothing without one', () => {
    expect(errorsOf({ type: 'custom', message: 'Escolha o cliente.' } as unknown as FieldErrors, 'id_cliente')).toEqual(
      [{ path: 'id_cliente' }],
    );
    expect(errorsOf(undefined, 'termos')).toEqual([]);
  });
});
