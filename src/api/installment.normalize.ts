import { fromCents, toCents } from '../lib/money';
import { readStatus, isSettleableStatus, type LedgerSide } from '../lib/labels/receivable';
import { canonicalSettlementMethod, settlementNetCents } from '../lib/settlement';
import { finiteOrNull, ref, str, type Ref } from './lenient';
import type { InstallmentPayload, SettlementPayload } from './receivables.schema';

export interface Settlement {
  id: string;
  versao: number | null;
  data_pagamento: string | null;
  composicao: {
    valor_bruto: number | null;
    multa: number | null;
    juros: number | null;
    desconto: number | null;
    taxa: number | null;
  };
  /** The platform's `valor_liquido`, else computed. */
  valorLiquido: number;
  conta: { id: string | null; nome: string | null } | null;
  metodo_pagamento: string | null;
  observacao: string | null;
  nsu: string | null;
}

export interface Installment {
  id: string;
  versao: number | null;
  indice: number | null;
  status: string | null;
  statusLabel: string;
  settleable: boolean;
  valor_pago: number | null;
  nao_pago: number | null;
  /** The platform sends no `total`: paid + open then. */
  total: number;
  data_vencimento: string | null;
  descricao: string | null;
  nota: string | null;
  /** Its value's parts (`valor_composicao`): what an edit starts from. */
  composicao: Settlement['composicao'];
  /** Written off as a loss: when and how much. */
  perda: { data: string | null; valor: number | null } | null;
  /** When the platform last changed it. */
  alteradoEm: string | null;
  conta_financeira: { id: string | null; nome: string | null } | null;
  metodo_pagamento: string | null;
  /** The platform's installment read names neither customer nor supplier. */
  pessoa: Ref | null;
  lado: LedgerSide;
  baixas: Settlement[];
  evento: {
    id: string | null;
    tipo: string | null;
    origem: string | null;
    referenciaId: string | null;
    /** The competence date (`YYYY-MM-DD`): the month whose result it counts in. */
    competencia: string | null;
    /** Its split by category: each category's value (the event's; empty when not split). */
    rateio: { categoryId: string; nome: string | null; valor: number }[];
  } | null;
  cobrancas: InstallmentCharge[];
}

export interface InstallmentCharge {
  id: string;
  tipo: string | null;
  status: string | null;
  data_vencimento: string | null;
  url: string | null;
  /** The account it was issued on, when the read names it. */
  contaId: string | null;
}

function account(value: SettlementPayload['conta_financeira']): Settlement['conta'] {
  if (!value) return null;
  if (typeof value === 'string') return { id: value, nome: null };
  return { id: value.id ?? null, nome: value.nome ?? null };
}

export function normalizeSettlement(s: SettlementPayload): Settlement {
  // Reads carry `valor_composicao`, writes `composicao_valor`.
  const c = s.valor_composicao ?? s.composicao_valor ?? {};
  const composicao = {
    valor_bruto: finiteOrNull(c.valor_bruto),
    multa: finiteOrNull(c.multa),
    juros: finiteOrNull(c.juros),
    desconto: finiteOrNull(c.desconto),
    taxa: finiteOrNull(c.taxa),
  };
  return {
    id: s.id,
    versao: finiteOrNull(s.versao),
    data_pagamento: str(s.data_pagamento),
    composicao,
    valorLiquido: finiteOrNull(c.valor_liquido) ?? fromCents(settlementNetCents(composicao)),
    conta: account(s.conta_financeira),
    metodo_pagamento: canonicalSettlementMethod(str(s.metodo_pagamento)),
    observacao: str(s.observacao),
    nsu: str(s.nsu),
  };
}

/**
 * Paid + open + written off as a loss; without them, or when they add up to nothing (a cancelled
 * installment: nothing paid, nothing due), `valor_total_liquido`, then the composition's net value.
 * More paid than the composition's gross value, nothing open: that gross value (an overpayment
 * changes no value).
 */
function installmentValue(paid: number | null, open: number | null, i: InstallmentPayload): number {
  const sum = toCents(paid ?? 0) + toCents(open ?? 0) + toCents(finiteOrNull(i.perda?.valor) ?? 0);
  // Paid above its gross value (what settlements are counted in), nothing open: the rest was paid over it.
  const gross = finiteOrNull(i.valor_composicao?.valor_bruto);
  if (sum && !toCents(open ?? 0) && gross !== null && toCents(gross) > 0 && toCents(gross) < sum) return gross;
  if (sum && (paid ?? open) !== null) return fromCents(sum);
  return finiteOrNull(i.valor_total_liquido) ?? finiteOrNull(i.valor_composicao?.valor_liquido) ?? 0;
}

/** `evento.tipo` `DESPESA` (or a supplier) is a payable. */
export function sideOfInstallment(i: InstallmentPayload): LedgerSide {
  return i.evento?.tipo?.toUpperCase() === 'DESPESA' || (i.fornecedor?.id && !i.cliente?.id) ? 'pagar' : 'receber';
}

export function normalizeInstallment(i: InstallmentPayload): Installment {
  const side = sideOfInstallment(i);
  const status = readStatus(i.status, null, side);
  const paid = finiteOrNull(i.valor_pago);
  const open = finiteOrNull(i.nao_pago);
  return {
    id: i.id,
    versao: finiteOrNull(i.versao),
    indice: finiteOrNull(i.indice),
    status: status.code,
    statusLabel: status.label,
    settleable: status.known && isSettleableStatus(status.code),
    valor_pago: paid,
    nao_pago: open,
    total: finiteOrNull(i.total) ?? installmentValue(paid, open, i),
    data_vencimento: str(i.data_vencimento),
    descricao: str(i.descricao),
    nota: str(i.nota),
    composicao: {
      valor_bruto: finiteOrNull(i.valor_composicao?.valor_bruto),
      multa: finiteOrNull(i.valor_composicao?.multa),
      juros: finiteOrNull(i.valor_composicao?.juros),
      desconto: finiteOrNull(i.valor_composicao?.desconto),
      taxa: finiteOrNull(i.valor_composicao?.taxa),
    },
    perda: i.perda ? { data: str(i.perda.data), valor: finiteOrNull(i.perda.valor) } : null,
    alteradoEm: str(i.data_alteracao),
    conta_financeira: account(i.conta_financeira),
    metodo_pagamento: str(i.metodo_pagamento),
    pessoa: ref(i.cliente) ?? ref(i.fornecedor),
    lado: side,
    baixas: i.baixas.map(normalizeSettlement),
    evento: i.evento
      ? {
          id: i.evento.id ?? null,
          tipo: i.evento.tipo ?? null,
          origem: i.evento.referencia?.origem ?? null,
          referenciaId: i.evento.referencia?.id ?? null,
          competencia: i.evento.data_competencia ?? null,
          rateio: i.evento.rateio.flatMap((r) =>
            r.id_categoria ? [{ categoryId: r.id_categoria, nome: r.nome_categoria ?? null, valor: r.valor ?? 0 }] : [],
          ),
        }
      : null,
    cobrancas: i.solicitacoes_cobrancas.flatMap((c) =>
      c.id
        ? [
            {
              id: c.id,
              tipo: c.tipo_solicitacao_cobranca ?? null,
              status: c.status_solicitacao_cobranca ?? null,
              data_vencimento: c.data_vencimento ?? null,
              url: c.url ?? null,
              contaId: c.conta_financeira?.id ?? null,
            },
          ]
        : [],
    ),
  };
}
