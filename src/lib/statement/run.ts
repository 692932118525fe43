import { toCsv } from '../csv';
import type { IsoDate } from '../dates';
import {
  shownLabel,
  changeLine,
  nextAction as sharedNextAction,
  recordCheck,
  restoreRun as sharedRestoreRun,
  runLine,
  runOf,
  type RunAction as SharedRunAction,
  type SkippedStatus,
  type RunLine as SharedRunLine,
  type SettlementRun as SharedRun,
} from '../settlement-run';
import type { StatementEntry } from './entry';
import type { StatementSettlementRequest } from './settle';
import { SIDE_LABELS, sideOf } from './types';

/**
 * A statement's bulk settlement: its lines on the shared run (`../settlement-run`), the bank id as key
 * and `nsu`. A line with no installment carries the `entry` to create first: created (its protocol kept
 * as soon as it answers), then settled as any other; a creation whose outcome is unknown is looked up
 * (`procurar`) before it is made again.
 */
export * from '../settlement-run';

export interface RunLine extends SharedRunLine {
  /** A line without an installment: the entry created for it first (then `installmentId` is set). */
  entry?: StatementEntry;
}

export type SettlementRun = SharedRun<RunLine>;

export type EntryLine = RunLine & { entry: StatementEntry };

export interface RunItem {
  /** Signed as in the statement (money out is negative): that gives its side. */
  line: { bankId: string; date: IsoDate; amountCents: number; description: string };
  /** Null for a new entry (`entry`), known once it is created. */
  installmentId: string | null;
  installmentLabel?: string | null;
  /** What the installment had open when the line was confirmed: a line below it settles part of it. */
  openCents?: number;
  request: StatementSettlementRequest;
  entry?: Omit<StatementEntry, 'protocol'>;
}

export interface SkippedLine {
  line: RunItem['line'];
  reason: string;
  status?: SkippedStatus;
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
    ...items.map((item): RunLine => {
      if (item.request.nsu !== item.line.bankId)
        throw new Error('O nsu da baixa deve ser o identificador do lançamento.');
      if (!item.installmentId && !item.entry) throw new Error(`O lançamento ${item.line.bankId} não tem parcela.`);
      const line = runLine(
        {
          ...base(item.line),
          installmentId: item.installmentId,
          installmentLabel: item.installmentLabel ?? null,
          ...(item.openCents !== undefined ? { openCents: item.openCents } : {}),
        },
        { request: item.request },
      );
      return item.entry && !item.installmentId ? { ...line, entry: { ...item.entry, protocol: null } } : line;
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

/** A line with an entry but no installment yet is created first, or looked up when a creation's outcome is unknown. */
export type RunAction =
  SharedRunAction<RunLine> | { type: 'procurar'; line: EntryLine } | { type: 'criar'; line: EntryLine };

const withEntry = (l: RunLine): l is EntryLine => !!l.entry && !l.installmentId;

/** The entry step of the run's next line, if it has one. */
export function entryAction(run: SettlementRun): Extract<RunAction, { type: 'procurar' | 'criar' }> | null {
  const next = sharedNextAction(run);
  if (next.type === 'concluida' || !withEntry(next.line)) return null;
  return next.line.verify ? { type: 'procurar', line: next.line } : { type: 'criar', line: next.line };
}

export function nextAction(run: SettlementRun): RunAction {
  return entryAction(run) ?? sharedNextAction(run);
}

const entryOf = (l: RunLine): StatementEntry => {
  if (!l.entry) throw new Error(`O lançamento ${l.key} não cria lançamento.`);
  return l.entry;
};

/** The creation answered: its protocol is kept before it is followed, so a lost follow-up looks it up. */
export const recordProtocol = (run: SettlementRun, key: string, protocol: string): SettlementRun =>
  changeLine(run, key, 'enviando', 'registrar o protocolo de', (l) => ({ ...l, entry: { ...entryOf(l), protocol } }));

/** The entry exists (created now, or found): its installment is settled next, checked first when found. */
export const recordEntry = (
  run: SettlementRun,
  key: string,
  installmentId: string,
  how: 'criada' | 'encontrada',
): SettlementRun =>
  changeLine(run, key, how === 'criada' ? 'enviando' : 'pendente', 'registrar o lançamento de', (l) => ({
    ...l,
    installmentId,
    status: 'pendente',
    verify: how === 'encontrada',
    message: how === 'encontrada' ? 'O lançamento já constava na plataforma.' : null,
  }));

/** Looked up and not there (or its protocol says it failed): created again. */
export const recordEntryMissing = (run: SettlementRun, key: string): SettlementRun =>
  changeLine(run, key, 'pendente', 'conferir', (l) => ({
    ...l,
    verify: false,
    entry: { ...entryOf(l), protocol: null },
  }));

/** The platform refused the creation (its protocol ended in error): nothing was created, a retry creates again. */
export const recordEntryRefused = (run: SettlementRun, key: string, message: string): SettlementRun =>
  changeLine(run, key, 'enviando', 'registrar a recusa de', (l) => ({
    ...l,
    status: 'recusada',
    message,
    verify: false,
    entry: { ...entryOf(l), protocol: null },
  }));

/** A stored run, resumed (see the shared `restoreRun`); a line's entry must carry its creation request. */
export function restoreRun(value: unknown, checkAll = false): SettlementRun | null {
  const run = sharedRestoreRun(value, checkAll) as SettlementRun | null;
  if (!run) return null;
  const ok = run.lines.every(
    (l) => l.entry === undefined || (typeof l.entry === 'object' && l.entry !== null && !!l.entry.request),
  );
  return ok ? run : null;
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
    { header: 'Situação', value: (l) => shownLabel(l) },
    { header: 'Mensagem', value: (l) => l.message ?? '' },
  ]);
}
