import { addDays } from '../../src/lib/date-math';
import type { CaptureDocumentRecord, CaptureRecord } from './capture-pipeline';
import { generateSales } from './contract-model';
import { Random } from './random';
import type { CatalogItem, ContractRecord, Customer, QuoteRecord, ReceivableRecord, SandboxStore } from './store';

/**
 * Hostile data, for the fault suite (e2e/faults-hostile.spec.ts, docs/fault-suite.md):
 * names and descriptions with markup, script-like text, a 500-character word, emoji and
 * right-to-left text, as a platform shared with other systems may return them. Added on
 * demand by `POST /__sandbox/hostile` (never by the regular seed, so the demo data and
 * the other suites stay as they are); idempotent: a second call returns the same ids.
 */

/** One word of exactly 500 characters (no space, no hyphen: nowhere to break). */
export const LONG_WORD = 'Pneumoultramicroscopicossilicovulcanoconiotico'.repeat(11).slice(0, 500);

export const HOSTILE = {
  markup: '<img src=x onerror=alert(1)> Confeitaria "Doce & Cia" <b>negrito</b>',
  script: '<script>alert("xss")</script> Mercearia Roteiro',
  long: LONG_WORD,
  emoji: '🧁☕ Confeitaria Família 👨‍👩‍👧‍👦 🇧🇷 ✅',
  rtl: 'مؤسسة النور للتجارة والخدمات (فرع ٢)',
  hebrew: 'שירותי ניקיון "הכוכב" בע״מ',
  service: '<svg/onload=alert(2)> Serviço «hostil» &amp; 🛠️',
  product: `Peça ${LONG_WORD}`,
  account: '<iframe src="javascript:alert(3)"></iframe> Conta 💰 caixa',
  remark: '<script>document.title="pwned"</script>\nSegunda linha: <a href="javascript:alert(4)">clique</a> 🔥',
} as const;

export type HostileKind = 'markup' | 'script' | 'long' | 'emoji' | 'rtl';
export const HOSTILE_KINDS: readonly HostileKind[] = ['markup', 'script', 'long', 'emoji', 'rtl'];
/** Contract numbers of the hostile contracts, in HOSTILE_KINDS order. */
export const HOSTILE_CONTRACT_NUMBERS = [9901, 9902, 9903, 9904, 9905] as const;

export interface HostileIds {
  customers: Record<HostileKind, string>;
  service: string;
  product: string;
  seller: string;
  account: string;
  /** Per kind: the contract of that customer. */
  contracts: Record<HostileKind, string>;
  /** Per kind: an open standalone receivable described with that text. */
  receivables: Record<HostileKind, string>;
  /** Per kind: a quote described with that text, for that customer. */
  quotes: Record<HostileKind, { id: string; numero: number }>;
  /** A capture awaiting review whose suggestion carries hostile texts. */
  capture: string;
}

const SEED = 0x4057113;

/** Adds the hostile records to the store (once) and returns their ids. */
export function seedHostile(store: SandboxStore): HostileIds {
  const random = new Random(SEED);
  const per = <T>(make: (kind: HostileKind, i: number) => T) =>
    Object.fromEntries(HOSTILE_KINDS.map((k, i) => [k, make(k, i)])) as Record<HostileKind, T>;
  const customerIds = per(() => random.uuid());
  const ids = {
    customers: customerIds,
    service: random.uuid(),
    product: random.uuid(),
    seller: random.uuid(),
    account: random.uuid(),
    contracts: per(() => random.uuid()),
    receivables: per(() => random.uuid()),
    quoteIds: per(() => random.uuid()),
    capture: random.uuid(),
    document: random.uuid(),
    events: per(() => random.uuid()),
  };

  const existing = store.customers.some((c) => c.id === customerIds.markup);
  if (!existing) add(store, ids, random);

  const { quoteIds, document: _document, events: _events, ...kept } = ids;
  return {
    ...kept,
    quotes: per((k) => ({ id: quoteIds[k], numero: store.quotes.get(quoteIds[k])?.numero ?? 0 })),
  };
}

type AllIds = Omit<HostileIds, 'quotes'> & {
  quoteIds: Record<HostileKind, string>;
  document: string;
  events: Record<HostileKind, string>;
};

function add(store: SandboxStore, ids: AllIds, random: Random): void {
  const today = store.today;
  for (const [i, kind] of HOSTILE_KINDS.entries()) {
    const customer: Customer = {
      id: ids.customers[kind],
      nome: HOSTILE[kind],
      documento: `000.000.00${i}-0${i}`,
      email: `hostil${i}@exemplo.com.br`,
      tipo_pessoa: 'JURIDICA',
      ativo: true,
    };
    store.customers.push(customer);
  }
  const service: CatalogItem = {
    id: ids.service,
    tipo: 'SERVICO',
    nome: HOSTILE.service,
    codigo: 'SRV-<b>999</b>',
    preco: 123.45,
    custo: 50,
    status: 'ATIVO',
  };
  const product: CatalogItem = {
    id: ids.product,
    tipo: 'PRODUTO',
    nome: HOSTILE.product,
    codigo: 'PRD-999',
    preco: 67.89,
    custo: 30,
    status: 'ATIVO',
  };
  store.items.push(service, product);
  store.sellers.push({ id: ids.seller, nome: HOSTILE.hebrew });
  store.accounts.push({
    id: ids.account,
    nome: HOSTILE.account,
    banco: HOSTILE.rtl,
    tipo: 'CONTA_CORRENTE',
    ativo: true,
    conta_padrao: false,
  });
  const revenue = store.categories.find((c) => c.tipo === 'RECEITA');

  for (const [i, kind] of HOSTILE_KINDS.entries()) {
    const start = addDays(today, -95 - i);
    const record: ContractRecord = {
      id: ids.contracts[kind],
      id_legado: store.nextLegacyId++,
      status: 'ATIVO',
      em_reajuste: false,
      local_prestacao_servico: kind === 'long' ? LONG_WORD : HOSTILE.rtl,
      criado_em: `${start}T12:00:00-03:00`,
      request: {
        id_cliente: ids.customers[kind],
        itens: [
          { id: ids.service, quantidade: 1, valor: 123.45, descricao: HOSTILE[kind] },
          { id: ids.product, quantidade: 2, valor: 67.89, descricao: HOSTILE.product },
        ],
        termos: {
          numero: HOSTILE_CONTRACT_NUMBERS[i] as number,
          data_inicio: start,
          data_fim: addDays(today, 400),
          tipo_expiracao: 'DATA',
          tipo_frequencia: 'MENSAL',
          intervalo_frequencia: 1,
          dia_emissao_venda: 5,
        },
        condicao_pagamento: {
          tipo_pagamento: 'BOLETO_BANCARIO',
          dia_vencimento: 10,
          primeira_data_vencimento: addDays(start, 10),
          id_conta_financeira: ids.account,
        },
        id_categoria: revenue?.id,
        id_vendedor: ids.seller,
        observacoes: `${HOSTILE.remark}\n${HOSTILE[kind]}`,
        observacoes_pagamento: kind === 'long' ? LONG_WORD : HOSTILE.hebrew,
      },
    };
    store.contracts.set(record.id, record);
    store.salesByContract.set(
      record.id,
      generateSales(record, today, () => random.uuid()),
    );

    const receivable: ReceivableRecord = {
      id: ids.receivables[kind],
      eventoId: ids.events[kind],
      descricao: HOSTILE[kind],
      customerId: ids.customers[kind],
      data_competencia: addDays(today, -20),
      data_vencimento: addDays(today, -1 - i),
      valor: 321.09,
      categoryId: revenue?.id,
      accountId: ids.account,
      metodo_pagamento: 'BOLETO_BANCARIO',
      criado_em: `${addDays(today, -20)}T10:00:00-03:00`,
    };
    store.receivables.push(receivable);

    let highest = 0;
    for (const q of store.quotes.values()) highest = Math.max(highest, q.numero);
    const quote: QuoteRecord = {
      id: ids.quoteIds[kind],
      numero: highest + 1,
      versao: 1,
      situacao: 'ORCAMENTO',
      data_criacao: `${today}T09:00:00-03:00`,
      data_alteracao: `${today}T09:00:00-03:00`,
      request: {
        id_cliente: ids.customers[kind],
        data_orcamento: today,
        data_validade: addDays(today, 30),
        itens: [
          { id: ids.service, quantidade: 1, valor: 123.45, valor_custo: 50 },
          { id: ids.product, quantidade: 3, valor: 67.89, valor_custo: 30 },
        ],
        id_vendedor: ids.seller,
        descricao: HOSTILE[kind],
        observacoes: HOSTILE.remark,
        observacoes_pagamento: kind === 'long' ? LONG_WORD : HOSTILE.rtl,
      },
    };
    store.quotes.set(quote.id, quote);
  }

  const document: CaptureDocumentRecord = {
    id: ids.document,
    nome: `${HOSTILE.markup}.pdf`,
    descricao: HOSTILE.emoji,
    tipo: 'PDF',
    tamanho: 2048,
    userId: '',
    status: 'PRONTO',
    capturas: [ids.capture],
    criado_em: `${today}T08:00:00-03:00`,
  };
  const capture: CaptureRecord = {
    id: ids.capture,
    id_documento: ids.document,
    status: 'PENDENTE',
    id_evento_financeiro: null,
    previa: {
      tipo: 'DESPESA',
      valor: 456.78,
      data_competencia: today,
      descricao: HOSTILE.markup,
      observacao: HOSTILE.remark,
      referencia_externa: LONG_WORD,
      fornecedor: { id: null, nome: HOSTILE.rtl, documento: HOSTILE.script },
      categoria: { id: revenue?.id ?? ids.account, nome: HOSTILE.emoji },
      parcelas: [
        {
          data_vencimento: addDays(today, 10),
          metodo_pagamento: 'BOLETO_BANCARIO',
          composicao_valor: { valor_bruto: 456.78 },
        },
      ],
    },
  };
  store.captureDocuments.set(document.id, document);
  store.captures.set(capture.id, capture);
}
