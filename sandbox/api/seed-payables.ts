import { compareIsoDates, parseIsoDate, toIsoDate, type IsoDate } from '../../src/lib/dates';
import { addDays, addMonths, daysBetween, monthWithDay } from '../../src/lib/date-math';
import { fromCents, toCents } from '../../src/lib/money';
import type { Random } from './random';
import { company } from './seed';
import type { PayableRecord, SandboxStore, SettlementRecord } from './store';

/**
 * The seeded company's expense book (contas a pagar), from its own random stream (seed.ts
 * runs it last, so nothing seeded before it moves): a small services business over the
 * last 18 months and the next 3. Monthly bills on their day of the month (rent and
 * condominium, payroll-like service providers, utilities, software subscriptions, the DAS
 * and the ISS, an insurance policy in 12 installments), suppliers' invoices now and then,
 * and a few one-off rows relative to today (like seed-receivables.ts) so that every day has
 * bills due today, in the next days and overdue. Most past bills are paid (settled on an
 * account), some in part, a few overdue; the future ones are open.
 *
 * The rows of ONE_OFF have unique descriptions: tests find them by it.
 */

// --- suppliers -----------------------------------------------------------------------------

/**
 * People already seeded who also sell to the company: they gain the `Fornecedor` profile
 * (their reads do not change; `tipo_perfil=Cliente` still lists them).
 */
export const CUSTOMERS_WHO_SELL = {
  papelaria: 'Distribuidora Atlântica de Papéis Ltda',
  energia: 'Energia Solar do Vale Ltda',
  grafica: 'Gráfica Horizonte Ltda',
  contador: 'Contabilidade Exata Assessoria Ltda',
  sistemas: 'Tecnologia Nuvem Azul Sistemas Ltda',
  frete: 'Transportadora Rota Sul S.A.',
  mercado: 'Mercado Bom Preço Ltda',
  oficina: 'Oficina Mecânica Irmãos Silva ME',
  restaurante: 'Restaurante Sabor da Terra Ltda',
  impressao: 'Gráfica Impressão Rápida Ltda',
  hotel: 'Hotel Recanto das Águas Ltda',
  laboratorio: 'Laboratório Diagnóstico Preciso S.A.',
  construtora: 'Construtora Alicerce Forte Ltda',
} as const;

/**
 * New people. They are customers too (`Cliente`, `Fornecedor`): the app's tests count
 * exactly three people outside `tipo_perfil=Cliente` (src/api/reference.test.ts), the
 * three seed.ts adds; a supplier-only person would change that count.
 */
export const NEW_SUPPLIERS = {
  imobiliaria: 'Imobiliária Porto Firme Administração de Bens Ltda',
  saneamento: 'Saneamento Rio Claro S.A.',
  internet: 'Velox Fibra Telecomunicações Ltda',
  telefonia: 'Conecta Telefonia Móvel S.A.',
  limpeza: 'Brilho Total Serviços de Limpeza Ltda',
  alarme: 'Guardião Monitoramento Eletrônico Ltda',
  seguradora: 'Seguradora Amparo S.A.',
  advogados: 'Albuquerque Advogados Associados',
  pessoal: 'Pessoal em Dia Assessoria Trabalhista Ltda',
  desenvolvedor: 'MVT Desenvolvimento de Software ME',
  informatica: 'Infoshop Equipamentos de Informática Ltda',
  climatizacao: 'Polar Climatização Ltda',
} as const;

export type SupplierKey = keyof typeof CUSTOMERS_WHO_SELL | keyof typeof NEW_SUPPLIERS;

/** Expense categories, by a short key: seed.ts's four and the ones added here. */
export const CATEGORIES = {
  fornecedores: 'Fornecedores',
  utilidades: 'Energia e utilidades',
  aluguel: 'Aluguel',
  impostos: 'Impostos e taxas',
  terceiros: 'Serviços de terceiros',
  software: 'Software e assinaturas',
  telecom: 'Telefonia e internet',
  copa: 'Material de escritório e copa',
  manutencao: 'Manutenção e conservação',
  viagens: 'Viagens e refeições',
  seguros: 'Seguros',
} as const;
/** The ones seed.ts does not have. */
const NEW_CATEGORIES: Array<keyof typeof CATEGORIES> = [
  'terceiros',
  'software',
  'telecom',
  'copa',
  'manutencao',
  'viagens',
  'seguros',
];
export const COST_CENTERS = { adm: 'Administrativo', com: 'Comercial', ops: 'Operações', ti: 'Tecnologia' } as const;
export const METHODS = {
  boleto: 'BOLETO_BANCARIO',
  pix: 'PIX_PAGAMENTO_INSTANTANEO',
  cartao: 'CARTAO_CREDITO',
  dinheiro: 'DINHEIRO',
  ted: 'TRANSFERENCIA_BANCARIA',
} as const;

/** [description, supplier (null: a tax guide), category, cost center, method] */
export type Bill = [
  string,
  SupplierKey | null,
  keyof typeof CATEGORIES,
  keyof typeof COST_CENTERS,
  keyof typeof METHODS,
];

// --- the book --------------------------------------------------------------------------------

/**
 * Monthly bills: [...bill, day of the month, value, relative spread month to month, option].
 * `post-paid`: the bill pays the month before its due date (utilities, taxes, services
 * billed after); `adjusted`: adjusted every March (RENT_ADJUSTMENT); `petty-cash`: paid in
 * cash from the office's petty cash (else the main account).
 */
export type Option = 'post-paid' | 'adjusted' | 'petty-cash';
export const MONTHLY: Array<[...Bill, number, number, number, Option?]> = [
  ['Aluguel da sala comercial', 'imobiliaria', 'aluguel', 'adm', 'boleto', 5, 6800, 0, 'adjusted'],
  ['Condomínio da sala comercial', 'imobiliaria', 'aluguel', 'adm', 'boleto', 10, 1150, 0.03],
  ['Energia elétrica', 'energia', 'utilidades', 'adm', 'boleto', 15, 1050, 0.2, 'post-paid'],
  ['Água e esgoto', 'saneamento', 'utilidades', 'adm', 'boleto', 20, 210, 0.15, 'post-paid'],
  ['Internet fibra 500 Mb', 'internet', 'telecom', 'ti', 'boleto', 12, 249.9, 0],
  ['Telefonia móvel corporativa', 'telefonia', 'telecom', 'com', 'boleto', 18, 389, 0.05, 'post-paid'],
  ['Honorários contábeis', 'contador', 'terceiros', 'adm', 'boleto', 10, 1850, 0, 'post-paid'],
  ['Licença do ERP', 'sistemas', 'software', 'ti', 'cartao', 8, 399.9, 0],
  ['Assinatura do CRM', 'sistemas', 'software', 'com', 'cartao', 22, 329, 0],
  ['Limpeza do escritório', 'limpeza', 'terceiros', 'adm', 'boleto', 7, 1480, 0, 'post-paid'],
  ['Assessoria de departamento pessoal', 'pessoal', 'terceiros', 'adm', 'boleto', 6, 690, 0, 'post-paid'],
  ['Desenvolvimento de software (PJ)', 'desenvolvedor', 'terceiros', 'ti', 'pix', 5, 7500, 0, 'post-paid'],
  ['Monitoramento de alarme', 'alarme', 'terceiros', 'ops', 'boleto', 14, 289.9, 0],
  ['DAS - Simples Nacional', null, 'impostos', 'adm', 'boleto', 20, 4200, 0.2, 'post-paid'],
  ['ISS retido na fonte', null, 'impostos', 'adm', 'boleto', 10, 620, 0.25, 'post-paid'],
  ['Material de copa e limpeza', 'mercado', 'copa', 'adm', 'dinheiro', 26, 420, 0.35, 'petty-cash'],
];

/** The rent is adjusted every March (IGP-M, 4.5%): the value is the one before the first March in the window. */
export const RENT_ADJUSTMENT = { month: 3, rate: 0.045 };

/** The insurance policy: renewed every April, paid in 12 monthly installments on the 25th. */
export const INSURANCE = {
  month: 4,
  day: 25,
  installment: 312.5,
  bill: ['Seguro empresarial', 'seguradora', 'seguros', 'adm', 'boleto'] as Bill,
};

/** Suppliers' invoices: [...bill, chance each month, lowest value, highest value]. */
const OCCASIONAL: Array<[...Bill, number, number, number]> = [
  ['Material de escritório', 'papelaria', 'copa', 'adm', 'boleto', 0.5, 300, 1200],
  ['Impressão de materiais gráficos', 'impressao', 'fornecedores', 'com', 'boleto', 0.35, 400, 2500],
  ['Frete de equipamentos', 'frete', 'fornecedores', 'ops', 'boleto', 0.3, 180, 900],
  ['Manutenção do veículo de serviço', 'oficina', 'manutencao', 'ops', 'pix', 0.25, 450, 2800],
  ['Refeições da equipe em campo', 'restaurante', 'viagens', 'ops', 'pix', 0.35, 350, 1400],
  ['Hospedagem em viagem a cliente', 'hotel', 'viagens', 'com', 'cartao', 0.2, 600, 2400],
  ['Exames ocupacionais', 'laboratorio', 'terceiros', 'adm', 'boleto', 0.2, 280, 900],
  ['Manutenção de ar-condicionado', 'climatizacao', 'manutencao', 'adm', 'boleto', 0.15, 380, 1200],
  ['Honorários advocatícios', 'advogados', 'terceiros', 'adm', 'ted', 0.12, 1500, 4500],
];

export type Kind = 'open' | 'partial' | 'paid' | 'cancelled' | 'renegotiated';

/**
 * One-off rows: [...bill, days from today to the due date, value, kind, installments]. A row
 * with installments is one event of that many monthly installments, the first due at the
 * offset; those due before today are paid, the others open. Unique descriptions: tests
 * find them.
 */
export const ONE_OFF: Array<[...Bill, number, number, Kind, number?]> = [
  // Due today.
  ['Reposição de toner e cartuchos', 'papelaria', 'copa', 'adm', 'boleto', 0, 689.7, 'open'],
  ['Frete de equipamentos para a filial', 'frete', 'fornecedores', 'ops', 'boleto', 0, 415, 'open'],
  ['Revisão do veículo de serviço', 'oficina', 'manutencao', 'ops', 'pix', 0, 1280, 'open'],
  // The next days.
  ['Exames admissionais de novos colaboradores', 'laboratorio', 'terceiros', 'adm', 'boleto', 2, 540, 'open'],
  ['Impressão de catálogos para a feira', 'grafica', 'fornecedores', 'com', 'boleto', 4, 2350, 'open'],
  ['Hospedagem da equipe em visita técnica', 'hotel', 'viagens', 'com', 'cartao', 6, 1860, 'open'],
  ['Manutenção preventiva do ar-condicionado', 'climatizacao', 'manutencao', 'adm', 'boleto', 7, 680, 'partial'],
  // Overdue.
  ['Almoço de integração da equipe', 'restaurante', 'viagens', 'adm', 'pix', -3, 740, 'open'],
  ['Coffee break do treinamento interno', 'mercado', 'copa', 'adm', 'pix', -6, 385, 'open'],
  ['Honorários advocatícios - revisão de contratos', 'advogados', 'terceiros', 'adm', 'ted', -12, 3200, 'partial'],
  // Settled, cancelled, renegotiated.
  ['Compra de notebooks para a equipe', 'informatica', 'fornecedores', 'ti', 'boleto', -45, 4290, 'paid', 3],
  ['Reforma da recepção', 'construtora', 'manutencao', 'adm', 'ted', -120, 18500, 'paid'],
  ['Taxa de licença de funcionamento', null, 'impostos', 'adm', 'boleto', -100, 480, 'paid'],
  ['IPTU da sala comercial (cota única)', null, 'impostos', 'adm', 'boleto', -280, 2140, 'paid'],
  ['Confraternização de fim de ano', 'restaurante', 'viagens', 'adm', 'pix', -340, 3800, 'paid'],
  ['Frete de mercadoria devolvida', 'frete', 'fornecedores', 'ops', 'boleto', -25, 640, 'cancelled'],
  ['Reparo do telhado do depósito', 'construtora', 'manutencao', 'ops', 'boleto', -50, 7200, 'renegotiated'],
];

/**
 * Of the bills due before today, the share left unpaid and the share paid in part, by how
 * long ago they fell due (recent ones are more often still open).
 */
function pastKind(random: Random, daysAgo: number): Kind {
  const [unpaid, partial] =
    daysAgo <= 30 ? [0.3, 0.08] : daysAgo <= 90 ? [0.1, 0.04] : daysAgo <= 365 ? [0.03, 0.01] : [0.01, 0];
  const draw = random.next();
  return draw < unpaid ? 'open' : draw < unpaid + partial ? 'partial' : 'paid';
}

export const monthLabel = (date: IsoDate) => `${date.slice(5, 7)}/${date.slice(0, 4)}`;
export const firstOfMonth = (date: IsoDate) => `${date.slice(0, 8)}01`;

/** A bill as the book writes it: its parties resolved to the store's ids. */
export interface BillFields {
  descricao: string;
  supplierId: string | undefined;
  categoryId: string | undefined;
  costCenterId: string | undefined;
  metodo_pagamento: string;
}

/**
 * Where a bill departs from the defaults: its competence (else 5–25 days before the due
 * date), its event and position in it, the account it is paid from (else the main one),
 * and `onTime`: paid on or a little before the due date, never late (a payroll).
 */
export interface BillExtra {
  competence?: IsoDate;
  eventoId?: string;
  indice?: number;
  account?: string;
  onTime?: boolean;
}

/**
 * Writes the book's bills into the store, from `random`: the payable and, for a paid or
 * partly paid one, its settlement on its account. Paid on (or a little before) the due
 * date; one in ten late, with fine and interest (unless `onTime`); never after today.
 */
export function billWriter(store: SandboxStore, random: Random, mainAccount: string) {
  const today = store.today;
  const settlement = (
    record: PayableRecord,
    kind: 'paid' | 'partial',
    account: string,
    onTime: boolean,
  ): SettlementRecord => {
    const late = kind === 'paid' && !onTime && random.chance(0.1);
    const paidOn = addDays(record.data_vencimento, late ? random.int(1, 10) : -random.int(0, 3));
    const day = compareIsoDates(paidOn, today) > 0 ? today : paidOn;
    const cents = toCents(record.valor);
    const gross = kind === 'paid' ? cents : Math.round((cents * random.int(30, 70)) / 100);
    const lateDays = Math.max(daysBetween(record.data_vencimento, day), 0);
    const charges = late && lateDays > 0;
    return {
      id: random.uuid(),
      versao: 1,
      parcelaId: record.id,
      data_pagamento: day,
      composicao_valor: {
        valor_bruto: fromCents(gross),
        // 2% fine and 1% a month of interest.
        ...(charges
          ? { multa: fromCents(Math.round(cents * 0.02)), juros: fromCents(Math.round((cents * lateDays) / 3000)) }
          : {}),
      },
      conta_financeira: account,
      metodo_pagamento: record.metodo_pagamento as string,
      criado_em: `${day}T11:00:00-03:00`,
    };
  };

  return (bill: BillFields, due: IsoDate, value: number, kind: Kind, extra: BillExtra = {}): PayableRecord => {
    const account = extra.account ?? mainAccount;
    const record: PayableRecord = {
      id: random.uuid(),
      eventoId: extra.eventoId ?? random.uuid(),
      ...(extra.indice ? { indice: extra.indice } : {}),
      descricao: bill.descricao,
      supplierId: bill.supplierId,
      data_competencia: extra.competence ?? addDays(due, -random.int(5, 25)),
      data_vencimento: due,
      valor: value,
      categoryId: bill.categoryId,
      costCenterId: bill.costCenterId,
      accountId: account,
      metodo_pagamento: bill.metodo_pagamento,
      fixedStatus: kind === 'cancelled' ? 'CANCELADO' : kind === 'renegotiated' ? 'RENEGOCIADO' : undefined,
      criado_em: `${addDays(due, -random.int(10, 30))}T09:00:00-03:00`,
    };
    store.payables.push(record);
    if (kind === 'paid' || kind === 'partial')
      store.settlements.set(record.id, [settlement(record, kind, account, extra.onTime ?? false)]);
    return record;
  };
}

export function seedPayables(store: SandboxStore, random: Random): void {
  const today = store.today;
  const from = addMonths(today, -18);
  const until = addMonths(today, 3);

  for (const key of NEW_CATEGORIES)
    store.categories.push({ id: random.uuid(), nome: CATEGORIES[key], tipo: 'DESPESA' });
  const suppliers = supplierIds(store, random);
  const categoryId = (key: Bill[2]) =>
    store.categories.find((c) => c.nome === CATEGORIES[key] && c.tipo === 'DESPESA')?.id;
  const costCenterId = (key: Bill[3]) => store.costCenters.find((c) => c.nome === COST_CENTERS[key])?.id;
  const mainAccount = (store.accounts.find((a) => a.conta_padrao) ?? store.accounts[0])?.id as string;
  const pettyCash = (store.accounts.find((a) => a.tipo === 'CAIXINHA') ?? store.accounts[0])?.id as string;

  const write = billWriter(store, random, mainAccount);
  const add = (
    [descricao, supplier, category, costCenter, method]: Bill,
    due: IsoDate,
    value: number,
    kind: Kind,
    extra: BillExtra = {},
  ) =>
    write(
      {
        descricao,
        supplierId: supplier ? suppliers[supplier] : undefined,
        categoryId: categoryId(category),
        costCenterId: costCenterId(costCenter),
        metodo_pagamento: METHODS[method],
      },
      due,
      value,
      kind,
      extra,
    );

  const kindOf = (due: IsoDate) =>
    compareIsoDates(due, today) < 0 ? pastKind(random, daysBetween(due, today)) : 'open';
  const inWindow = (due: IsoDate, end = until) => compareIsoDates(due, from) >= 0 && compareIsoDates(due, end) <= 0;
  const cents = (value: number) => fromCents(Math.round(value * 100));
  const policies = new Map<number, string>();
  const { year, month } = parseIsoDate(today) as { year: number; month: number };

  for (let k = -18; k <= 3; k++) {
    for (const [description, supplier, category, costCenter, method, day, value, spread, option] of MONTHLY) {
      const due = toIsoDate(monthWithDay(year, month, k, day));
      if (!inWindow(due)) continue;
      const competence = firstOfMonth(option === 'post-paid' ? addMonths(firstOfMonth(due), -1) : due);
      const amount =
        option === 'adjusted'
          ? value * (1 + RENT_ADJUSTMENT.rate) ** adjustments(from, due)
          : value * (1 + (spread ? (random.next() * 2 - 1) * spread : 0));
      const bill: Bill = [`${description} - ${monthLabel(competence)}`, supplier, category, costCenter, method];
      add(bill, due, cents(amount), kindOf(due), {
        competence,
        ...(option === 'petty-cash' ? { account: pettyCash } : {}),
      });
    }

    // The insurance: installment n of the policy renewed in the last April.
    const due = toIsoDate(monthWithDay(year, month, k, INSURANCE.day));
    if (inWindow(due)) {
      const dueMonth = (parseIsoDate(due) as { month: number }).month;
      const n = ((dueMonth - INSURANCE.month + 12) % 12) + 1;
      const policy = Number(due.slice(0, 4)) - (dueMonth < INSURANCE.month ? 1 : 0);
      if (!policies.has(policy)) policies.set(policy, random.uuid());
      const [description, ...rest] = INSURANCE.bill;
      add([`${description} ${policy}/${policy + 1} (${n}/12)`, ...rest], due, INSURANCE.installment, kindOf(due), {
        competence: toIsoDate({ year: policy, month: INSURANCE.month, day: 1 }),
        eventoId: policies.get(policy),
        indice: n,
      });
    }

    // Suppliers' invoices, known up to a month ahead.
    for (const [description, supplier, category, costCenter, method, chance, min, max] of OCCASIONAL) {
      if (!random.chance(chance)) continue;
      const due = toIsoDate(monthWithDay(year, month, k, random.int(1, 28)));
      const value = cents(min + random.next() * (max - min));
      const invoice = random.int(1000, 99999);
      if (!inWindow(due, addDays(today, 30))) continue;
      add([`${description} - NF ${invoice}`, supplier, category, costCenter, method], due, value, kindOf(due));
    }
  }

  for (const [description, supplier, category, costCenter, method, offset, value, kind, count = 1] of ONE_OFF) {
    const eventoId = random.uuid();
    for (let i = 0; i < count; i++) {
      const due = addMonths(addDays(today, offset), i);
      const name = count > 1 ? `${description} (${i + 1}/${count})` : description;
      const status = count > 1 ? (compareIsoDates(due, today) < 0 ? 'paid' : 'open') : kind;
      add([name, supplier, category, costCenter, method], due, value, status, {
        eventoId,
        ...(count > 1 ? { indice: i + 1 } : {}),
      });
    }
  }
}

/** How many rent adjustments (each March 1st) passed from `from` to `due`. */
export function adjustments(from: IsoDate, due: IsoDate): number {
  let count = 0;
  for (let year = Number(from.slice(0, 4)); year <= Number(due.slice(0, 4)); year++) {
    const on = toIsoDate({ year, month: RENT_ADJUSTMENT.month, day: 1 });
    if (compareIsoDates(on, from) > 0 && compareIsoDates(on, due) <= 0) count++;
  }
  return count;
}

/** The suppliers' ids: existing people gain the profile, the new ones are added after everyone. */
function supplierIds(store: SandboxStore, random: Random): Record<SupplierKey, string> {
  const ids = {} as Record<SupplierKey, string>;
  for (const [key, nome] of Object.entries(CUSTOMERS_WHO_SELL) as Array<[SupplierKey, string]>) {
    const person = store.customers.find((c) => c.nome === nome);
    if (!person) throw new Error(`seed-payables: ${nome} is not seeded`);
    const profiles = person.perfis ?? ['Cliente'];
    if (!profiles.includes('Fornecedor')) person.perfis = [...profiles, 'Fornecedor'];
    ids[key] = person.id;
  }
  for (const [key, nome] of Object.entries(NEW_SUPPLIERS) as Array<[SupplierKey, string]>) {
    const person = company(random, nome, { perfis: ['Cliente', 'Fornecedor'] });
    store.customers.push(person);
    ids[key] = person.id;
  }
  return ids;
}
