import { allInstallments } from '../../sandbox/api/receivable-model';
import { monthBounds } from '../lib/date-math';
import type { IsoDate } from '../lib/dates';
import { toCents } from '../lib/money';
import type { SandboxHarness } from './sandbox';

/** A month's result from the sandbox's own records: by competence, or by each payment's date. */
export function expectedResult(sandbox: SandboxHarness, basis: 'competencia' | 'caixa', month: IsoDate): number {
  const { first, last } = monthBounds(month);
  let cents = 0;
  for (const side of ['RECEITA', 'DESPESA'] as const) {
    const sign = side === 'RECEITA' ? 1 : -1;
    for (const i of allInstallments(sandbox.api.store, side)) {
      if (i.status === 'CANCELADO') continue;
      if (basis === 'competencia') {
        if (i.status === 'RENEGOCIADO') continue;
        if (i.data_competencia >= first && i.data_competencia <= last) cents += sign * i.totalCents;
      } else {
        for (const s of i.settlements)
          if (s.data_pagamento >= first && s.data_pagamento <= last)
            cents += sign * toCents(s.composicao_valor.valor_bruto);
      }
    }
  }
  return cents;
}
