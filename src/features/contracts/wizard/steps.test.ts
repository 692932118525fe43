import { describe, expect, it } from 'vitest';
import { parseServerErrors as parse } from '../../../ui/plain/form/values';
import { fieldName, isWizardField, stepOf } from './steps';

const parseServerErrors = (message: string) => parse(message, isWizardField);

describe('form helpers', () => {
  it('maps the server message "campo.sub: mensagem" to fields and the rest to the top', () => {
    expect(parseServerErrors('termos.numero: o número 1001 já está em uso por outro contrato.')).toEqual({
      fields: [{ path: 'termos.numero', message: 'O número 1001 já está em uso por outro contrato.' }],
      general: [],
    });
    expect(parseServerErrors('itens.0.id: produto não encontrado.; Falha interna')).toEqual({
      fields: [{ path: 'itens.0.id', message: 'Produto não encontrado.' }],
      general: ['Falha interna'],
    });
    expect(parseServerErrors('Erro: banco fora do ar').general).toEqual(['Erro: banco fora do ar']);
    expect([
      stepOf('id_cliente'),
      stepOf('termos.numero'),
      stepOf('condicao_pagamento.dia_vencimento'),
      stepOf('x'),
    ]).toEqual([0, 1, 2, null]);
  });

  it.each([
    ['id_cliente', 'Cliente'],
    ['termos.numero', 'Número do contrato'],
    ['itens.0.id', 'Item 1: Produto ou serviço'],
    ['itens.2', 'Item 3'],
    ['composicao_de_valor.desconto.valor', 'Desconto'],
    ['composicao_de_valor.desconto.tipo', 'Tipo de desconto'],
    ['desconhecido.campo', 'desconhecido.campo'],
  ])('names the field path %s as the steps label it: %s', (path, label) => {
    expect(fieldName(path)).toBe(label);
  });
});
