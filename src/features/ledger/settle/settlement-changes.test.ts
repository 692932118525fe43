import { describe, expect, it } from 'vitest';
import type { Settlement } from '../../../api/receivables';
import { changesBetween } from './settlement-changes';

const settlement: Settlement = {
  id: 'b1',
  versao: 1,
  data_pagamento: '2026-03-10',
  composicao: { valor_bruto: 100, multa: null, juros: null, desconto: null, taxa: null },
  valorLiquido: 100,
  conta: { id: 'c1', nome: 'Banco A' },
  metodo_pagamento: null,
  observacao: null,
  nsu: null,
};
const accountName = (conta: Settlement['conta']) => conta?.nome ?? '—';

describe('changesBetween', () => {
  it('lists the fields that differ, in words', () => {
    const after: Settlement = {
      ...settlement,
      versao: 2,
      data_pagamento: '2026-03-11',
      composicao: { ...settlement.composicao, juros: 2.5 },
      conta: { id: 'c2', nome: 'Banco B' },
      observacao: 'corrigida',
    };
    expect(changesBetween(settlement, after, accountName)).toEqual([
      { label: 'Data do pagamento', before: '10/03/2026', after: '11/03/2026' },
      { label: 'Conta financeira', before: 'Banco A', after: 'Banco B' },
      { label: 'Juros', before: 'R$\u00a00,00', after: 'R$\u00a02,50' },
      { label: 'Observação', before: '—', after: 'corrigida' },
    ]);
  });

  it('lists nothing when only the version changed, blank texts reading as none', () => {
    expect(changesBetween(settlement, { ...settlement, versao: 2, nsu: '  ' }, accountName)).toEqual([]);
  });
});
