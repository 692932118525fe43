import { formatCents, toCents } from './money';
import type { IsoDate } from './dates';
import type { LedgerSide } from './labels/receivable';
import type { SettlementMethod } from './settlement';
import { countOf, formatCount } from './text';

/**
 * Settling several installments at once, as a pure state machine persisted after every step so
 * that none is settled twice: a line is stored "in flight" before its request leaves, and a line
 * whose outcome is unknown (in flight when the tab closed, or answered by a 5xx or no answer) is
 * checked on the platform before it is sent again. The statement's reconciliation and the
 * ledgers' bulk settlement both run on it.
 */

export type RunLineStatus =
  'pendente' | 'enviando' | 'baixada' | 'recusada' | 'ignorada' | 'nao-conciliada' | 'transferencia';

/** How a line the run does not send is left: skipped by the user, without a match, or a transfer between accounts. */
export type SkippedStatus = 'ignorada' | 'nao-conciliada' | 'transferencia';

export const RUN_STATUS_LABELS: Record<RunLineStatus, string> = {
  pendente: 'Não enviada',
  enviando: 'Em envio',
  baixada: 'Baixada',
  recusada: 'Recusada',
  ignorada: 'Ignorada',
  'nao-conciliada': 'Não conciliada',
  transferencia: 'Transferência',
};

/** What a line's outcome reads as: a send whose outcome is unknown (5xx, network, a closed tab) is no refusal. */
export type RunLineShown = RunLineStatus | 'a-conferir';

/** Sent, and not known to be settled or refused: a 5xx, no answer, or in flight when the page closed. */
export const uncertain = (l: Pick<RunLine, 'status' | 'verify' | 'attempts'>) =>
  l.verify && (l.status === 'recusada' || (l.status === 'pendente' && l.attempts > 0));

export function shownStatus(l: Pick<RunLine, 'status' | 'verify' | 'attempts'>): RunLineShown {
  return uncertain(l) ? 'a-conferir' : l.status;
}

export const RUN_SHOWN_LABELS: Record<RunLineShown, string> = { ...RUN_STATUS_LABELS, 'a-conferir': 'A conferir' };

/** A line's outcome in words: a settlement below what its installment had open is "Baixada em parte". */
export function shownLabel(l: Pick<RunLine, 'status' | 'verify' | 'attempts' | 'amountCents' | 'openCents'>): string {
  const shown = shownStatus(l);
  if (shown === 'baixada' && l.openCents !== undefined && l.amountCents < l.openCents) return 'Baixada em parte';
  return RUN_SHOWN_LABELS[shown];
}

/** The settlement a line posts (`POST …/parcelas/{id}/baixa`). */
export interface RunRequest {
  data_pagamento: IsoDate;
  conta_financeira: string;
  composicao_valor: { valor_bruto: number };
  metodo_pagamento?: SettlementMethod;
  observacao?: string;
  nsu?: string;
}

export interface RunLine {
  /** Unique within a run: a statement line's bank id, or the installment's id. */
  key: string;
  side: LedgerSide;
  date: IsoDate;
  amountCents: number;
  description: string;
  installmentId: string | null;
  installmentLabel: string | null;
  request: RunRequest | null;
  status: RunLineStatus;
  /** Check the platform before sending: an earlier send's outcome is unknown. */
  verify: boolean;
  message: string | null;
  settlementId: string | null;
  attempts: number;
  /** What the installment had open when the run was made (the ledgers' check compares it). */
  openCents?: number;
  /** The installment changed since the run was made: the run sends nothing more for it. */
  stale?: boolean;
}

/** `L`: a feature's own line, the shared one with fields of its own (kept through every step). */
export interface SettlementRun<L extends RunLine = RunLine> {
  version: 1;
  lines: L[];
  cancelled: boolean;
}

/** What a check on the platform found: the settlement is there, the line may be sent, or it is skipped. */
export type RunCheck = { found: 'settled' } | { found: 'open' } | { found: 'changed'; reason: string };

/** A line of a new run, waiting to be sent (`request`) or skipped with its reason. */
export function runLine(
  base: Pick<
    RunLine,
    'key' | 'side' | 'date' | 'amountCents' | 'description' | 'installmentId' | 'installmentLabel'
  > & {
    openCents?: number;
  },
  outcome: { request: RunRequest } | { skipped: string; status?: SkippedStatus },
): RunLine {
  const sent = 'request' in outcome;
  return {
    ...base,
    request: sent ? outcome.request : null,
    status: sent ? 'pendente' : (outcome.status ?? 'ignorada'),
    verify: false,
    message: sent ? null : outcome.skipped,
    settlementId: null,
    attempts: 0,
  };
}

/** A run of the given lines; a key met twice is refused. */
export function runOf<L extends RunLine>(lines: L[]): SettlementRun<L> {
  const keys = new Set<string>();
  for (const l of lines) {
    if (keys.has(l.key)) throw new Error(`O lançamento ${l.key} aparece duas vezes na execução.`);
    keys.add(l.key);
  }
  return { version: 1, lines, cancelled: false };
}

function update<L extends RunLine>(run: SettlementRun<L>, key: string, change: (line: L) => L): SettlementRun<L> {
  let found = false;
  const lines = run.lines.map((l) => {
    if (l.key !== key) return l;
    found = true;
    return change(l);
  });
  if (!found) throw new Error(`Lançamento ${key} não faz parte da execução.`);
  return { ...run, lines };
}

function expect(line: RunLine, status: RunLineStatus, action: string): void {
  if (line.status !== status) {
    throw new Error(`Não é possível ${action} o lançamento ${line.key}: ele está "${RUN_STATUS_LABELS[line.status]}".`);
  }
}

/** A feature's own step on one line, which must be in `status` (else the error names `action`). */
export function changeLine<L extends RunLine>(
  run: SettlementRun<L>,
  key: string,
  status: RunLineStatus,
  action: string,
  change: (line: L) => L,
): SettlementRun<L> {
  return update(run, key, (l) => {
    expect(l, status, action);
    return change(l);
  });
}

/**
 * A line left in flight, or whose send has an unknown outcome (a 5xx, no answer, the page
 * closed while it was on its way), goes back to pending, to be checked on the platform before
 * it is sent again; a definite refusal stays for the user. `checkAll` has every line still to
 * send checked too (the run was left in another page).
 */
export function resumeRun<L extends RunLine>(run: SettlementRun<L>, checkAll = false): SettlementRun<L> {
  return {
    ...run,
    cancelled: false,
    lines: run.lines.map((l) =>
      l.status === 'enviando' || (uncertain(l) && l.request)
        ? { ...l, status: 'pendente', verify: true }
        : checkAll && l.status === 'pendente' && l.request
          ? { ...l, verify: true }
          : l,
    ),
  };
}

export type RunAction<L extends RunLine = RunLine> =
  { type: 'verificar'; line: L } | { type: 'enviar'; line: L } | { type: 'concluida' };

export function nextAction<L extends RunLine>(run: SettlementRun<L>): RunAction<L> {
  if (run.cancelled) return { type: 'concluida' };
  const line = run.lines.find((l) => l.status === 'pendente' && l.request);
  if (!line) return { type: 'concluida' };
  return line.verify ? { type: 'verificar', line } : { type: 'enviar', line };
}

export function recordCheck<L extends RunLine>(run: SettlementRun<L>, key: string, check: RunCheck): SettlementRun<L> {
  return update(run, key, (l) => {
    expect(l, 'pendente', 'conferir');
    if (check.found === 'settled') {
      return { ...l, status: 'baixada', verify: false, message: 'A baixa já constava na plataforma.' };
    }
    if (check.found === 'changed')
      return { ...l, status: 'ignorada', verify: false, stale: true, message: check.reason };
    return { ...l, verify: false };
  });
}

/** Persist this before the request leaves: a line in flight is never sent again unchecked. */
export function markSending<L extends RunLine>(run: SettlementRun<L>, key: string): SettlementRun<L> {
  return update(run, key, (l) => {
    expect(l, 'pendente', 'enviar');
    if (l.verify) throw new Error(`O lançamento ${l.key} precisa ser conferido na plataforma antes de um novo envio.`);
    if (!l.request) throw new Error(`O lançamento ${l.key} não tem parcela para baixar.`);
    return { ...l, status: 'enviando', attempts: l.attempts + 1, message: null };
  });
}

export function recordSettled<L extends RunLine>(
  run: SettlementRun<L>,
  key: string,
  settlementId: string | null,
): SettlementRun<L> {
  return update(run, key, (l) => {
    expect(l, 'enviando', 'registrar a baixa de');
    return { ...l, status: 'baixada', settlementId, message: null, verify: false };
  });
}

export interface RunFailure {
  status?: number;
  message: string;
}

/** A 4xx is a definite refusal; a 5xx or network failure has an unknown outcome, checked before a retry. */
export function recordFailure<L extends RunLine>(
  run: SettlementRun<L>,
  key: string,
  failure: RunFailure,
): SettlementRun<L> {
  const definite = failure.status !== undefined && failure.status >= 400 && failure.status < 500;
  return update(run, key, (l) => {
    expect(l, 'enviando', 'registrar a recusa de');
    return { ...l, status: 'recusada', message: failure.message, verify: !definite };
  });
}

/**
 * A refused or skipped line, sent again: it is checked on the platform first, as the installment
 * may have been settled or changed since (in another tab, by someone else); a stale one is not.
 */
export function retryLine<L extends RunLine>(run: SettlementRun<L>, key: string): SettlementRun<L> {
  return update(run, key, (l) => {
    if (l.status !== 'recusada' && l.status !== 'ignorada') expect(l, 'recusada', 'tentar de novo');
    if (!l.request) throw new Error(`O lançamento ${l.key} não tem parcela para baixar.`);
    if (l.stale)
      throw new Error(`A parcela de ${l.installmentLabel ?? l.key} mudou desde a revisão: confira-a na sua página.`);
    return { ...l, status: 'pendente', verify: true, message: null };
  });
}

/** A line the report offers to send again (not while the run sends). */
export const retryable = (l: RunLine) =>
  !!l.request && !l.stale && (l.status === 'recusada' || l.status === 'ignorada');

export function skipLine<L extends RunLine>(
  run: SettlementRun<L>,
  key: string,
  reason = 'Ignorado pelo usuário.',
): SettlementRun<L> {
  return update(run, key, (l) => {
    expect(l, 'pendente', 'ignorar');
    return { ...l, status: 'ignorada', message: reason };
  });
}

export function cancelRun<L extends RunLine>(run: SettlementRun<L>): SettlementRun<L> {
  return { ...run, cancelled: true };
}

/** A run with something still to send or to retry. */
export const unfinishedRun = (run: SettlementRun) =>
  run.lines.some((l) => l.request && (l.status === 'pendente' || l.status === 'enviando' || l.status === 'recusada'));

export interface RunSummary {
  /** `recusada` counts every failed line; `uncertain` the lines whose send has an unknown outcome, `uncertainPending` those of them still to be checked before a send. */
  counts: Record<RunLineStatus, number>;
  uncertain: number;
  uncertainPending: number;
  settledCents: number;
  receivedCents: number;
  paidCents: number;
  total: number;
  done: boolean;
}

export function runSummary(run: SettlementRun): RunSummary {
  const counts: Record<RunLineStatus, number> = {
    pendente: 0,
    enviando: 0,
    baixada: 0,
    recusada: 0,
    ignorada: 0,
    'nao-conciliada': 0,
    transferencia: 0,
  };
  const settled: Record<LedgerSide, number> = { receber: 0, pagar: 0 };
  let uncertainLines = 0;
  let uncertainPending = 0;
  for (const l of run.lines) {
    counts[l.status] += 1;
    if (uncertain(l)) {
      uncertainLines += 1;
      if (l.status === 'pendente') uncertainPending += 1;
    }
    if (l.status === 'baixada' && l.request) settled[l.side] += toCents(l.request.composicao_valor.valor_bruto);
  }
  return {
    counts,
    uncertain: uncertainLines,
    uncertainPending,
    settledCents: settled.receber + settled.pagar,
    receivedCents: settled.receber,
    paidCents: settled.pagar,
    total: run.lines.length,
    done: nextAction(run).type === 'concluida' && counts.enviando === 0,
  };
}

/** "2 baixadas (R$ 2.046,90 recebidos), 0 recusadas, 1 não enviada, 1 ignorada, 1 não conciliada". */
export function runCounts(summary: RunSummary): string {
  const { counts, uncertain: toCheck, uncertainPending, receivedCents, paidCents } = summary;
  const amounts =
    [
      ...(receivedCents > 0 ? [`${formatCents(receivedCents)} recebidos`] : []),
      ...(paidCents > 0 ? [`${formatCents(paidCents)} pagos`] : []),
    ].join(', ') || formatCents(0);
  return [
    `${countOf(counts.baixada, 'baixada', 'baixadas')} (${amounts})`,
    countOf(counts.recusada - (toCheck - uncertainPending), 'recusada', 'recusadas'),
    ...(toCheck ? [`${formatCount(toCheck)} a conferir`] : []),
    countOf(counts.pendente + counts.enviando - uncertainPending, 'não enviada', 'não enviadas'),
    countOf(counts.ignorada, 'ignorada', 'ignoradas'),
    ...(counts['nao-conciliada'] ? [countOf(counts['nao-conciliada'], 'não conciliada', 'não conciliadas')] : []),
    ...(counts.transferencia
      ? [countOf(counts.transferencia, 'transferência entre contas', 'transferências entre contas')]
      : []),
  ].join(', ');
}

const STATUSES: readonly RunLineStatus[] = [
  'pendente',
  'enviando',
  'baixada',
  'recusada',
  'ignorada',
  'nao-conciliada',
  'transferencia',
];

/**
 * A stored run, resumed (`checkAll`: see `resumeRun`); null when it is not a run of this version.
 * A line without a side is a credit.
 */
export function restoreRun(value: unknown, checkAll = false): SettlementRun | null {
  if (!value || typeof value !== 'object') return null;
  const run = value as Partial<SettlementRun>;
  if (run.version !== 1 || !Array.isArray(run.lines)) return null;
  const ok = run.lines.every(
    (l: Partial<RunLine>) =>
      typeof l?.key === 'string' &&
      typeof l.date === 'string' &&
      typeof l.amountCents === 'number' &&
      (l.side === undefined || l.side === 'receber' || l.side === 'pagar') &&
      STATUSES.includes(l.status as RunLineStatus) &&
      typeof l.verify === 'boolean',
  );
  if (!ok) return null;
  const lines = run.lines.map((l: RunLine) => (l.side ? l : { ...l, side: 'receber' as const }));
  return resumeRun({ version: 1, lines, cancelled: !!run.cancelled }, checkAll);
}
