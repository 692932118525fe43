import { toCsv } from '../csv';
import { toCents } from '../money';
import type { IsoDate } from '../dates';
import type { StatementEntry } from './entry';
import type { StatementSettlementRequest } from './settle';
import { SIDE_LABELS, sideOf, type StatementSide } from './types';

/** The bulk settlement as a pure state machine, persisted after every step so that no line is settled twice. */

export type RunLineStatus = 'pendente' | 'enviando' | 'baixada' | 'recusada' | 'ignorada' | 'nao-conciliada';

export const RUN_STATUS_LABELS: Record<RunLineStatus, string> = {
  pendente: 'Não enviada',
  enviando: 'Em envio',
  baixada: 'Baixada',
  recusada: 'Recusada',
  ignorada: 'Ignorada',
  'nao-conciliada': 'Não conciliada',
};

export interface RunLine {
  /** The bank line's id, also the settlement's `nsu`: unique within a run. */
  key: string;
  side: StatementSide;
  date: IsoDate;
  amountCents: number;
  description: string;
  installmentId: string | null;
  installmentLabel: string | null;
  request: StatementSettlementRequest | null;
  status: RunLineStatus;
  /** Check the platform's settlements for `key` before sending: an earlier send's outcome is unknown. */
  verify: boolean;
  message: string | null;
  settlementId: string | null;
  attempts: number;
  /** A line without an installment: the entry created for it first (then `installmentId` is set). */
  entry?: StatementEntry;
}

export interface SettlementRun {
  version: 1;
  lines: RunLine[];
  cancelled: boolean;
}

export interface RunItem {
  /** Signed as in the statement (money out is negative): that gives its side. */
  line: { bankId: string; date: IsoDate; amountCents: number; description: string };
  /** Null for a new entry (`entry`), known once it is created. */
  installmentId: string | null;
  installmentLabel?: string | null;
  request: StatementSettlementRequest;
  entry?: Omit<StatementEntry, 'protocol'>;
}

export interface SkippedLine {
  line: RunItem['line'];
  reason: string;
  status?: 'ignorada' | 'nao-conciliada';
}

export function createRun(items: readonly RunItem[], skipped: readonly SkippedLine[] = []): SettlementRun {
  const keys = new Set<string>();
  const line = (l: RunItem['line']) => {
    if (keys.has(l.bankId)) throw new Error(`O lançamento ${l.bankId} aparece duas vezes na execução.`);
    keys.add(l.bankId);
    return {
      key: l.bankId,
      side: sideOf(l),
      date: l.date,
      amountCents: Math.abs(l.amountCents),
      description: l.description,
    };
  };
  const lines: RunLine[] = [
    ...items.map((item): RunLine => {
      if (item.request.nsu !== item.line.bankId)
        throw new Error('O nsu da baixa deve ser o identificador do lançamento.');
      if (!item.installmentId && !item.entry) throw new Error(`O lançamento ${item.line.bankId} não tem parcela.`);
      return {
        ...line(item.line),
        installmentId: item.installmentId,
        installmentLabel: item.installmentLabel ?? null,
        request: item.request,
        status: 'pendente',
        verify: false,
        message: null,
        settlementId: null,
        attempts: 0,
        ...(item.entry && !item.installmentId ? { entry: { ...item.entry, protocol: null } } : {}),
      };
    }),
    ...skipped.map((s): RunLine => ({
      ...line(s.line),
      installmentId: null,
      installmentLabel: null,
      request: null,
      status: s.status ?? 'ignorada',
      verify: false,
      message: s.reason,
      settlementId: null,
      attempts: 0,
    })),
  ];
  return { version: 1, lines, cancelled: false };
}

function update(run: SettlementRun, key: string, change: (line: RunLine) => RunLine): SettlementRun {
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

/** A line left in flight goes back to pending, to be checked against the platform before it is sent again. */
export function resumeRun(run: SettlementRun): SettlementRun {
  return {
    ...run,
    cancelled: false,
    lines: run.lines.map((l) => (l.status === 'enviando' ? { ...l, status: 'pendente', verify: true } : l)),
  };
}

/** A line with an entry but no installment yet is created first, or looked up when a creation's outcome is unknown. */
export type RunAction =
  | { type: 'verificar'; line: RunLine }
  | { type: 'enviar'; line: RunLine }
  | { type: 'procurar'; line: RunLine & { entry: StatementEntry } }
  | { type: 'criar'; line: RunLine & { entry: StatementEntry } }
  | { type: 'concluida' };

const withEntry = (l: RunLine): l is RunLine & { entry: StatementEntry } => !!l.entry && !l.installmentId;

export function nextAction(run: SettlementRun): RunAction {
  if (run.cancelled) return { type: 'concluida' };
  const line = run.lines.find((l) => l.status === 'pendente' && l.request);
  if (!line) return { type: 'concluida' };
  if (withEntry(line)) return line.verify ? { type: 'procurar', line } : { type: 'criar', line };
  return line.verify ? { type: 'verificar', line } : { type: 'enviar', line };
}

/** The creation answered: its protocol is kept before it is followed, so a lost follow-up looks it up. */
export function recordProtocol(run: SettlementRun, key: string, protocol: string): SettlementRun {
  return update(run, key, (l) => {
    expect(l, 'enviando', 'registrar o protocolo de');
    if (!l.entry) throw new Error(`O lançamento ${l.key} não cria lançamento.`);
    return { ...l, entry: { ...l.entry, protocol } };
  });
}

/** The entry exists (created now, or found): its installment is settled next, checked first when found. */
export function recordEntry(
  run: SettlementRun,
  key: string,
  installmentId: string,
  how: 'criada' | 'encontrada',
): SettlementRun {
  return update(run, key, (l) => {
    expect(l, how === 'criada' ? 'enviando' : 'pendente', 'registrar o lançamento de');
    return {
      ...l,
      installmentId,
      status: 'pendente',
      verify: how === 'encontrada',
      message: how === 'encontrada' ? 'O lançamento já constava na plataforma.' : null,
    };
  });
}

/** Looked up and not there (or its protocol says it failed): created again. */
export function recordEntryMissing(run: SettlementRun, key: string): SettlementRun {
  return update(run, key, (l) => {
    expect(l, 'pendente', 'conferir');
    if (!l.entry) throw new Error(`O lançamento ${l.key} não cria lançamento.`);
    return { ...l, verify: false, entry: { ...l.entry, protocol: null } };
  });
}

/** The platform refused the creation (its protocol ended in error): nothing was created, a retry creates again. */
export function recordEntryRefused(run: SettlementRun, key: string, message: string): SettlementRun {
  return update(run, key, (l) => {
    expect(l, 'enviando', 'registrar a recusa de');
    if (!l.entry) throw new Error(`O lançamento ${l.key} não cria lançamento.`);
    return { ...l, status: 'recusada', message, verify: false, entry: { ...l.entry, protocol: null } };
  });
}

export function recordVerification(run: SettlementRun, key: string, nsus: ReadonlySet<string>): SettlementRun {
  return update(run, key, (l) => {
    expect(l, 'pendente', 'conferir');
    if (nsus.has(l.key)) {
      return { ...l, status: 'baixada', verify: false, message: 'A baixa já constava na plataforma.' };
    }
    return { ...l, verify: false };
  });
}

/** Persist this before the request leaves: a line in flight is never sent again unchecked. */
export function markSending(run: SettlementRun, key: string): SettlementRun {
  return update(run, key, (l) => {
    expect(l, 'pendente', 'enviar');
    if (l.verify) throw new Error(`O lançamento ${l.key} precisa ser conferido na plataforma antes de um novo envio.`);
    if (!l.request) throw new Error(`O lançamento ${l.key} não tem parcela para baixar.`);
    return { ...l, status: 'enviando', attempts: l.attempts + 1, message: null };
  });
}

export function recordSettled(run: SettlementRun, key: string, settlementId: string | null): SettlementRun {
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
export function recordFailure(run: SettlementRun, key: string, failure: RunFailure): SettlementRun {
  const definite = failure.status !== undefined && failure.status >= 400 && failure.status < 500;
  return update(run, key, (l) => {
    expect(l, 'enviando', 'registrar a recusa de');
    return { ...l, status: 'recusada', message: failure.message, verify: !definite };
  });
}

export function retryLine(run: SettlementRun, key: string): SettlementRun {
  return update(run, key, (l) => {
    if (l.status !== 'recusada' && l.status !== 'ignorada') expect(l, 'recusada', 'tentar de novo');
    if (!l.request) throw new Error(`O lançamento ${l.key} não tem parcela para baixar.`);
    return { ...l, status: 'pendente', message: null };
  });
}

export function skipLine(run: SettlementRun, key: string, reason = 'Ignorado pelo usuário.'): SettlementRun {
  return update(run, key, (l) => {
    expect(l, 'pendente', 'ignorar');
    return { ...l, status: 'ignorada', message: reason };
  });
}

export function cancelRun(run: SettlementRun): SettlementRun {
  return { ...run, cancelled: true };
}

export interface RunSummary {
  counts: Record<RunLineStatus, number>;
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
  };
  const settled: Record<StatementSide, number> = { receber: 0, pagar: 0 };
  for (const l of run.lines) {
    counts[l.status] += 1;
    if (l.status === 'baixada' && l.request) settled[l.side] += toCents(l.request.composicao_valor.valor_bruto);
  }
  return {
    counts,
    settledCents: settled.receber + settled.pagar,
    receivedCents: settled.receber,
    paidCents: settled.pagar,
    total: run.lines.length,
    done: nextAction(run).type === 'concluida' && counts.enviando === 0,
  };
}

const STATUSES: readonly RunLineStatus[] = [
  'pendente',
  'enviando',
  'baixada',
  'recusada',
  'ignorada',
  'nao-conciliada',
];

/** A stored run, resumed; null when it is not a run of this version. A line without a side is a credit. */
export function restoreRun(value: unknown): SettlementRun | null {
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
      typeof l.verify === 'boolean' &&
      (l.entry === undefined || (typeof l.entry === 'object' && l.entry !== null && !!l.entry.request)),
  );
  if (!ok) return null;
  const lines = run.lines.map((l: RunLine) => (l.side ? l : { ...l, side: 'receber' as const }));
  return resumeRun({ version: 1, lines, cancelled: !!run.cancelled });
}

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
