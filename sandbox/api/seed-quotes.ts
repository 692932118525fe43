import type { QuoteSituation } from '../../src/api/quotes.schema';
import { formatDateBR, type IsoDate } from '../../src/lib/dates';
import { addDays } from '../../src/lib/date-math';
import { Random } from './random';
import type { QuoteRecord, SandboxStore } from './store';

/**
 * Seeded quotes: `quoteCount` (QUOTE_COUNT by default) quotes over the seeded customers,
 * sellers and catalog, dated over the last year, in every situation. A stream of their
 * own, so adding them changed nothing in the contracts' seed.
 */

export const QUOTE_COUNT = 72;
export const FIRST_QUOTE_NUMBER = 1;

const DESCRIPTIONS = [
  'Proposta de fornecimento mensal',
  'Renovação de equipamentos do escritório',
  'Serviços de manutenção preventiva',
  'Implantação e treinamento',
  'Reposição de materiais',
  '',
];

const REMARKS = [
  'Preços válidos para pagamento à vista.',
  'Entrega em até 10 dias úteis após o aceite.',
  'Frete por conta do cliente.',
  '',
];

/** The delivery forecast is free text on the platform ("À combinar", published example). */
function deliveryForecast(quoteDate: IsoDate, days: number): string {
  if (days % 3 === 0) return 'À combinar';
  if (days % 3 === 1) return `Entrega em até ${days} dias úteis`;
  return `Até ${formatDateBR(addDays(quoteDate, days))}`;
}

export function seedQuotes(store: SandboxStore, seed: number, quoteCount = QUOTE_COUNT): void {
  const random = new Random(seed ^ 0x0dca);
  const customers = store.customers.filter((c) => c.ativo);
  const items = store.items.filter((i) => i.status === 'ATIVO');
  const situations: QuoteSituation[] = ['ORCAMENTO', 'ORCAMENTO_ACEITO', 'ORCAMENTO_RECUSADO'];
  // Numbers follow the quote date, as they would have been assigned.
  const dates = Array.from({ length: quoteCount }, () => addDays(store.today, -random.int(0, 365))).sort();

  dates.forEach((data_orcamento, i) => {
    const customer = random.pick(customers);
    const count = random.chance(0.5) ? 1 : random.int(2, 4);
    const itens = Array.from({ length: count }, () => {
      const item = random.pick(items);
      return {
        id: item.id,
        quantidade: item.tipo === 'SERVICO' ? 1 : random.int(1, 12),
        valor: random.chance(0.25) ? Math.round(item.preco * random.int(85, 115)) / 100 : item.preco,
        valor_custo: item.custo,
      };
    });
    const desconto = random.chance(0.3)
      ? random.chance(0.5)
        ? { tipo: 'PORCENTAGEM' as const, valor: random.pick([5, 10, 15]) }
        : { tipo: 'VALOR' as const, valor: random.pick([20, 50, 100]) }
      : undefined;
    const frete = random.chance(0.3) ? random.pick([25, 49.9, 120]) : undefined;
    const descricao = random.pick(DESCRIPTIONS);
    const observacoes = random.pick(REMARKS);
    // Every situation is present: the first three cover them, the rest vary.
    const situacao =
      i < 3
        ? (situations[i] as QuoteSituation)
        : random.pick<QuoteSituation>(['ORCAMENTO', 'ORCAMENTO', 'ORCAMENTO_ACEITO', 'ORCAMENTO_RECUSADO']);
    const created = `${data_orcamento}T09:00:00-03:00`;
    const record: QuoteRecord = {
      id: random.uuid(),
      numero: FIRST_QUOTE_NUMBER + i,
      versao: situacao === 'ORCAMENTO' ? 1 : 2,
      situacao,
      data_criacao: created,
      data_alteracao:
        situacao === 'ORCAMENTO' ? created : `${addDays(data_orcamento, random.int(1, 20))}T15:30:00-03:00`,
      request: {
        id_cliente: customer.id,
        data_orcamento,
        data_validade: addDays(data_orcamento, random.pick([7, 15, 30, 60])),
        itens,
        id_vendedor: random.chance(0.8) ? random.pick(store.sellers).id : undefined,
        descricao: descricao || undefined,
        observacoes: observacoes || undefined,
        observacoes_pagamento: random.chance(0.25) ? 'Informar o número do orçamento na nota fiscal.' : undefined,
        previsao_entrega: random.chance(0.5) ? deliveryForecast(data_orcamento, random.int(10, 45)) : undefined,
        composicao_de_valor:
          desconto || frete ? { ...(frete ? { frete } : {}), ...(desconto ? { desconto } : {}) } : undefined,
      },
    };
    store.quotes.set(record.id, record);
  });
}
