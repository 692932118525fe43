import { expect, type Locator, type Page } from '@playwright/test';
import { platformToday, seedStore } from '../../sandbox/api/seed';
import type { Api } from './api';

const EVENTS = '/v1/financeiro/eventos-financeiros';
const seeded = seedStore(platformToday());

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

export interface DescribedItem {
  id: string;
  descricao: string;
  nao_pago: number;
  data_vencimento: string;
}

/** The installments of one side whose description has `descricao`, due from `from` to `to`. */
export async function described(
  api: Api,
  descricao: string,
  from: string,
  to: string,
  side: 'contas-a-receber' | 'contas-a-pagar' = 'contas-a-receber',
): Promise<DescribedItem[]> {
  const { body } = await api.get<{ itens: DescribedItem[] }>(
    `${EVENTS}/${side}/buscar?pagina=1&tamanho_pagina=50&data_vencimento_de=${from}&data_vencimento_ate=${to}&descricao=${encodeURIComponent(descricao)}`,
  );
  return body.itens;
}

/** A receivable of one installment of a seeded customer, revenue category and account; its installment's id. */
export async function seededReceivable(api: Api, descricao: string, valor: number, due: string): Promise<string> {
  await createOneInstallment(api, 'contas-a-receber', {
    descricao,
    valor,
    due,
    contato: seeded.customers.find((c) => c.perfis?.includes('Cliente'))!.id,
    categoria: seeded.categories.find((c) => c.tipo === 'RECEITA')!.id,
    conta: (seeded.accounts.find((a) => a.conta_padrao) ?? seeded.accounts[0]!).id,
  });
  const found = (await described(api, descricao, due, due)).filter((i) => i.descricao === descricao);
  expect(found).toHaveLength(1);
  return found[0]!.id;
}
