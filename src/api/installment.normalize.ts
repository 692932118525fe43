import { fromCents, toCents } from '../lib/money';
import { readStatus, isSettleableStatus, type LedgerSide } from '../lib/receivable-labels';
import { canonicalSettlementMethod, settlementNetCents } from '../lib/settlement';
import { finiteOrNull, ref, str, type Ref } from './lenient';
import type { InstallmentPayload, SettlementPayload } from './receivables.schema';

/**
 * An installment's read and its settlements, in the platform's shapes and api-spec.md's,
 * turned into one domain model: canonical statuses with their labels, one settlement shape
 * (reads and writes spell its composition apart), the installment's side and charges.
 */

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
  /** Net amount received: the platform's `valor_liquido`, else computed (settlement.ts). */
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
  /** `total` when sent (api-spec.md's sandbox), else paid + open (installmentValue). */
  total: number;
  data_vencimento: string | null;
  descricao: string | null;
  conta_financeira: { id: string | null; nome: string | null } | null;
  metodo_pagamento: string | null;
  /** Customer or supplier; the platform's read has neither: null then (the screen omits the field). */
  pessoa: Ref | null;
  /** A receivable or a payable (sideOfInstallment). */
  lado: LedgerSide;
  baixas: Settlement[];
  evento: { id: string | null; tipo: string | null; origem: string | null; referenciaId: string | null } | null;
  /** Its charges (`solicitacoes_cobrancas`), as read; none when the read has no list. */
  cobrancas: InstallmentCharge[];
}

/** A charge of an installment, as its read lists it. */
export interface InstallmentCharge {
  id: string;
  /** `BOLETO`, `PIX_COBRANCA`, `LINK_PAGAMENTO` (or an unknown code, as sent). */
  tipo: string | null;
  status: string | null;
  data_vencimento: string | null;
  url: string | null;
}

function account(value: SettlementPayload['conta_financeira']): Settlement['conta'] {
  if (!value) return null;
  if (typeof value === 'string') return { id: value, nome: null };
  return { id: value.id ?? null, nome: value.nome ?? null };
}

export function normalizeSettlement(s: SettlementPayload): Settlement {
  // Reads carry `valor_composicao`, writes `composicao_valor` (docs/platform-differences.md).
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
 * An installment's value when the read has no `total` (the platform's): paid + open, the
 * two figures its screens show; without them, `valor_total_liquido`, then the
 * composition's net value (financial OpenAPI, `Parcela`).
 */
function installmentValue(paid: number | null, open: number | null, i: InstallmentPayload): number {
  if (paid !== null || open !== null) return fromCents(toCents(paid ?? 0) + toCents(open ?? 0));
  return finiteOrNull(i.valor_total_liquido) ?? finiteOrNull(i.valor_composicao?.valor_liquido) ?? 0;
}

/** The side an installment's event is on: `evento.tipo` `DESPESA` (or a supplier) is a payable. */
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
            },
          ]
        : [],
    ),
  };
}
