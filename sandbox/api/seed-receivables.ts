import { compareIsoDates, type IsoDate } from '../../src/lib/dates';
import { addDays } from '../../src/lib/date-math';
import type { Random } from './random';
import type { ReceivableRecord, SandboxStore, SettlementRecord } from './store';

/**
 * Standalone (one-off) receivables, besides the installments of the contracts' sales.
 * Dates are relative to the platform's today, so the mix of statuses holds on any day:
 * open, overdue, partially received, received, cancelled, lost and renegotiated.
 *
 * The rows marked `e2e` are each owned by one end-to-end test (e2e/receivables.spec.ts),
 * which finds it by its unique description: tests running in parallel against one
 * sandbox never settle the same installment. Keep those descriptions unique and open.
 */

type Kind = 'open' | 'partial' | 'paid' | 'cancelled' | 'lost' | 'renegotiated';

/**
 * [description, due date offset from today in days, value, kind, anonymous]. An anonymous
 * sale (a counter sale with no customer identified) has no customer: the search answers
 * `cliente: { id: null, nome: null }` for it, as production does.
 */
const RECEIVABLES: Array<[string, number, number, Kind, 'anonymous'?]> = [
  ['Manutenção corretiva de elevador', -20, 1500, 'open'], // e2e: partial then full
  ['Instalação de câmeras na filial centro', -12, 2380.5, 'open'], // e2e: refused (paid meanwhile)
  ['Consultoria tributária pontual', -8, 4200, 'open'], // e2e: server error keeps input
  ['Locação de andaimes para reforma', -5, 960, 'open'], // e2e: double click
  ['Treinamento NR-35 em altura', -3, 1870, 'open'], // e2e: keyboard only
  ['Venda avulsa de cadeiras de escritório', -2, 3870, 'open'], // component tests
  ['Serviço de pintura da fachada', -40, 12800, 'open'],
  ['Reembolso de despesas de viagem', -35, 645.32, 'open'],
  ['Projeto de paisagismo', -27, 5400, 'partial'],
  ['Reparo emergencial de telhado', -18, 2750, 'partial'],
  ['Desenvolvimento de site institucional', -60, 9800, 'partial'],
  ['Licenciamento anual de software', -15, 7200, 'paid'],
  ['Fornecimento de uniformes', -45, 3180, 'paid'],
  ['Auditoria de estoque', -9, 2600, 'paid'],
  ['Evento corporativo de fim de ano', -30, 18500, 'cancelled'],
  ['Frete extraordinário', -6, 420, 'cancelled'],
  ['Venda de sucata metálica', 4, 1320, 'cancelled'],
  ['Serviço de chaveiro e fechaduras', -150, 380, 'lost'],
  ['Aluguel de gerador', -75, 6400, 'renegotiated'],
  ['Palestra sobre segurança do trabalho', 0, 2200, 'open'],
  ['Higienização de estofados', 2, 690, 'open'],
  ['Instalação de ar-condicionado split', 5, 3450, 'open'],
  ['Venda avulsa de toners', 7, 1168.5, 'open'],
  ['Mentoria de vendas', 10, 5000, 'partial'],
  ['Manutenção de portão eletrônico', 12, 540, 'open'],
  ['Revisão de contrato social', 15, 1900, 'open'],
  ['Locação de sala de reunião', 18, 750, 'open'],
  ['Impermeabilização de laje', 24, 8600, 'open'],
  ['Cópia de segurança de dados', 35, 299.9, 'open'],
  ['Inventário patrimonial', 50, 4100, 'open'],
  ['Venda no balcão sem identificação do cliente', -4, 189.9, 'open', 'anonymous'],
  ['Venda no balcão de material de limpeza', -14, 412.35, 'paid', 'anonymous'],
];

export function seedReceivables(store: SandboxStore, random: Random): void {
  const customers = store.customers.filter((c) => c.ativo);
  const revenue = store.categories.filter((c) => c.tipo === 'RECEITA');
  const defaultAccount = store.accounts.find((a) => a.conta_padrao) ?? store.accounts[0];
  const methods = [
    'PIX_PAGAMENTO_INSTANTANEO',
    'TRANSFERENCIA_BANCARIA',
    'BOLETO_BANCARIO',
    'DINHEIRO',
    'CARTAO_CREDITO',
    'CHEQUE',
  ];

  for (const [descricao, offset, valor, kind, anonymous] of RECEIVABLES) {
    const due = addDays(store.today, offset);
    const record: ReceivableRecord = {
      id: random.uuid(),
      eventoId: random.uuid(),
      descricao,
      customerId: anonymous ? undefined : random.pick(customers).id,
      data_competencia: addDays(due, -random.int(5, 30)),
      data_vencimento: due,
      valor,
      categoryId: random.pick(revenue).id,
      costCenterId: random.chance(0.4) ? random.pick(store.costCenters).id : undefined,
      accountId: random.chance(0.7) ? defaultAccount?.id : random.pick(store.accounts).id,
      metodo_pagamento: random.pick(methods),
      fixedStatus:
        kind === 'cancelled'
          ? 'CANCELADO'
          : kind === 'lost'
            ? 'PERDIDO'
            : kind === 'renegotiated'
              ? 'RENEGOCIADO'
              : undefined,
      criado_em: `${addDays(due, -random.int(10, 40))}T10:00:00-03:00`,
    };
    store.receivables.push(record);

    if (kind === 'partial' || kind === 'paid') {
      const paidOn = (d: IsoDate): IsoDate => (compareIsoDates(d, store.today) > 0 ? store.today : d);
      const first = kind === 'paid' ? valor : Math.round(valor * random.int(20, 60)) / 100;
      const settlement: SettlementRecord = {
        id: random.uuid(),
        versao: 1,
        parcelaId: record.id,
        data_pagamento: paidOn(addDays(due, -random.int(0, 3))),
        composicao_valor: { valor_bruto: first },
        conta_financeira: (defaultAccount ?? random.pick(store.accounts)).id,
        metodo_pagamento: record.metodo_pagamento,
        criado_em: `${paidOn(due)}T15:30:00-03:00`,
      };
      store.settlements.set(record.id, [settlement]);
    }
  }
}
