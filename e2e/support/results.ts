import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { Api } from './api';

/**
 * The income statement's figures as a test computes them from the API (each payment read from its
 * installment), and where the screen shows them.
 */

const SEARCH = '/v1/financeiro/eventos-financeiros';
const WIDE = 'data_vencimento_de=2000-01-01&data_vencimento_ate=2099-12-31&pagina=1&tamanho_pagina=1000';
export const NOT_COUNTED = ['CANCELADO', 'RENEGOCIADO'];

export interface Item {
  id: string;
  descricao: string;
  total: number;
  status_traduzido: string;
  categorias: { id: string; nome: string }[];
}

const cents = (reais: number) => Math.round(reais * 100);

export async function search(api: Api, side: 'receber' | 'pagar', filter: string): Promise<Item[]> {
  const { status, body } = await api.get<{ itens: Item[]; itens_totais: number }>(
    `${SEARCH}/contas-a-${side}/buscar?${WIDE}&${filter}`,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.itens_totais).toBeLessThanOrEqual(1000);
  return body.itens;
}

export async function accrualResult(api: Api, from: string, to: string): Promise<number> {
  let sum = 0;
  for (const [side, sign] of [
    ['receber', 1],
    ['pagar', -1],
  ] as const) {
    for (const item of await search(api, side, `data_competencia_de=${from}&data_competencia_ate=${to}`))
      if (!NOT_COUNTED.includes(item.status_traduzido)) sum += sign * cents(item.total);
  }
  return sum;
}

export async function cashResult(api: Api, from: string, to: string): Promise<number> {
  let sum = 0;
  for (const [side, sign] of [
    ['receber', 1],
    ['pagar', -1],
  ] as const) {
    for (const item of await search(api, side, `data_pagamento_de=${from}&data_pagamento_ate=${to}`)) {
      if (item.status_traduzido === 'CANCELADO') continue;
      const { body } = await api.get<{
        baixas: { data_pagamento: string; valor_composicao: { valor_bruto: number } }[];
      }>(`${SEARCH}/parcelas/${item.id}`);
      for (const b of body.baixas)
        if (b.data_pagamento >= from && b.data_pagamento <= to) sum += sign * cents(b.valor_composicao.valor_bruto);
    }
  }
  return sum;
}

/** "R$ 1.234,56" / "-R$ 1.234,56" as cents. */
export function centsOf(text: string | null): number {
  const clean = (text ?? '').replace(/\s/g, ' ');
  const digits = Number(clean.replace(/\D/g, ''));
  return clean.includes('-') ? -digits : digits;
}

/** The statement's four tables of three months: the first holds the line toggles, the last last month. */
export const statement = (page: Page) => page.getByRole('table', { name: /^Demonstração do resultado, / }).first();
export const secondHalf = (page: Page) => page.getByRole('table', { name: /^Demonstração do resultado, / }).last();
/** Last month is the 11th month of the last 12 (this month the 12th): the last table's 2nd month. */
export const LAST_MONTH_CELL = 1;
export const resultCell = (page: Page) =>
  secondHalf(page)
    .getByRole('row', { name: /^\(=\) Resultado operacional/ })
    .getByRole('cell')
    .nth(LAST_MONTH_CELL);
