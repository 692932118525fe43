import type { FieldPath } from 'react-hook-form';
import * as z from 'zod/mini';
import { createContractSchema, type CreateContract } from '../../../api/contract-record.schema';
import { formatDateBR, isIsoDate, type IsoDate } from '../../../lib/dates';
import { addDays, addMonths } from '../../../lib/date-math';
import { buildSchedule, firstBornOverdue } from '../../../lib/schedule';
import { hasItemList, pageFormDraft } from '../../../ui/plain/form/draft';
import {
  blankToUndefined,
  compositionRequest,
  optionalText,
  toNumber,
  type NumberValue,
} from '../../../ui/plain/form/values';

/** The wizard's form values; `formSchema` validates them with `createContractSchema`, so paths are the API's. */

export interface WizardItem {
  id: string;
  quantidade: NumberValue;
  valor: NumberValue;
  descricao: string;
  valor_custo: NumberValue;
}

export interface WizardValues {
  id_cliente: string;
  itens: WizardItem[];
  termos: {
    numero: NumberValue;
    data_inicio: string;
    /** Hidden and ignored while `tipo_expiracao` is `NUNCA` (docs/decisions/0100). */
    data_fim: string;
    tipo_expiracao: string;
    tipo_frequencia: string;
    intervalo_frequencia: NumberValue;
    dia_emissao_venda: NumberValue;
  };
  condicao_pagamento: {
    tipo_pagamento: string;
    dia_vencimento: NumberValue;
    primeira_data_vencimento: string;
    id_conta_financeira: string;
  };
  composicao_de_valor: {
    frete: NumberValue;
    desconto: { tipo: string; valor: NumberValue };
  };
  id_categoria: string;
  id_centro_custo: string;
  id_vendedor: string;
  observacoes: string;
  observacoes_pagamento: string;
}

/** What a contract that never expires sends as `data_fim` (the API requires one). */
export const OPEN_END_MONTHS = 1200;

export function openEndDate(start: string): string {
  return isIsoDate(start) ? addMonths(start, OPEN_END_MONTHS) : '';
}

export const emptyWizardItem = (): WizardItem => ({ id: '', quantidade: 1, valor: '', descricao: '', valor_custo: '' });

export function emptyWizardValues(today: IsoDate): WizardValues {
  return {
    id_cliente: '',
    itens: [emptyWizardItem()],
    termos: {
      numero: '',
      data_inicio: today,
      data_fim: addDays(addMonths(today, 12), -1),
      tipo_expiracao: 'DATA',
      tipo_frequencia: 'MENSAL',
      intervalo_frequencia: 1,
      // The 1st, not today's day, so no charge is issued after it is due.
      dia_emissao_venda: 1,
    },
    condicao_pagamento: {
      tipo_pagamento: 'BOLETO_BANCARIO',
      dia_vencimento: '',
      primeira_data_vencimento: '',
      id_conta_financeira: '',
    },
    composicao_de_valor: { frete: '', desconto: { tipo: 'PORCENTAGEM', valor: '' } },
    id_categoria: '',
    id_centro_custo: '',
    id_vendedor: '',
    observacoes: '',
    observacoes_pagamento: '',
  };
}

/** The request the form's values stand for (before validation). */
function toRequest(v: WizardValues): Record<string, unknown> {
  const never = v.termos.tipo_expiracao === 'NUNCA';
  return {
    id_cliente: blankToUndefined(v.id_cliente),
    itens: v.itens.map((item) => ({
      id: blankToUndefined(item.id),
      quantidade: toNumber(item.quantidade),
      valor: toNumber(item.valor),
      descricao: optionalText(item.descricao),
      valor_custo: toNumber(item.valor_custo),
    })),
    termos: {
      numero: toNumber(v.termos.numero),
      data_inicio: blankToUndefined(v.termos.data_inicio),
      data_fim: blankToUndefined(never ? openEndDate(v.termos.data_inicio) : v.termos.data_fim),
      tipo_expiracao: blankToUndefined(v.termos.tipo_expiracao),
      tipo_frequencia: blankToUndefined(v.termos.tipo_frequencia),
      intervalo_frequencia: toNumber(v.termos.intervalo_frequencia),
      dia_emissao_venda: toNumber(v.termos.dia_emissao_venda),
    },
    condicao_pagamento: {
      tipo_pagamento: blankToUndefined(v.condicao_pagamento.tipo_pagamento),
      dia_vencimento: toNumber(v.condicao_pagamento.dia_vencimento),
      primeira_data_vencimento: blankToUndefined(v.condicao_pagamento.primeira_data_vencimento),
      id_conta_financeira: blankToUndefined(v.condicao_pagamento.id_conta_financeira),
    },
    composicao_de_valor: compositionRequest(v.composicao_de_valor),
    id_categoria: blankToUndefined(v.id_categoria),
    id_centro_custo: blankToUndefined(v.id_centro_custo),
    id_vendedor: blankToUndefined(v.id_vendedor),
    observacoes: optionalText(v.observacoes),
    observacoes_pagamento: optionalText(v.observacoes_pagamento),
  };
}

/** The message when a charge would be due before it is issued, on the field to change. */
export function bornOverdueIssue(body: CreateContract): { path: string[]; message: string } | null {
  const { termos, condicao_pagamento: pay } = body;
  const schedule = buildSchedule(
    {
      data_inicio: termos.data_inicio,
      data_fim: termos.data_fim,
      tipo_expiracao: termos.tipo_expiracao,
      tipo_frequencia: termos.tipo_frequencia,
      intervalo_frequencia: termos.intervalo_frequencia,
      dia_emissao_venda: termos.dia_emissao_venda,
      dia_vencimento: pay.dia_vencimento,
      primeira_data_vencimento: pay.primeira_data_vencimento,
    },
    { limit: 24 },
  );
  const charge = firstBornOverdue(schedule);
  if (!charge) return null;
  const field = charge.indice === 1 ? 'primeira_data_vencimento' : 'dia_vencimento';
  return {
    path: ['condicao_pagamento', field],
    message:
      `A cobrança ${charge.indice} seria emitida em ${formatDateBR(charge.data_emissao)} e venceria antes, ` +
      `em ${formatDateBR(charge.data_vencimento)}: nasceria vencida. ` +
      (charge.indice === 1
        ? 'Escolha um primeiro vencimento na data de emissão ou depois.'
        : `Use um dia de vencimento igual ou posterior ao dia de emissão (${termos.dia_emissao_venda}), ou um primeiro vencimento no mês seguinte.`),
  };
}

/** Form values in, `CreateContract` out, validated by the API's own schema and the born-overdue rule. */
export const formSchema = z
  .pipe(
    z.transform((values: WizardValues) => toRequest(values)),
    createContractSchema,
  )
  .check(
    z.superRefine((body, ctx) => {
      const issue = bornOverdueIssue(body);
      if (issue) ctx.issues.push({ code: 'custom', input: body, ...issue });
    }),
  );
export type WizardOutput = CreateContract;

export type WizardPath = FieldPath<WizardValues>;

/** The wizard's draft (its extra keeps the step and labels). */
export const wizardDraft = pageFormDraft('contratos.novo', hasItemList);
export interface WizardDraftExtra {
  step: number;
  labels: Record<string, string>;
}
