import * as z from 'zod/mini';
import { installmentCount } from '../../../api/payables';
import { positiveAmount, writeDate } from '../../../api/write.schema';
import { addMonths } from '../../../lib/date-math';
import type { IsoDate } from '../../../lib/dates';
import { formatCents, fromCents, toCents } from '../../../lib/money';
import {
  adjustmentCents,
  rowsRefusal,
  type AdjustmentKind,
  type AdjustmentMode,
  type RenegotiationRow,
} from '../../../lib/renegotiation';
import { numberOf, toNumber, type NumberValue } from '../../../ui/plain/form/values';
import { installmentRows, type InstallmentRowValues } from '../create/form-schema';
import { hasShape, recordFormDraft } from '../../../ui/plain/form/draft';

/** The renegotiation as typed: count, first due date, interest or discount, account, then each row. */
export interface RenegotiationValues {
  parcelas: NumberValue;
  primeiro_vencimento: string;
  ajuste: AdjustmentKind;
  modo: AdjustmentMode;
  ajuste_valor: NumberValue;
  conta_financeira: string;
  vencimentos: InstallmentRowValues[];
}

export interface RenegotiationChoice {
  rows: RenegotiationRow[];
  adjustment: number;
  accountId: string;
}

/** What a renegotiation's form typed: per user and installment, in the tab for 8 hours, shown again on a newer `versao`. */
export const renegotiationDraft = recordFormDraft(
  'parcelas.renegociacao',
  (values) => hasShape(values, { primeiro_vencimento: 'string', vencimentos: 'array' }),
  // Typed against an older version, it is shown with a word to check it: the review refuses rows
  // that no longer add up to what is open.
  { readsStale: true },
);

export const renegotiationDefaults = (today: IsoDate, accountId: string): RenegotiationValues => ({
  parcelas: 3,
  primeiro_vencimento: addMonths(today, 1),
  ajuste: 'nenhum',
  modo: 'valor',
  ajuste_valor: '',
  conta_financeira: accountId,
  vencimentos: [],
});

/** The interest (+) or discount (−) typed, in cents; 0 while nothing usable is typed. */
export const typedAdjustment = (openCents: number, v: Pick<RenegotiationValues, 'ajuste' | 'modo' | 'ajuste_valor'>) =>
  adjustmentCents(openCents, v.ajuste, v.modo, numberOf(v.ajuste_valor) ?? 0);

/** The rows for the values typed: monthly from the first due date, adding up to the renegotiated value. */
export function rowsFor(openCents: number, v: RenegotiationValues): InstallmentRowValues[] | null {
  const total = openCents + typedAdjustment(openCents, v);
  return total > 0 ? installmentRows(fromCents(total), v.parcelas, v.primeiro_vencimento) : null;
}

const money = () => z.pipe(z.transform(toNumber), positiveAmount());

/** Checked in Portuguese under each field; the rows' sum against the open value ± the adjustment. */
export function renegotiationSchema(openCents: number, today: IsoDate) {
  return z.pipe(
    z.pipe(
      z.transform((values: RenegotiationValues): unknown => values),
      z
        .object({
          parcelas: z.pipe(z.transform(toNumber), installmentCount),
          primeiro_vencimento: writeDate,
          ajuste: z.enum(['nenhum', 'juros', 'desconto']),
          modo: z.enum(['valor', 'percentual']),
          ajuste_valor: z.unknown(),
          conta_financeira: z.string(),
          vencimentos: z
            .array(z.object({ data_vencimento: writeDate, valor: money() }))
            .check(z.minLength(1, 'Informe a quantidade de parcelas e o primeiro vencimento.')),
        })
        .check(
          z.superRefine((v, ctx) => {
            const typed = numberOf(v.ajuste_valor);
            if (v.ajuste !== 'nenhum' && (typed === undefined || typed <= 0)) {
              ctx.issues.push({
                code: 'custom',
                input: v,
                path: ['ajuste_valor'],
                message: v.ajuste === 'juros' ? 'Informe os juros.' : 'Informe o desconto.',
              });
              return;
            }
            if (v.ajuste === 'desconto' && v.modo === 'percentual' && typed! >= 100) {
              ctx.issues.push({
                code: 'custom',
                input: v,
                path: ['ajuste_valor'],
                message: 'O desconto deve ser menor que 100%.',
              });
              return;
            }
            if (v.vencimentos.length > 1 && !v.conta_financeira) {
              ctx.issues.push({
                code: 'custom',
                input: v,
                path: ['conta_financeira'],
                message: 'Escolha a conta financeira.',
              });
            }
            const adjustment = typedAdjustment(openCents, { ...v, ajuste_valor: typed ?? '' });
            const rows = v.vencimentos.map((r) => ({ dueDate: r.data_vencimento, cents: toCents(r.valor) }));
            const refusal = rowsRefusal(rows, openCents + adjustment, today);
            if (refusal) {
              ctx.issues.push({
                code: 'custom',
                input: v,
                path: [openCents + adjustment <= 0 ? 'ajuste_valor' : 'vencimentos'],
                message: refusal,
              });
            }
          }),
        ),
    ),
    z.transform((v): RenegotiationChoice => ({
      rows: v.vencimentos.map((r) => ({ dueDate: r.data_vencimento, cents: toCents(r.valor) })),
      adjustment: typedAdjustment(openCents, { ...v, ajuste_valor: numberOf(v.ajuste_valor) ?? '' }),
      accountId: v.conta_financeira,
    })),
  );
}

/** "R$ 300,00 + juros de R$ 15,00 = R$ 315,00". */
export function renegotiatedText(openCents: number, adjustment: number): string {
  if (adjustment === 0) return formatCents(openCents);
  const part = adjustment > 0 ? `juros de ${formatCents(adjustment)}` : `desconto de ${formatCents(-adjustment)}`;
  return `${formatCents(openCents)} ${adjustment > 0 ? '+' : '−'} ${part} = ${formatCents(openCents + adjustment)}`;
}
