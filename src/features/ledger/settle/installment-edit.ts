import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  INSTALLMENT_METHODS,
  installmentUpdateSchema,
  NOTE_MAX,
  type InstallmentUpdate,
} from '../../../api/installment-update';
import type { Installment } from '../../../api/receivables';
import { formatDateBR } from '../../../lib/dates';
import { settlementMethodLabel } from '../../../lib/labels/settlement';
import { formatCents, toCents } from '../../../lib/money';
import { marksOf, withoutMark } from '../../../lib/description-marks';
import { settlementNetCents } from '../../../lib/settlement';
import { num, sameAmount, type Amount } from './settlement-values';
import type { Change } from './settlement-changes';
import { hasShape, recordFormDraft } from '../../../ui/plain/form/draft';

/** The installment's edit: its values, the partial update they make, what changed meanwhile. */

export interface EditValues {
  vencimento: string;
  composicao_valor: { valor_bruto: Amount; multa: Amount; juros: Amount; desconto: Amount; taxa: Amount };
  id_conta_financeira: string;
  metodo_pagamento: string;
  /** The description as shown: without its marks. */
  descricao: string;
  /** The marks, kept at the end of what is sent: a resumed renegotiation or statement run finds its records by them. */
  marca: string;
  /** The installment has a description: it may be changed, not emptied. */
  exigeDescricao: boolean;
  /** What was already settled, in cents, and its word: the value may not go below it. */
  jaBaixado: { cents: number; word: 'recebido' | 'pago' };
  nota: string;
}

const isEditValues = (values: unknown) => hasShape(values, { vencimento: 'string', composicao_valor: 'object' });

/** Kept with the edit's draft: the values of the version it was typed against, to rebase it on a newer one. */
export interface EditDraftExtra {
  opened: EditValues;
}

/** The edit's draft: per user and installment, in the tab for 8 hours, rebased on a newer `versao`. */
export const installmentEditDraft = recordFormDraft('parcelas.edicao', isEditValues, { readsStale: true });

/**
 * The values an edit opens with: its draft's (rebased on the installment when typed against an
 * older version: what the user changed stays, the rest is the installment's now), else the
 * installment's. A draft of an older version that cannot be rebased is not used.
 */
export function openingEdit(
  i: Installment,
  restored: { values: Partial<EditValues>; extra: Partial<EditDraftExtra>; stale?: true } | null,
): { values: EditValues; from: 'installment' | 'draft' | 'rebased draft' } {
  if (!restored) return { values: editValuesOf(i), from: 'installment' };
  const typed = restoredEdit(restored.values, i);
  if (!restored.stale) return { values: typed, from: 'draft' };
  if (!isEditValues(restored.extra.opened)) return { values: editValuesOf(i), from: 'installment' };
  return {
    values: rebaseEdit(typed, restoredEdit(restored.extra.opened as EditValues, i), editValuesOf(i)),
    from: 'rebased draft',
  };
}

/** A draft's typed fields over the installment's values (its mark and whether it needs a description stay the installment's). */
export function restoredEdit(typed: Partial<EditValues>, i: Installment): EditValues {
  const opened = editValuesOf(i);
  const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
  return {
    ...opened,
    vencimento: text(typed.vencimento, opened.vencimento),
    composicao_valor: { ...opened.composicao_valor, ...typed.composicao_valor },
    id_conta_financeira: text(typed.id_conta_financeira, opened.id_conta_financeira),
    metodo_pagamento: text(typed.metodo_pagamento, opened.metodo_pagamento),
    descricao: text(typed.descricao, opened.descricao),
    nota: text(typed.nota, opened.nota),
  };
}

/** The platform's longest description. */
export const DESCRIPTION_MAX = 200;

const amount = (v: number | null): Amount => (v === null || v === 0 ? '' : v);

/** The installment's value parts; a read without them is its whole value, gross. */
export function editValuesOf(i: Installment): EditValues {
  const c = i.composicao;
  const method = i.metodo_pagamento ?? '';
  return {
    vencimento: i.data_vencimento?.slice(0, 10) ?? '',
    composicao_valor: {
      valor_bruto: c.valor_bruto ?? i.total,
      multa: amount(c.multa),
      juros: amount(c.juros),
      desconto: amount(c.desconto),
      taxa: amount(c.taxa),
    },
    id_conta_financeira: i.conta_financeira?.id ?? '',
    metodo_pagamento: (INSTALLMENT_METHODS as readonly string[]).includes(method) ? method : '',
    descricao: withoutMark(i.descricao ?? ''),
    marca: marksOf(i.descricao),
    exigeDescricao: !!i.descricao?.trim(),
    jaBaixado: { cents: toCents(i.valor_pago ?? 0), word: i.lado === 'pagar' ? 'pago' : 'recebido' },
    nota: i.nota ?? '',
  };
}

const sameComposition = (a: EditValues['composicao_valor'], b: EditValues['composicao_valor']) =>
  (Object.keys(a) as (keyof typeof a)[]).every((k) => sameAmount(a[k], b[k]));

function composition(c: EditValues['composicao_valor']) {
  const parts = { multa: num(c.multa), juros: num(c.juros), desconto: num(c.desconto), taxa: num(c.taxa) };
  const gross = num(c.valor_bruto);
  return {
    valor_bruto: gross,
    multa: parts.multa ?? 0,
    juros: parts.juros ?? 0,
    desconto: parts.desconto ?? 0,
    taxa: parts.taxa ?? 0,
    valor_liquido: settlementNetCents({ valor_bruto: gross, ...parts }) / 100,
  };
}

/**
 * The PATCH body: `versao` and only what differs from the installment as opened (a partial
 * update leaves the rest as the platform has it). The value goes whole, its net included.
 */
export function toEditRequest(values: EditValues, opened: EditValues, versao: number): Record<string, unknown> {
  const body: Record<string, unknown> = { versao };
  if (values.vencimento !== opened.vencimento) body.vencimento = values.vencimento;
  if (!sameComposition(values.composicao_valor, opened.composicao_valor))
    body.composicao_valor = composition(values.composicao_valor);
  if (values.id_conta_financeira !== opened.id_conta_financeira && values.id_conta_financeira)
    body.id_conta_financeira = values.id_conta_financeira;
  if (values.metodo_pagamento !== opened.metodo_pagamento && values.metodo_pagamento)
    body.metodo_pagamento = values.metodo_pagamento;
  if (values.descricao.trim() !== opened.descricao.trim()) body.descricao = values.descricao.trim() + opened.marca;
  if (values.nota.trim() !== opened.nota.trim()) body.nota = values.nota.trim();
  return body;
}

/** Whether the values change anything at all. */
export const changesAnything = (values: EditValues, opened: EditValues) =>
  Object.keys(toEditRequest(values, opened, 1)).length > 1;

/**
 * The form's rules are the request's (the platform's and the sandbox's schema): the values
 * are checked whole, as if all were sent, so a wrong field is refused even when unchanged.
 */
const schemaResolver = zodResolver(installmentUpdateSchema);
export const editResolver: Resolver<EditValues, unknown, EditValues> = async (values, context, options) => {
  const description = values.descricao.trim();
  const whole = {
    versao: 1,
    ...(values.vencimento ? { vencimento: values.vencimento } : { vencimento: '' }),
    composicao_valor: composition(values.composicao_valor),
    ...(values.id_conta_financeira ? { id_conta_financeira: values.id_conta_financeira } : {}),
    ...(values.metodo_pagamento ? { metodo_pagamento: values.metodo_pagamento } : {}),
    ...(description || values.exigeDescricao ? { descricao: description && description + values.marca } : {}),
    nota: values.nota,
  };
  const result = await schemaResolver(whole as never, context, options as never);
  const errors = result.errors as Record<string, unknown>;
  // The room the mark leaves, in the user's terms.
  const room = DESCRIPTION_MAX - values.marca.length;
  if (description.length > room) {
    const why = !values.marca
      ? ''
      : values.marca.includes('[renegociação')
        ? ' (o resto guarda a marca da renegociação, que liga as parcelas)'
        : ' (o resto guarda a marca da linha do extrato que criou o lançamento)';
    errors.descricao = { type: 'maxLength', message: `Use no máximo ${room} caracteres${why}.` };
  }
  // The platform refuses a value below what was already settled.
  const netCents = toCents(whole.composicao_valor.valor_liquido);
  const settled = values.jaBaixado;
  if (!errors.composicao_valor && netCents < settled.cents) {
    errors.composicao_valor = {
      type: 'min',
      message: `O valor da parcela (${formatCents(netCents)}) não pode ser menor que o já ${settled.word} (${formatCents(settled.cents)}).`,
    };
  }
  return (Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} }) as never;
};

/** The user's values over a newer version: only what the user changed keeps the user's value. */
export function rebaseEdit(typed: EditValues, opened: EditValues, current: EditValues): EditValues {
  const pick = <T>(mine: T, was: T, now: T): T => (mine === was ? now : mine);
  return {
    vencimento: pick(typed.vencimento, opened.vencimento, current.vencimento),
    composicao_valor: sameComposition(typed.composicao_valor, opened.composicao_valor)
      ? current.composicao_valor
      : typed.composicao_valor,
    id_conta_financeira: pick(typed.id_conta_financeira, opened.id_conta_financeira, current.id_conta_financeira),
    metodo_pagamento: pick(typed.metodo_pagamento, opened.metodo_pagamento, current.metodo_pagamento),
    descricao: pick(typed.descricao, opened.descricao, current.descricao),
    marca: current.marca,
    exigeDescricao: current.exigeDescricao,
    jaBaixado: current.jaBaixado,
    nota: pick(typed.nota, opened.nota, current.nota),
  };
}

const textOf = (v: string | null) => (v && v.trim() ? v : '—');

/** The fields that differ between two reads of an installment, in words (what someone else changed). */
export function installmentChanges(
  before: Installment,
  after: Installment,
  accountName: (conta: Installment['conta_financeira']) => string,
): Change[] {
  const fields: Array<[string, (i: Installment) => string]> = [
    ['Vencimento', (i) => formatDateBR(i.data_vencimento)],
    ['Valor', (i) => formatCents(toCents(i.total))],
    ['Conta financeira', (i) => accountName(i.conta_financeira)],
    ['Forma de pagamento', (i) => (i.metodo_pagamento ? settlementMethodLabel(i.metodo_pagamento) : 'Não informada')],
    ['Descrição', (i) => textOf(withoutMark(i.descricao))],
    ['Observação', (i) => textOf(i.nota)],
    ['Situação', (i) => i.statusLabel],
    ['Em aberto', (i) => formatCents(toCents(i.nao_pago ?? 0))],
  ];
  return fields
    .map(([label, show]) => ({ label, before: show(before), after: show(after) }))
    .filter((c) => c.before !== c.after);
}

/** The reason joins the note, after what it said: the platform keeps one note per installment. */
export function lossNote(existing: string | null, reason: string): string {
  const line = `Baixada como perda: ${reason.trim()}`;
  return existing?.trim() ? `${existing.trim()}\n${line}` : line;
}

/** A write-off of all that is open, dated `date`, with the reason in the note. */
export function toLossRequest(i: Installment, reason: string, date: string, versao: number): InstallmentUpdate {
  return {
    versao,
    perda: { data: date, valor: toCents(i.nao_pago ?? 0) / 100 },
    nota: lossNote(i.nota, reason),
  };
}

/** Why a write-off cannot be sent, or null. */
export function lossRefusal(i: Installment, reason: string): string | null {
  if (!reason.trim()) return 'Informe o motivo da perda.';
  if (lossNote(i.nota, reason).length > NOTE_MAX)
    return `O motivo e a observação da parcela passam de ${NOTE_MAX} caracteres; encurte o motivo.`;
  return null;
}
