import { PAYMENT_TYPES, type PaymentType } from '../../src/api/contracts.schema';
import { compareIsoDates, parseIsoDate, todayIso, type IsoDate } from '../../src/lib/dates';
import { addDays, addMonths } from '../../src/lib/date-math';
import { firstIssueDate } from '../../src/lib/schedule';
import { fromCents, toCents } from '../../src/lib/money';
import { generateSales } from './contract-model';
import { makeCnpj, makeCpf } from './documents';
import { seedOpeningBalances } from './seed-balances';
import { seedContractSettlements } from './seed-contract-settlements';
import { seedExpenses } from './seed-expenses';
import { seedFaultSuite } from './seed-fault-suite';
import { seedLocalSuppliers } from './seed-local-suppliers';
import { seedPayables } from './seed-payables';
import { seedReceivables } from './seed-receivables';
import { seedReconciliation } from './seed-reconciliation';
import { seedResults } from './seed-results';
import { seedTransfers } from './seed-transfers';
import { Random, fold } from './random';
import { QUOTE_COUNT, seedQuotes } from './seed-quotes';
import type { CatalogItem, ContractRecord, Customer, SaleRecord, SandboxStore } from './store';

/**
 * The deterministic seed. Dates are relative to the platform's `today`, so the same day
 * always gives the same data; everything else comes from a fixed random stream.
 */

export const SEED = 20261121;
export const CONTRACT_COUNT = 168;
export const FIRST_CONTRACT_NUMBER = 1001;

const PEOPLE = [
  'Ana Beatriz Carvalho',
  'João Pedro Almeida',
  'Maria Eduarda Santos',
  'Luiz Fernando Oliveira',
  'Camila Rodrigues Pereira',
  'Rafael Augusto Costa',
  'Juliana Ferreira Lima',
  'Thiago Henrique Souza',
  'Patrícia Gomes Ribeiro',
  'Marcelo Araújo Martins',
  'Fernanda Cristina Rocha',
  'Gustavo Barbosa Dias',
  'Larissa Mendes Teixeira',
  'André Luiz Cardoso',
  'Beatriz Nascimento Moreira',
  'Eduardo Correia Pinto',
  'Gabriela Azevedo Monteiro',
  'Rodrigo Cavalcanti Freitas',
  'Aline Batista Fonseca',
  'Felipe Tavares Lopes',
  'Vanessa Duarte Vieira',
  'Leonardo Antunes Barros',
  'Isabela Moura Campos',
  'Ricardo Nogueira Reis',
  'Letícia Farias Cunha',
  'Bruno Siqueira Prado',
  'Carolina Machado Brito',
  'Sérgio Viana Castro',
];

const COMPANIES = [
  'Padaria Pão Dourado Ltda',
  'Clínica Sorriso Pleno Ltda',
  'Academia Corpo em Forma Eireli',
  'Escola Pequenos Passos Ltda',
  'Transportadora Rota Sul S.A.',
  'Mercado Bom Preço Ltda',
  'Oficina Mecânica Irmãos Silva ME',
  'Construtora Alicerce Forte Ltda',
  'Farmácia Vida Saudável Ltda',
  'Restaurante Sabor da Terra Ltda',
  'Pet Shop Amigo Fiel ME',
  'Contabilidade Exata Assessoria Ltda',
  'Hotel Recanto das Águas Ltda',
  'Laboratório Diagnóstico Preciso S.A.',
  'Gráfica Impressão Rápida Ltda',
  'Agropecuária Campo Verde Ltda',
  'Auto Escola Direção Segura ME',
  'Floricultura Jardim Encantado ME',
  'Condomínio Residencial Ipê Amarelo',
  'Tecnologia Nuvem Azul Sistemas Ltda',
];

const PRODUCTS: Array<[string, number]> = [
  ['Cadeira ergonômica', 1290],
  ['Monitor 27 polegadas', 1899.9],
  ['Teclado sem fio', 219.9],
  ['Roteador Wi-Fi 6', 649],
  ['Impressora multifuncional', 1549],
  ['Toner preto', 389.5],
  ['Papel A4 (caixa)', 279.9],
  ['Nobreak 1500VA', 1199],
  ['Cafeteira industrial', 3490],
  ['Filtro de água', 149.9],
  ['Kit limpeza mensal', 89.9],
  ['Uniforme (conjunto)', 159],
  ['Cartucho colorido', 129.9],
  ['Licença antivírus', 99.9],
  ['Leitor de código de barras', 459],
  ['Balança digital', 899],
];

const SERVICES: Array<[string, number]> = [
  ['Manutenção predial mensal', 2450],
  ['Suporte técnico de TI', 1800],
  ['Hospedagem de site', 49.9],
  ['Consultoria contábil', 1350],
  ['Limpeza de escritório', 980],
  ['Segurança patrimonial', 8900],
  ['Locação de equipamentos', 3200],
  ['Licença de software ERP', 399.9],
  ['Monitoramento por câmeras', 289.9],
  ['Jardinagem', 450],
  ['Dedetização', 320],
  ['Assessoria jurídica', 4500],
  ['Marketing digital', 2750],
  ['Backup em nuvem', 79.9],
  ['Coleta de resíduos', 610],
  ['Treinamento de equipe', 3900],
  ['Manutenção de ar-condicionado', 540],
  ['Aluguel de sala comercial', 12500],
  ['Plano de saúde empresarial', 45800],
  ['Mensalidade escolar', 1390],
];

const SELLERS = [
  'Carla Menezes',
  'Diego Pacheco',
  'Helena Quintana',
  'Otávio Ramos',
  'Priscila Sales',
  'Vitor Hugo Matos',
];
const CITIES = [
  'São Paulo/SP',
  'Campinas/SP',
  'Belo Horizonte/MG',
  'Curitiba/PR',
  'Porto Alegre/RS',
  'Recife/PE',
  'Salvador/BA',
  'Goiânia/GO',
];
const REMARKS = [
  'Reajuste anual pelo IPCA.',
  'Cliente prefere contato por e-mail.',
  'Contrato renovado após negociação comercial.',
  'Cobrança conjunta com a filial.',
  '',
];

/** A company (a CNPJ valid by its check digits), with the given profiles (none: customer only). */
export function company(
  random: Random,
  nome: string,
  { mailbox = 'financeiro', perfis }: { mailbox?: string; perfis?: Customer['perfis'] } = {},
): Customer {
  return {
    id: random.uuid(),
    nome,
    documento: makeCnpj(random),
    email: `${mailbox}@${fold(nome).split(' ').slice(0, 2).join('')}.com.br`,
    tipo_pessoa: 'JURIDICA',
    ativo: true,
    ...(perfis ? { perfis } : {}),
  };
}

function customers(random: Random): Customer[] {
  const people = PEOPLE.map<Customer>((nome) => ({
    id: random.uuid(),
    nome,
    documento: makeCpf(random),
    email: `${fold(nome).split(' ')[0]}.${fold(nome).split(' ').slice(-1)[0]}@email.com.br`,
    tipo_pessoa: 'FISICA',
    ativo: true,
  }));
  const companies = COMPANIES.map((nome) => company(random, nome));
  const all = [...people, ...companies].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  // One inactive customer, as real bases have.
  const last = all[all.length - 1];
  if (last) last.ativo = false;
  return all;
}

function catalog(random: Random): CatalogItem[] {
  const items = (
    list: typeof PRODUCTS,
    tipo: CatalogItem['tipo'],
    prefix: string,
    costPercent: number,
    lastInactive: boolean,
  ) =>
    list.map<CatalogItem>(([nome, preco], i) => ({
      id: random.uuid(),
      tipo,
      nome,
      codigo: `${prefix}-${String(i + 1).padStart(3, '0')}`,
      preco,
      custo: Math.round(preco * costPercent) / 100,
      status: lastInactive && i === list.length - 1 ? 'INATIVO' : 'ATIVO',
    }));
  // The last product is inactive, as real catalogues have.
  return [...items(PRODUCTS, 'PRODUTO', 'PRD', 55, true), ...items(SERVICES, 'SERVICO', 'SRV', 40, false)];
}

/** Start dates over the last three years and the next year. */
function startDate(random: Random, today: IsoDate): IsoDate {
  return random.chance(0.12) ? addDays(today, random.int(1, 365)) : addDays(today, -random.int(0, 3 * 365));
}

/**
 * What makes one business's books unlike another's beyond its contracts: how large its
 * expense book and balances are beside the demo company's, how many accounts it keeps, how
 * healthy its cash is, and whether the test suites' own records are in it.
 */
export interface SeedProfile {
  /** The expense book (payables and their payments) and the balances, as a share of the demo's. */
  scale: number;
  /** The first `accounts` of the demo's five accounts (the main one always). */
  accounts: number;
  /** Each account's balance on the seed's day as a share of its scaled figure; below 0, overdrawn. */
  health: number;
  /** The rows the end-to-end suites own (the fault suite's, the reconciliation's A/B): only the QA data. */
  fixtures: boolean;
}

/** The demo data the tests know: every fixture, the figures of seed-balances.ts. */
export const DEMO_PROFILE: SeedProfile = { scale: 1, accounts: 5, health: 1, fixtures: true };

/**
 * Some contracts changed value, as a business's do: every sixth was raised 5% at its last
 * anniversary within the year, every thirteenth cost 20% more until six months ago. Only issued
 * sales carry the old value; the terms, and so every scheduled sale, hold the current one.
 */
export function withPastValues(sales: SaleRecord[], index: number, start: IsoDate, today: IsoDate): SaleRecord[] {
  let until: IsoDate | null = null;
  let factor = 1;
  const years = Math.floor(monthsFrom(start, today) / 12);
  if (index % 6 === 1 && years >= 1) {
    until = addMonths(start, 12 * years);
    factor = 1 / 1.05;
  } else if (index % 13 === 6 && compareIsoDates(start, addMonths(today, -8)) < 0) {
    until = addMonths(today, -6);
    factor = 1.2;
  }
  if (until === null) return sales;
  const before = until;
  return sales.map((s) =>
    s.status === 'EMITIDA' && compareIsoDates(s.data_emissao, before) < 0
      ? { ...s, valor: fromCents(Math.round(toCents(s.valor) * factor)) }
      : s,
  );
}

const monthsFrom = (from: IsoDate, to: IsoDate) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

/**
 * The sandbox's data for `today`, always the same for the same arguments. `contractCount`
 * beyond the default makes a longer list (the perf script pages through 20 pages of 10);
 * another `seed` and counts make another company's data, and `profile` its size, accounts, cash and
 * fixtures (sandbox/companies.ts).
 */
export function seedStore(
  today: IsoDate,
  seed = SEED,
  contractCount = CONTRACT_COUNT,
  quoteCount = QUOTE_COUNT,
  profile: SeedProfile = DEMO_PROFILE,
): SandboxStore {
  const random = new Random(seed);
  const store: SandboxStore = {
    today,
    customers: customers(random),
    items: catalog(random),
    sellers: SELLERS.map((nome) => ({ id: random.uuid(), nome })),
    categories: [
      ['Receita de serviços', 'RECEITA'],
      ['Venda de produtos', 'RECEITA'],
      ['Locações', 'RECEITA'],
      ['Mensalidades', 'RECEITA'],
      ['Fornecedores', 'DESPESA'],
      ['Energia e utilidades', 'DESPESA'],
      ['Aluguel', 'DESPESA'],
      ['Impostos e taxas', 'DESPESA'],
    ].map(([nome, tipo]) => ({ id: random.uuid(), nome: nome as string, tipo: tipo as 'RECEITA' | 'DESPESA' })),
    costCenters: ['Administrativo', 'Comercial', 'Operações', 'Tecnologia', 'Filial Campinas'].map((nome, i) => ({
      id: random.uuid(),
      codigo: `CC-${String(i + 1).padStart(2, '0')}`,
      nome,
      ativo: i !== 4,
    })),
    accounts: [
      // Bank, branch and number as the published account carries them (an OFX names its account by them).
      {
        nome: 'Conta corrente principal',
        banco: 'BANCO_BRASIL',
        codigo_banco: 1,
        agencia: '1234-5',
        numero: '98765-0',
        tipo: 'CONTA_CORRENTE',
        conta_padrao: true,
      },
      {
        nome: 'Conta cobranças',
        banco: 'ITAU',
        codigo_banco: 341,
        agencia: '7037',
        numero: '12345-6',
        tipo: 'COBRANCAS_CONTA_AZUL',
        conta_padrao: false,
      },
      {
        nome: 'Caixinha do escritório',
        banco: 'NAO_BANCO',
        codigo_banco: null,
        agencia: null,
        numero: null,
        tipo: 'CAIXINHA',
        conta_padrao: false,
      },
      {
        nome: 'Recebimentos por cartão',
        banco: 'STONE',
        codigo_banco: 197,
        agencia: '0001',
        numero: '4455667-8',
        tipo: 'MEIOS_RECEBIMENTO',
        conta_padrao: false,
      },
      {
        nome: 'Poupança reserva',
        banco: 'CAIXA_ECONOMICA',
        codigo_banco: 104,
        agencia: '0412',
        numero: '00012345-6',
        tipo: 'POUPANCA',
        conta_padrao: false,
      },
    ]
      .map((a) => ({ id: random.uuid(), ativo: true, ...a }))
      .slice(0, Math.max(1, profile.accounts)),
    openingBalances: new Map(),
    contracts: new Map(),
    salesByContract: new Map(),
    nextLegacyId: 50_001,
    settlements: new Map(),
    captureDocuments: new Map(),
    captures: new Map(),
    financialEvents: new Map(),
    quotes: new Map(),
    receivables: [],
    payables: [],
    charges: new Map(),
    installmentEdits: new Map(),
    transfers: [],
  };

  const activeCustomers = store.customers.filter((c) => c.ativo);
  const activeItems = store.items.filter((i) => i.status === 'ATIVO');
  const paymentTypes: PaymentType[] = [
    'BOLETO_BANCARIO',
    'BOLETO_BANCARIO',
    'BOLETO_BANCARIO',
    'PIX_PAGAMENTO_INSTANTANEO',
    'PIX_PAGAMENTO_INSTANTANEO',
    'COBRANCA_PIX',
    'CARTAO_CREDITO',
    'CARTAO_CREDITO',
    'DEBITO_AUTOMATICO',
    'TRANSFERENCIA_BANCARIA',
    ...PAYMENT_TYPES,
  ];

  for (let i = 0; i < contractCount; i++) {
    const customer = i < activeCustomers.length ? (activeCustomers[i] as Customer) : random.pick(activeCustomers);
    const annual = random.chance(0.2);
    const interval = annual ? (random.chance(0.85) ? 1 : 2) : random.pick([1, 1, 1, 1, 1, 2, 3, 6]);
    const open = random.chance(0.35);
    let start = startDate(random, today);
    const issueDay = random.chance(0.15) ? random.pick([29, 30, 31]) : random.int(1, 28);
    const stepMonths = (annual ? 12 : 1) * interval;
    let end: IsoDate = open
      ? addMonths(start, 1200)
      : addMonths(start, stepMonths * random.int(annual ? 2 : 6, annual ? 5 : 36));

    // A few contracts end within the next month ("near expiry").
    if (!open && i % 24 === 5) {
      start = addDays(today, -random.int(200, 700));
      end = addDays(today, random.int(3, 25));
    }

    const firstIssue = firstIssueDate(start, issueDay) as IsoDate;
    const firstDue = addDays(firstIssue, random.pick([5, 10, 10, 15]));
    const dueDay = (parseIsoDate(firstDue) as { day: number }).day;

    const itemCount = random.chance(0.6) ? 1 : random.int(2, 3);
    const itens = Array.from({ length: itemCount }, () => {
      const item = random.pick(activeItems);
      const quantidade = item.tipo === 'SERVICO' ? 1 : random.int(1, 10);
      const valor = random.chance(0.2) ? Math.round(item.preco * random.int(80, 120)) / 100 : item.preco;
      return { id: item.id, quantidade, valor, descricao: item.nome, valor_custo: item.custo };
    });
    const drawn = random.chance(0.25)
      ? random.chance(0.5)
        ? { tipo: 'PORCENTAGEM' as const, valor: random.pick([5, 10, 12.5, 15]) }
        : { tipo: 'VALOR' as const, valor: random.pick([10, 25, 50, 100]) }
      : undefined;
    // A fixed discount above half the items' value bills next to nothing: no business agrees to one.
    const itemsValue = itens.reduce((sum, item) => sum + item.quantidade * item.valor, 0);
    const discount = drawn?.tipo === 'VALOR' && drawn.valor * 2 > itemsValue ? undefined : drawn;
    const frete = random.chance(0.15) ? random.pick([15, 29.9, 45, 80]) : undefined;
    const remark = random.pick(REMARKS);

    const record: ContractRecord = {
      id: random.uuid(),
      id_legado: store.nextLegacyId++,
      status: 'ATIVO',
      em_reajuste: false,
      local_prestacao_servico: random.chance(0.5) ? random.pick(CITIES) : undefined,
      criado_em: `${start}T12:00:00-03:00`,
      request: {
        id_cliente: customer.id,
        itens,
        termos: {
          numero: FIRST_CONTRACT_NUMBER + i,
          data_inicio: start,
          data_fim: end,
          tipo_expiracao: open ? 'NUNCA' : 'DATA',
          tipo_frequencia: annual ? 'ANUAL' : 'MENSAL',
          intervalo_frequencia: interval,
          dia_emissao_venda: issueDay,
        },
        condicao_pagamento: {
          tipo_pagamento: random.pick(paymentTypes),
          dia_vencimento: dueDay,
          primeira_data_vencimento: firstDue,
          id_conta_financeira: random.pick(store.accounts).id,
        },
        composicao_de_valor:
          discount || frete ? { ...(frete ? { frete } : {}), ...(discount ? { desconto: discount } : {}) } : undefined,
        id_categoria: random.pick(store.categories.filter((c) => c.tipo === 'RECEITA')).id,
        id_centro_custo: random.chance(0.5) ? random.pick(store.costCenters).id : undefined,
        id_vendedor: random.chance(0.7) ? random.pick(store.sellers).id : undefined,
        observacoes: remark || undefined,
        observacoes_pagamento: random.chance(0.3) ? 'Informar o número do contrato na nota fiscal.' : undefined,
      },
    };

    let sales = withPastValues(
      generateSales(record, today, () => random.uuid()),
      i,
      start,
      today,
    );
    const expired = !open && compareIsoDates(end, today) < 0;
    if (expired) {
      record.status = 'INATIVO';
      record.encerrado_em = end;
    } else if (i % 9 === 4 && compareIsoDates(addDays(start, 60), today) < 0) {
      // Closed early by the customer, after its first charge: future sales were dropped.
      record.status = 'INATIVO';
      const closedAgo = random.int(1, 90);
      record.encerrado_em =
        compareIsoDates(addDays(today, -closedAgo), firstIssue) > 0 ? addDays(today, -closedAgo) : firstIssue;
      sales = sales.filter((s) => compareIsoDates(s.data_emissao, record.encerrado_em as IsoDate) <= 0);
    } else if (i % 40 === 13) {
      // Legacy records removed before removal became permanent.
      record.status = 'DELETADO';
      sales = sales.map((s) => ({ ...s, status: 'CANCELADA' }));
    } else if (i % 30 === 7) {
      record.em_reajuste = true;
    }
    store.contracts.set(record.id, record);
    store.salesByContract.set(record.id, sales);
  }
  seedQuotes(store, seed, quoteCount);
  seedReceivables(store, new Random(seed + 5));
  if (profile.fixtures) {
    seedFaultSuite(store, new Random(seed + 820));
    seedReconciliation(store, new Random(seed + 1600));
  }
  seedSuppliers(store, new Random(seed + 900));
  // From its own stream: the expense book moves nothing seeded before it.
  seedPayables(store, new Random(seed + 2400));
  // Then, from theirs, the contracts' customers pay most of what fell due.
  seedContractSettlements(store, new Random(seed + 3200), profile.fixtures);
  // Then the payroll and the running costs of the year ahead, from theirs: nothing above moves.
  seedExpenses(store, new Random(seed + 4000));
  // No randomness: a smaller or larger business pays smaller or larger bills, and bills its
  // one-off services (not its contracts, sized by its catalog) in proportion.
  if (profile.scale !== 1) scaleLedgers(store, profile.scale);
  // Another seed is another business: it pays suppliers of its own (no draw above moves).
  if (seed !== SEED) seedLocalSuppliers(store, new Random(seed + 4800));
  // The income statement's lines and groups, a split bill and an uncategorised receipt a month.
  seedResults(store, new Random(seed + 5600));
  // Savings moved out and back within each closed month: no balance of today moves.
  seedTransfers(store, new Random(seed + 6400));
  // Last of all, no randomness: the accounts' opening balances, from every settlement above.
  seedOpeningBalances(store, profile.scale * profile.health);
  return store;
}

/**
 * Every payable's and standalone receivable's value and each of its payments times
 * `factor`, in whole cents; a payment never above its installment.
 */
function scaleLedgers(store: SandboxStore, factor: number): void {
  const scaled = (value: number) => fromCents(Math.max(1, Math.round(toCents(value) * factor)));
  for (const payable of [...store.payables, ...store.receivables]) {
    payable.valor = scaled(payable.valor);
    const payments = store.settlements.get(payable.id) ?? [];
    let left = toCents(payable.valor);
    for (const payment of payments) {
      const cents = Math.min(left, toCents(scaled(payment.composicao_valor.valor_bruto)));
      const { multa, juros, desconto, taxa } = payment.composicao_valor;
      payment.composicao_valor = {
        valor_bruto: fromCents(cents),
        ...(multa === undefined ? {} : { multa: scaled(multa) }),
        ...(juros === undefined ? {} : { juros: scaled(juros) }),
        ...(desconto === undefined ? {} : { desconto: scaled(desconto) }),
        ...(taxa === undefined ? {} : { taxa: scaled(taxa) }),
      };
      left -= cents;
    }
  }
}

/**
 * People who are not (only) customers, so that `GET /v1/pessoas?tipo_perfil=Cliente` has
 * something to leave out. Added last, from their own random stream: the rest of the seed
 * is the same with or without them.
 */
const SUPPLIERS: Array<[string, Customer['perfis']]> = [
  ['Distribuidora Atlântica de Papéis Ltda', ['Fornecedor']],
  ['Transportes Serra Verde Ltda', ['Transportadora']],
  ['Energia Solar do Vale Ltda', ['Fornecedor']],
  ['Gráfica Horizonte Ltda', ['Cliente', 'Fornecedor']],
];

function seedSuppliers(store: SandboxStore, random: Random): void {
  for (const [nome, perfis] of SUPPLIERS) store.customers.push(company(random, nome, { mailbox: 'contato', perfis }));
}

/** Today in the platform's time zone, or the fixed date in SANDBOX_TODAY. */
export function platformToday(fixed = process.env.SANDBOX_TODAY): IsoDate {
  return fixed && parseIsoDate(fixed) ? fixed : todayIso('America/Sao_Paulo');
}
