import { toCsv } from '../csv';
import type { IsoDate } from '../dates';
import { RUN_STATUS_LABELS, recordCheck, runLine, runOf, type RunLine, type SettlementRun } from '../settlement-run';
import type { StatementSettlementRequest } from './settle';
import { SIDE_LABELS, sideOf } from './types';

/** A statement's bulk settlement: its lines on the shared run (`../settlement-run`), the bank id as key and `nsu`. */
export * from '../settlement-run';

export interface RunItem {
  /** Signed as in the statement (money out is negative): that gives its side. */
  line: { bankId: string; date: IsoDate; amountCents: number; description: string };
  installmentId: string;
  installmentLabel?: string | null;
  request: StatementSettlementRequest;
}

export interface SkippedLine {
  line: RunItem['line'];
  reason: string;
  status?: 'ignorada' | 'nao-conciliada';
}

const base = (l: RunItem['line']) => ({
  key: l.bankId,
  side: sideOf(l),
  date: l.date,
  amountCents: Math.abs(l.amountCents),
  description: l.description,
});

export function createRun(items: readonly RunItem[], skipped: readonly SkippedLine[] = []): SettlementRun {
  const lines: RunLine[] = [
    ...items.map((item) => {
      if (item.request.nsu !== item.line.bankId)
        throw new Error('O nsu da baixa deve ser o identificador do lançamento.');
      return runLine(
        { ...base(item.line), installmentId: item.installmentId, installmentLabel: item.installmentLabel ?? null },
        { request: item.request },
      );
    }),
    ...skipped.map((s) =>
      runLine(
        { ...base(s.line), installmentId: null, installmentLabel: null },
        { skipped: s.reason, ...(s.status ? { status: s.status } : {}) },
      ),
    ),
  ];
  return runOf(lines);
}

/** The line's settlement is on the platform when one of the installment's settlements carries its bank id. */
export const recordVerification = (run: SettlementRun, key: string, nsus: ReadonlySet<string>): SettlementRun =>
  recordCheck(run, key, nsus.has(key) ? { found: 'settled' } : { found: 'open' });

export function runReportCsv(run: SettlementRun): string {
  return toCsv(run.lines, [
    { header: 'Data do lançamento', value: (l) => l.date, kind: 'date' },
    { header: 'Tipo', value: (l) => SIDE_LABELS[l.side] },
    { header: 'Valor', value: (l) => l.amountCents, kind: 'cents' },
    { header: 'Descrição no extrato', value: (l) => l.description },
    { header: 'Identificador (NSU)', value: (l) => l.key },
    { header: 'Parcela', value: (l) => l.installmentLabel ?? l.installmentId ?? '' },
    { header: 'Situação', value: (l) => RUN_STATUS_LABELS[l.status] },
    { header: 'Mensagem', value: (l) => l.message ?? '' },
  ]);
}
