import { fromCents } from '../money';
import type { IsoDate } from '../dates';
import { statementMark } from '../description-marks';
import { sideOf, type StatementSide, type StatementTransaction } from './types';

/**
 * A statement line with no installment becomes a new one of its side (a debit a payable, a credit a
 * receivable), due on the line's date, then settled with `nsu` = the line's id. The creation cannot
 * carry the settlement, so the entry's description ends with the line's id: a resumed run finds an
 * entry whose creation answer was lost by that mark, instead of creating it again.
 */

const TEXT_MAX = 255;

/** The published creation body (`EventoFinanceiroRequest`) as the statement sends it: one installment, one category. */
export interface StatementEntryRequest {
  data_competencia: IsoDate;
  valor: number;
  descricao: string;
  observacao: string;
  conta_financeira: string;
  rateio: Array<{ id_categoria: string; valor: number; rateio_centro_custo: [] }>;
  condicao_pagamento: {
    parcelas: Array<{
      descricao: string;
      data_vencimento: IsoDate;
      nota: string;
      conta_financeira: string;
      detalhe_valor: {
        valor_bruto: number;
        valor_liquido: number;
        multa: 0;
        juros: 0;
        desconto: 0;
        taxa: 0;
      };
    }>;
  };
}

/** What a run keeps to create a line's entry; `protocol` is written as soon as the creation answers. */
export interface StatementEntry {
  side: StatementSide;
  categoryName: string;
  request: StatementEntryRequest;
  protocol: string | null;
}

const mark = (bankId: string) => ` ${statementMark(bankId)}`;

/** The line's memo, cut to leave room for the mark that names the line. */
export function entryDescription(line: Pick<StatementTransaction, 'bankId' | 'description'>): string {
  const tail = mark(line.bankId);
  const memo = line.description.replace(/\s+/g, ' ').trim() || 'Lançamento do extrato';
  return memo.slice(0, TEXT_MAX - tail.length).trimEnd() + tail;
}

/** Whether an installment's description is the entry made for this line. */
export const isEntryOf = (description: string | null | undefined, bankId: string): boolean =>
  !!description && description.endsWith(mark(bankId));

export function entryRequestFor(
  line: Pick<StatementTransaction, 'bankId' | 'description' | 'date' | 'amountCents'>,
  categoryId: string,
  accountId: string,
): StatementEntryRequest {
  const valor = fromCents(Math.abs(line.amountCents));
  const descricao = entryDescription(line);
  return {
    data_competencia: line.date,
    valor,
    descricao,
    observacao: `Lançado pela conciliação de extrato: ${sideOf(line) === 'pagar' ? 'débito' : 'crédito'} de ${line.date}.`,
    conta_financeira: accountId,
    rateio: [{ id_categoria: categoryId, valor, rateio_centro_custo: [] }],
    condicao_pagamento: {
      parcelas: [
        {
          descricao,
          data_vencimento: line.date,
          nota: '',
          conta_financeira: accountId,
          detalhe_valor: { valor_bruto: valor, valor_liquido: valor, multa: 0, juros: 0, desconto: 0, taxa: 0 },
        },
      ],
    },
  };
}
