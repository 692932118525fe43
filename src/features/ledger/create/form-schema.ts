import * as z from 'zod/mini';
import { installmentCount, type FinancialEventRequest } from '../../../api/payables';
import type { Side } from '../../../api/receivables';
import { positiveAmount, writeDate } from '../../../api/write.schema';
import { groupShares, repeatedRows, sumCents } from '../../../lib/apportionment';
import type { IsoDate } from '../../../lib/dates';
import { installmentDescription, splitInstallments } from '../../../lib/installments';
import { formatCents, fromCents, toCents } from '../../../lib/money';
import { pageFormDraft } from '../../../ui/plain/form/draft';
import { numberOf, toNumber, type NumberValue } from '../../../ui/plain/form/values';

/** One installment as the form holds it: its due date and value, both editable. */
export interface InstallmentRowValues {
  data_vencimento: string;
  valor: NumberValue;
}

/** One line of the apportionment: a category, optionally a cost centre, and its share. */
export interface ShareRowValues {
  id_categoria: string;
  id_centro_custo: string;
  valor: NumberValue;
}

/** A new receivable or payable as typed, checked in Portuguese, then turned into the published request. */
export interface LedgerFormValues {
  contato: string;
  descricao: string;
  conta_financeira: string;
  valor: NumberValue;
  parcelas: NumberValue;
  primeiro_vencimento: string;
  data_competencia: string;
  observacao: string;
  vencimentos: InstallmentRowValues[];
  /** One line: the whole value goes to it. Several: each share typed, adding up to the value. */
  rateio: ShareRowValues[];
}

export const emptyShare = (): ShareRowValues => ({ id_categoria: '', id_centro_custo: '', valor: '' });

export const emptyLedgerEvent = (today: IsoDate): LedgerFormValues => ({
  contato: '',
  descricao: '',
  conta_financeira: '',
  valor: '',
  parcelas: 1,
  primeiro_vencimento: today,
  data_competencia: today,
  observacao: '',
  vencimentos: [],
  rateio: [emptyShare()],
});

/** The installment rows for a total, a count and a first due date: monthly, the cents spread so they add up. */
export function installmentRows(valor: unknown, parcelas: unknown, first: string): InstallmentRowValues[] | null {
  const total = numberOf(valor);
  const count = numberOf(parcelas);
  if (total === undefined || count === undefined || !Number.isInteger(count) || count < 1 || count > 60) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(first)) return null;
  const parts = splitInstallments(toCents(total), count, first as IsoDate);
  return parts.length ? parts.map((p) => ({ data_vencimento: p.dueDate, valor: fromCents(p.cents) })) : null;
}

const chosen = (message: string) => z.string().check(z.minLength(1, message));
const money = () => z.pipe(z.transform(toNumber), positiveAmount());

const PARTY_MISSING: Record<Side, string> = { receber: 'Escolha o cliente.', pagar: 'Escolha o fornecedor.' };

function valuesSchema(side: Side) {
  return z.object({
    contato: chosen(PARTY_MISSING[side]),
    descricao: z.string().check(
      z.refine((v) => v.trim().length > 0, 'Informe a descrição.'),
      z.maxLength(200, 'Use no máximo 200 caracteres.'),
    ),
    conta_financeira: chosen('Escolha a conta financeira.'),
    valor: money(),
    parcelas: z.pipe(z.transform(toNumber), installmentCount),
    primeiro_vencimento: writeDate,
    data_competencia: writeDate,
    observacao: z.string().check(z.maxLength(255, 'Use no máximo 255 caracteres.')),
    vencimentos: z
      .array(z.object({ data_vencimento: writeDate, valor: money() }))
      .check(z.minLength(1, 'Informe o valor total para gerar as parcelas.')),
    rateio: z
      .array(
        z.object({
          id_categoria: chosen('Escolha a categoria.'),
          id_centro_custo: z.string(),
          valor: z.unknown(),
        }),
      )
      .check(z.minLength(1, 'Escolha a categoria.')),
  });
}
type Checked = z.infer<ReturnType<typeof valuesSchema>>;

/** A lone line takes the whole value; several lines are what was typed (the schema checks each). */
const shareCents = (v: Checked, i: number): number | undefined => {
  if (v.rateio.length === 1) return toCents(v.valor);
  const n = numberOf(v.rateio[i]?.valor);
  return n !== undefined && n > 0 ? toCents(n) : undefined;
};

/** The sums the platform's request must keep, each under its section. */
function sumIssues(v: Checked): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const total = toCents(v.valor);
  const installments = sumCents(v.vencimentos.map((p) => toCents(p.valor)));
  if (installments !== total) {
    issues.push({
      path: ['vencimentos'],
      message: `A soma das parcelas (${formatCents(installments)}) difere do valor total (${formatCents(total)}).`,
    });
  }
  v.rateio.forEach((_, i) => {
    if (v.rateio.length > 1 && shareCents(v, i) === undefined)
      issues.push({ path: ['rateio', i, 'valor'], message: 'Informe um valor maior que zero.' });
  });
  const shares = v.rateio.map((_, i) => shareCents(v, i));
  if (shares.every((c) => c !== undefined)) {
    const apportioned = sumCents(shares);
    if (apportioned !== total)
      issues.push({
        path: ['rateio'],
        message: `A soma do rateio (${formatCents(apportioned)}) difere do valor total (${formatCents(total)}).`,
      });
  }
  for (const i of repeatedRows(
    v.rateio.map((r) => ({ categoryId: r.id_categoria, costCenterId: r.id_centro_custo })),
  )) {
    issues.push({
      path: ['rateio', i, 'id_centro_custo'],
      message: 'Para repetir a categoria, escolha um centro de custo diferente em cada linha.',
    });
  }
  return issues;
}

function toRequest(v: Checked): FinancialEventRequest {
  const valor = fromCents(toCents(v.valor));
  const descricao = v.descricao.trim();
  const nota = v.observacao.trim();
  const shares = groupShares(
    v.rateio.map((r, i) => ({
      categoryId: r.id_categoria,
      costCenterId: r.id_centro_custo,
      cents: shareCents(v, i) ?? 0,
    })),
  );
  return {
    data_competencia: v.data_competencia,
    valor,
    descricao,
    observacao: nota,
    contato: v.contato,
    conta_financeira: v.conta_financeira,
    rateio: shares.map((s) => ({
      id_categoria: s.categoryId,
      valor: fromCents(s.cents),
      rateio_centro_custo: s.centers.map((c) => ({ id_centro_custo: c.costCenterId, valor: fromCents(c.cents) })),
    })),
    condicao_pagamento: {
      parcelas: v.vencimentos.map((p, i) => {
        const amount = fromCents(toCents(p.valor));
        return {
          descricao: installmentDescription(descricao, i + 1, v.vencimentos.length),
          data_vencimento: p.data_vencimento,
          nota,
          conta_financeira: v.conta_financeira,
          detalhe_valor: { valor_bruto: amount, valor_liquido: amount, multa: 0, juros: 0, desconto: 0, taxa: 0 },
        };
      }),
    },
  };
}

/** Form values in, the published request out; the sums checked once every line reads. */
export function ledgerFormSchema(side: Side) {
  return z.pipe(
    z.pipe(
      z.transform((values: LedgerFormValues): unknown => values),
      valuesSchema(side).check(
        z.superRefine((v, ctx) => {
          for (const issue of sumIssues(v)) ctx.issues.push({ code: 'custom', input: v, ...issue });
        }),
      ),
    ),
    z.transform(toRequest),
  );
}

const isDraft = (values: unknown) =>
  typeof values === 'object' &&
  values !== null &&
  typeof (values as Partial<LedgerFormValues>).descricao === 'string' &&
  Array.isArray((values as Partial<LedgerFormValues>).vencimentos) &&
  Array.isArray((values as Partial<LedgerFormValues>).rateio);

/** Each side's draft, with the chosen records' labels. */
export const LEDGER_DRAFTS = {
  pagar: pageFormDraft('pagamentos.novo', isDraft),
  receber: pageFormDraft('recebiveis.novo', isDraft),
} as const;
