import { compareIsoDates, type IsoDate } from '../../src/lib/dates';
import { addMonths } from '../../src/lib/date-math';
import { fromCents, toCents } from '../../src/lib/money';
import type { Random } from './random';
import { firstOfMonth, monthLabel } from './seed-payables';
import type { Category, SandboxStore } from './store';

/**
 * What the income statement (DRE) reads: each category's statement line (`entrada_dre`) and
 * group (`categoria_pai`), and, every month of the last twelve and this one, an expense split
 * between two categories (an event with a `rateio`) and a receipt without a category. Run
 * last, from its own random stream: nothing seeded before it moves.
 */

/** A statement line (`CategoriaDRE`): the platform publishes the shape, not the lines; these are the sandbox's. */
export interface DreLine {
  key: string;
  codigo: string;
  descricao: string;
  totalizer?: boolean;
  children?: DreLine[];
}

export const DRE_LINES: DreLine[] = [
  { key: 'RECEITA_BRUTA', codigo: '01', descricao: 'Receita operacional bruta' },
  { key: 'DEDUCOES', codigo: '02', descricao: '(-) Deduções da receita bruta' },
  { key: 'RECEITA_LIQUIDA', codigo: '03', descricao: '(=) Receita operacional líquida', totalizer: true },
  { key: 'CUSTOS', codigo: '04', descricao: '(-) Custos operacionais' },
  { key: 'LUCRO_BRUTO', codigo: '05', descricao: '(=) Lucro bruto', totalizer: true },
  {
    key: 'DESPESAS',
    codigo: '06',
    descricao: '(-) Despesas operacionais',
    children: [
      { key: 'DESPESAS_ADMINISTRATIVAS', codigo: '06.01', descricao: 'Despesas administrativas' },
      { key: 'DESPESAS_COM_PESSOAL', codigo: '06.02', descricao: 'Despesas com pessoal' },
      { key: 'DESPESAS_COMERCIAIS', codigo: '06.03', descricao: 'Despesas comerciais' },
    ],
  },
  { key: 'RESULTADO', codigo: '07', descricao: '(=) Resultado operacional', totalizer: true },
];

/** Each seeded category's line, by name; a category not named here is outside the statement. */
const LINE_OF: Record<string, string> = {
  'Receita de serviços': 'RECEITA_BRUTA',
  'Venda de produtos': 'RECEITA_BRUTA',
  Locações: 'RECEITA_BRUTA',
  Mensalidades: 'RECEITA_BRUTA',
  'Impostos e taxas': 'DEDUCOES',
  'Serviços de terceiros': 'CUSTOS',
  Fornecedores: 'CUSTOS',
  Aluguel: 'DESPESAS_ADMINISTRATIVAS',
  'Energia e utilidades': 'DESPESAS_ADMINISTRATIVAS',
  'Telefonia e internet': 'DESPESAS_ADMINISTRATIVAS',
  'Software e assinaturas': 'DESPESAS_ADMINISTRATIVAS',
  'Material de escritório e copa': 'DESPESAS_ADMINISTRATIVAS',
  'Manutenção e conservação': 'DESPESAS_ADMINISTRATIVAS',
  Seguros: 'DESPESAS_ADMINISTRATIVAS',
  Salários: 'DESPESAS_COM_PESSOAL',
  'Encargos sociais': 'DESPESAS_COM_PESSOAL',
  Benefícios: 'DESPESAS_COM_PESSOAL',
  'Viagens e refeições': 'DESPESAS_COMERCIAIS',
};

/** Groups (parents) and the categories under them. */
const GROUPS: Array<[nome: string, tipo: Category['tipo'], children: string[]]> = [
  ['Receitas operacionais', 'RECEITA', ['Receita de serviços', 'Venda de produtos', 'Locações', 'Mensalidades']],
  ['Pessoal', 'DESPESA', ['Salários', 'Encargos sociais', 'Benefícios']],
  [
    'Ocupação e escritório',
    'DESPESA',
    ['Aluguel', 'Energia e utilidades', 'Telefonia e internet', 'Material de escritório e copa'],
  ],
];

/** The monthly shared bill: its value and its split (category, share in cents of 10,000). */
export const SPLIT_BILL = {
  prefix: 'Coworking e telefonia compartilhados',
  cents: 185_000,
  shares: [
    ['Aluguel', 7_000],
    ['Telefonia e internet', 3_000],
  ] as const,
};
export const UNCATEGORISED_PREFIX = 'Receita avulsa sem categoria';

export function seedResults(store: SandboxStore, random: Random): void {
  for (const category of store.categories) category.entrada_dre = LINE_OF[category.nome] ?? null;
  for (const [nome, tipo, children] of GROUPS) {
    const group: Category = { id: random.uuid(), nome, tipo, categoria_pai: null, entrada_dre: null };
    store.categories.push(group);
    for (const child of store.categories) if (children.includes(child.nome)) child.categoria_pai = group.id;
  }
  const today = store.today;
  const account = (store.accounts.find((a) => a.conta_padrao) ?? store.accounts[0])?.id as string;
  const categoryId = (nome: string) => store.categories.find((c) => c.nome === nome)?.id as string;
  const customers = store.customers.filter((c) => c.ativo);
  const settle = (parcelaId: string, day: IsoDate, cents: number) =>
    store.settlements.set(parcelaId, [
      {
        id: random.uuid(),
        versao: 1,
        parcelaId,
        data_pagamento: day,
        composicao_valor: { valor_bruto: fromCents(cents) },
        conta_financeira: account,
        metodo_pagamento: 'PIX_PAGAMENTO_INSTANTANEO',
        criado_em: `${day}T10:00:00-03:00`,
      },
    ]);
  for (let k = -12; k <= 0; k++) {
    const first = addMonths(firstOfMonth(today), k);
    const on = (day: number) => `${first.slice(0, 8)}${String(day).padStart(2, '0')}`;
    const label = monthLabel(first);

    const eventoId = random.uuid();
    const split = {
      id: random.uuid(),
      eventoId,
      descricao: `${SPLIT_BILL.prefix} - ${label}`,
      data_competencia: on(5),
      data_vencimento: on(10),
      valor: fromCents(SPLIT_BILL.cents),
      categoryId: categoryId(SPLIT_BILL.shares[0][0]),
      accountId: account,
      metodo_pagamento: 'PIX_PAGAMENTO_INSTANTANEO',
      criado_em: `${on(5)}T09:00:00-03:00`,
      supplierId: undefined,
    };
    store.payables.push(split);
    store.financialEvents.set(eventoId, {
      id: eventoId,
      id_captura: null,
      tipo: 'DESPESA',
      valor: split.valor,
      data_competencia: split.data_competencia,
      descricao: split.descricao,
      rateio: SPLIT_BILL.shares.map(([nome, share]) => ({
        id_categoria: categoryId(nome),
        valor: fromCents((SPLIT_BILL.cents * share) / 10_000),
        rateio_centro_custo: [],
      })),
      criado_em: split.criado_em,
    });
    if (compareIsoDates(split.data_vencimento, today) < 0) settle(split.id, split.data_vencimento, SPLIT_BILL.cents);

    const cents = toCents(random.int(400, 1_600));
    const receipt = {
      id: random.uuid(),
      eventoId: random.uuid(),
      descricao: `${UNCATEGORISED_PREFIX} - ${label}`,
      data_competencia: on(12),
      data_vencimento: on(15),
      valor: fromCents(cents),
      accountId: account,
      metodo_pagamento: 'PIX_PAGAMENTO_INSTANTANEO',
      criado_em: `${on(12)}T09:00:00-03:00`,
      customerId: random.pick(customers).id,
    };
    store.receivables.push(receipt);
    if (compareIsoDates(receipt.data_vencimento, today) < 0) settle(receipt.id, receipt.data_vencimento, cents);
  }
}
