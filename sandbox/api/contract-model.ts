import type { ContractDetail } from '../../src/api/contract-record.schema';
import type { ContractListItem } from '../../src/api/contracts.schema';
import { compareIsoDates, type IsoDate } from '../../src/lib/dates';
import { addDays, addMonths } from '../../src/lib/date-math';
import { fromCents } from '../../src/lib/money';
import { buildSchedule, MAX_CHARGES, monthsPerPeriod, type ScheduleInput } from '../../src/lib/schedule';
import { composeValue } from '../../src/lib/value-composition';
import { uuidv7 } from './random';
import { salesOf, type ContractRecord, type SaleRecord, type SandboxStore } from './store';

/**
 * How the sandbox derives a contract's sales and computed fields. Schedule and values
 * come from the same functions as the wizard's preview (src/lib), so they always agree.
 */

/** Open-ended contracts get their sales generated up to a year (plus one period) ahead. */
export const OPEN_HORIZON_DAYS = 366;
/** "Near expiry": active, ends on a date, and that date is within the next 30 days. */
export const NEAR_EXPIRY_DAYS = 30;

export function scheduleInput(record: ContractRecord): ScheduleInput {
  const { termos, condicao_pagamento } = record.request;
  return {
    data_inicio: termos.data_inicio,
    data_fim: termos.data_fim,
    tipo_expiracao: termos.tipo_expiracao,
    tipo_frequencia: termos.tipo_frequencia,
    intervalo_frequencia: termos.intervalo_frequencia,
    dia_emissao_venda: termos.dia_emissao_venda,
    dia_vencimento: condicao_pagamento.dia_vencimento,
    primeira_data_vencimento: condicao_pagamento.primeira_data_vencimento,
  };
}

export function chargeValue(record: ContractRecord) {
  const comp = record.request.composicao_de_valor;
  return composeValue({ itens: record.request.itens, frete: comp?.frete, desconto: comp?.desconto });
}

/** Generates the sales of a contract: issued up to today, scheduled after. */
export function generateSales(record: ContractRecord, today: IsoDate, newId: () => string = uuidv7): SaleRecord[] {
  const input = scheduleInput(record);
  const open = input.tipo_expiracao === 'NUNCA';
  // An open contract is generated a year ahead, and always at least one period beyond today.
  const until = addMonths(
    addDays(today, OPEN_HORIZON_DAYS),
    monthsPerPeriod(input.tipo_frequencia, input.intervalo_frequencia),
  );
  const schedule = buildSchedule(input, open ? { until, limit: MAX_CHARGES } : {});
  const valor = fromCents(chargeValue(record).netCents);
  return schedule.charges.map((c) => ({
    id: newId(),
    id_parcela: newId(),
    contractId: record.id,
    indice: c.indice,
    data_emissao: c.data_emissao,
    data_vencimento: c.data_vencimento,
    valor,
    status: compareIsoDates(c.data_emissao, today) <= 0 ? 'EMITIDA' : 'AGENDADA',
  }));
}

export function effectiveEnd(record: ContractRecord): IsoDate | null {
  return record.request.termos.tipo_expiracao === 'NUNCA' ? null : record.request.termos.data_fim;
}

export function isNearExpiry(record: ContractRecord, today: IsoDate): boolean {
  const end = effectiveEnd(record);
  return (
    record.status === 'ATIVO' &&
    end !== null &&
    compareIsoDates(end, today) >= 0 &&
    compareIsoDates(end, addDays(today, NEAR_EXPIRY_DAYS)) <= 0
  );
}

interface Figures {
  issued: SaleRecord[];
  scheduled: SaleRecord[];
  next: SaleRecord | undefined;
  total: number | null;
}

function figures(store: SandboxStore, record: ContractRecord): Figures {
  const sales = salesOf(store, record.id).filter((s) => s.status !== 'CANCELADA');
  const issued = sales.filter((s) => s.status === 'EMITIDA');
  const scheduled = sales.filter((s) => s.status === 'AGENDADA');
  const next =
    record.status === 'ATIVO' ? sales.find((s) => compareIsoDates(s.data_vencimento, store.today) >= 0) : undefined;
  const open = record.request.termos.tipo_expiracao === 'NUNCA';
  // What was agreed stays after closing (decision 0112): a contract with an end
  // foresees the charges of its terms, closed or not; one without end, those it made.
  const agreed = open ? null : buildSchedule(scheduleInput(record)).total;
  const total = open ? (record.status === 'ATIVO' ? null : issued.length) : (agreed ?? sales.length);
  return { issued, scheduled, next, total };
}

export function toListItem(store: SandboxStore, record: ContractRecord): ContractListItem {
  const f = figures(store, record);
  const net = fromCents(chargeValue(record).netCents);
  const account = store.accounts.find((a) => a.id === record.request.condicao_pagamento.id_conta_financeira);
  const customer = store.customers.find((c) => c.id === record.request.id_cliente);
  return {
    id: record.id,
    numero: record.request.termos.numero,
    status: record.status,
    data_inicio: record.request.termos.data_inicio,
    proximo_vencimento: f.next?.data_vencimento ?? null,
    // Whole-term value; for a contract without end, the value billed so far.
    total: fromCents(Math.round(net * 100) * (f.total ?? f.issued.length)),
    total_proximo_vencimento: f.next?.valor ?? null,
    tipo_pagamento: record.request.condicao_pagamento.tipo_pagamento,
    cliente: customer ? { id: customer.id, nome: customer.nome } : null,
    conta_financeira: account ? { id: account.id, tipo: account.tipo } : null,
    termos: {
      data_fim: record.request.termos.data_fim,
      tipo_expiracao: record.request.termos.tipo_expiracao,
      vigencia_atual: f.issued.length,
      ...(f.total === null ? {} : { vigencia_total: f.total }),
    },
  };
}

export function toDetail(store: SandboxStore, record: ContractRecord): ContractDetail {
  const f = figures(store, record);
  const value = chargeValue(record);
  const req = record.request;
  const customer = store.customers.find((c) => c.id === req.id_cliente);
  const seller = store.sellers.find((s) => s.id === req.id_vendedor);
  const account = store.accounts.find((a) => a.id === req.condicao_pagamento.id_conta_financeira);
  const lastIssued = f.issued[f.issued.length - 1];
  const nextScheduled = record.status === 'ATIVO' ? f.scheduled[0] : undefined;
  return {
    id: record.id,
    status: record.status,
    observacoes: req.observacoes ?? null,
    data_proxima_emissao: nextScheduled?.data_emissao ?? null,
    data_proximo_vencimento: f.next?.data_vencimento ?? null,
    data_ultima_emissao: lastIssued?.data_emissao ?? null,
    id_proxima_venda_agendada: nextScheduled?.id ?? null,
    id_ultima_venda_confirmada: lastIssued?.id ?? null,
    cliente: customer ? { id: customer.id, nome: customer.nome } : null,
    vendedor: seller ? { id: seller.id, nome: seller.nome } : null,
    local_prestacao_servico: record.local_prestacao_servico ? { nome: record.local_prestacao_servico } : null,
    composicao_valor: {
      valor_bruto: fromCents(value.grossCents),
      desconto: fromCents(value.discountCents),
      frete: fromCents(value.freightCents),
      // The sandbox computes no taxes; the platform fills this for service invoices.
      valor_impostos_servico: 0,
      valor_liquido: fromCents(value.netCents),
    },
    condicao_pagamento: {
      dia_vencimento: req.condicao_pagamento.dia_vencimento,
      nome_conta_financeira: account?.nome ?? null,
      observacoes_pagamento: req.observacoes_pagamento ?? null,
      tipo_pagamento: req.condicao_pagamento.tipo_pagamento,
    },
    configuracao_recorrencia: {
      vigencia_total: f.total,
      vigencia_restante: f.total === null ? null : Math.max(f.total - f.issued.length, 0),
    },
    termos: { ...req.termos },
  };
}
