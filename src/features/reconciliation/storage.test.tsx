// In the dom project (a .tsx test) for its localStorage.
import { beforeEach, describe, expect, it } from 'vitest';
import { createRun, markSending } from '../../lib/statement';
import { forgetRun, rememberedMapping, rememberMapping, storedRun, storeRun } from './storage';

beforeEach(() => localStorage.clear());

describe('reconciliation storage', () => {
  it('remembers a mapping per layout and ignores a malformed one', () => {
    rememberMapping('csv:,:abc', { date: 0, amount: 1, description: [3] });
    expect(rememberedMapping('csv:,:abc')).toEqual({ date: 0, amount: 1, description: [3] });
    expect(rememberedMapping('csv:;:other')).toBeNull();
    localStorage.setItem('conciliacao.mapeamento.bad', JSON.stringify({ date: 0, description: [1] }));
    expect(rememberedMapping('bad')).toBeNull();
    localStorage.setItem('conciliacao.mapeamento.worse', '{not json');
    expect(rememberedMapping('worse')).toBeNull();
  });

  it('keeps a run per statement; read back, a line left in flight is to be checked before any resend', () => {
    const request = {
      data_pagamento: '2026-03-10',
      conta_financeira: '0190a5c8-0000-7000-8000-00000000a001',
      composicao_valor: { valor_bruto: 10 },
      metodo_pagamento: 'PIX_PAGAMENTO_INSTANTANEO' as const,
      observacao: 'x',
      nsu: 'F1',
    };
    const run = markSending(
      createRun([
        {
          credit: { bankId: 'F1', date: '2026-03-10', amountCents: 1000, description: 'x' },
          installmentId: 'i1',
          request,
        },
      ]),
      'F1',
    );
    storeRun('extrato-1', run);
    const back = storedRun('extrato-1');
    expect(back?.lines[0]).toMatchObject({ key: 'F1', status: 'pendente', verify: true });
    expect(storedRun('extrato-2')).toBeNull();
    forgetRun('extrato-1');
    expect(storedRun('extrato-1')).toBeNull();
  });
});
