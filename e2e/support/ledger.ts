import type { Locator, Page } from '@playwright/test';
import type { Api } from './api';

/** One figure of a ledger list's "Totais do filtro" ("Em aberto", "Em atraso"…). */
export const totalsFigure = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'Totais do filtro' })
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** A receivable or payable of one installment of `valor`, due `due`, made through the API. */
export async function createOneInstallment(
  api: Api,
  side: 'contas-a-receber' | 'contas-a-pagar',
  event: { descricao: string; valor: number; due: string; contato: string; categoria: string; conta: string },
): Promise<void> {
  const { descricao, valor, due, contato, categoria, conta } = event;
  await api.post(`/v1/financeiro/eventos-financeiros/${side}`, {
    descricao,
    data_competencia: due,
    valor,
    contato,
    conta_financeira: conta,
    rateio: [{ id_categoria: categoria, valor, rateio_centro_custo: [] }],
    condicao_pagamento: {
      parcelas: [
        {
          descricao,
          data_vencimento: due,
          conta_financeira: conta,
          detalhe_valor: { valor_bruto: valor, valor_liquido: valor, multa: 0, juros: 0, desconto: 0, taxa: 0 },
        },
      ],
    },
  });
}
