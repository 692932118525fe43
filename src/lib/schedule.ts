import { compareIsoDates, monthWithDay, parseIsoDate, toIsoDate, type IsoDate } from './dates';

/**
 * The recurrence schedule of a contract: which sales it issues and when each falls due.
 * One function for the wizard's preview, the contract detail and the sandbox, so what
 * the user is shown is what the platform generates.
 *
 * Rules:
 * - an issue (or due) day past a month's end falls on that month's last day;
 * - the first issue is the first issue day on or after the start date;
 * - later issues follow every `intervalo_frequencia` months (`MENSAL`) or years (`ANUAL`),
 *   each clamped from the original day again (31 -> 28 Feb -> 31 Mar);
 * - the first charge is due on `primeira_data_vencimento`; charge k is due k periods later
 *   on `dia_vencimento`, with the same clamping;
 * - with `tipo_expiracao` `DATA`, issues after `data_fim` are not generated; with `NUNCA`
 *   the schedule is open and only `limit` charges (or those up to `until`) are listed.
 */

export type ScheduleFrequency = 'MENSAL' | 'ANUAL';
export type ScheduleExpiration = 'DATA' | 'NUNCA';

export interface ScheduleInput {
  data_inicio: IsoDate;
  data_fim?: IsoDate | undefined;
  tipo_expiracao: ScheduleExpiration;
  tipo_frequencia: ScheduleFrequency;
  intervalo_frequencia: number;
  dia_emissao_venda: number;
  dia_vencimento: number;
  primeira_data_vencimento: IsoDate;
}

export interface ScheduledCharge {
  /** 1-based position of the charge in the contract. */
  indice: number;
  data_emissao: IsoDate;
  data_vencimento: IsoDate;
}

export interface Schedule {
  charges: ScheduledCharge[];
  /** How many charges the whole contract generates; null when it never expires. */
  total: number | null;
  /** True when `charges` stops before the schedule's real end (open or capped schedules). */
  truncated: boolean;
}

/** Hard ceiling on generated charges (100 years of monthly charges). */
export const MAX_CHARGES = 1200;
/** Charges listed for a contract that never expires, unless asked otherwise. */
export const OPEN_SCHEDULE_PREVIEW = 24;

export interface ScheduleOptions {
  /** Most charges to list (default: all for DATA, 24 for NUNCA). */
  limit?: number;
  /** Only list charges issued on or before this date. */
  until?: IsoDate;
}

export function monthsPerPeriod(frequency: ScheduleFrequency, interval: number): number {
  return (frequency === 'ANUAL' ? 12 : 1) * interval;
}

/** The first issue date: the issue day on or after the start date (clamped to month end). */
export function firstIssueDate(start: IsoDate, issueDay: number): IsoDate | null {
  const s = parseIsoDate(start);
  if (!s) return null;
  const inMonth = monthWithDay(s.year, s.month, 0, issueDay);
  return toIsoDate(inMonth.day >= s.day ? inMonth : monthWithDay(s.year, s.month, 1, issueDay));
}

function isValidInput(input: ScheduleInput): boolean {
  const int = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  return (
    parseIsoDate(input.data_inicio) !== null &&
    parseIsoDate(input.primeira_data_vencimento) !== null &&
    (input.tipo_expiracao === 'NUNCA' || (input.data_fim !== undefined && parseIsoDate(input.data_fim) !== null)) &&
    int(input.intervalo_frequencia, 1, 60) &&
    int(input.dia_emissao_venda, 1, 31) &&
    int(input.dia_vencimento, 1, 31)
  );
}

export function buildSchedule(input: ScheduleInput, options: ScheduleOptions = {}): Schedule {
  if (!isValidInput(input)) return { charges: [], total: 0, truncated: false };
  const open = input.tipo_expiracao === 'NUNCA';
  const step = monthsPerPeriod(input.tipo_frequencia, input.intervalo_frequencia);
  const first = parseIsoDate(firstIssueDate(input.data_inicio, input.dia_emissao_venda) as IsoDate) as {
    year: number;
    month: number;
  };
  const firstDue = parseIsoDate(input.primeira_data_vencimento) as { year: number; month: number };
  const end = open ? undefined : input.data_fim;
  const limit = Math.min(options.limit ?? (open ? OPEN_SCHEDULE_PREVIEW : MAX_CHARGES), MAX_CHARGES);

  const charges: ScheduledCharge[] = [];
  let total = 0;
  for (let k = 0; k < MAX_CHARGES; k++) {
    const issue = toIsoDate(monthWithDay(first.year, first.month, k * step, input.dia_emissao_venda));
    if (end !== undefined && compareIsoDates(issue, end) > 0) break;
    total++;
    const listed =
      charges.length < limit && (options.until === undefined || compareIsoDates(issue, options.until) <= 0);
    if (listed) {
      const due =
        k === 0
          ? input.primeira_data_vencimento
          : toIsoDate(monthWithDay(firstDue.year, firstDue.month, k * step, input.dia_vencimento));
      charges.push({ indice: k + 1, data_emissao: issue, data_vencimento: due });
    } else if (open) {
      break;
    }
  }
  const capped = total >= MAX_CHARGES;
  return {
    charges,
    total: open ? null : total,
    truncated: open || capped || charges.length < total,
  };
}

/**
 * A charge due before it is issued: it is born overdue (its boleto or charge would go out
 * already late). Same-day issue and due is allowed.
 */
export function isBornOverdue(charge: ScheduledCharge): boolean {
  return compareIsoDates(charge.data_vencimento, charge.data_emissao) < 0;
}

/** The first charge of a schedule born overdue, or null. */
export function firstBornOverdue(schedule: Schedule): ScheduledCharge | null {
  return schedule.charges.find(isBornOverdue) ?? null;
}

/** A contract's terms as its read returns them (every field may be missing). */
export interface AgreedTerms {
  data_inicio?: string | null | undefined;
  data_fim?: string | null | undefined;
  tipo_expiracao?: string | null | undefined;
  tipo_frequencia?: string | null | undefined;
  intervalo_frequencia?: number | null | undefined;
  dia_emissao_venda?: number | null | undefined;
}

/**
 * How many charges the terms agree on, whatever happened since (closing drops the
 * scheduled ones): null when the contract never expires or the terms are incomplete. The
 * count does not depend on the due dates, so none is needed.
 */
export function agreedChargeCount(t: AgreedTerms | null | undefined): number | null {
  if (!t || t.tipo_expiracao !== 'DATA' || !t.data_inicio || !t.data_fim) return null;
  if (t.tipo_frequencia !== 'MENSAL' && t.tipo_frequencia !== 'ANUAL') return null;
  if (!parseIsoDate(t.data_inicio) || !parseIsoDate(t.data_fim)) return null;
  if (!Number.isInteger(t.intervalo_frequencia) || !Number.isInteger(t.dia_emissao_venda)) return null;
  return buildSchedule(
    {
      data_inicio: t.data_inicio,
      data_fim: t.data_fim,
      tipo_expiracao: 'DATA',
      tipo_frequencia: t.tipo_frequencia,
      intervalo_frequencia: t.intervalo_frequencia ?? Number.NaN,
      dia_emissao_venda: t.dia_emissao_venda ?? Number.NaN,
      dia_vencimento: 1,
      primeira_data_vencimento: t.data_inicio,
    },
    { limit: 0 },
  ).total;
}

/** What decides how many charges a contract issues: its start and the rhythm of its issues. */
export interface IssueRhythm {
  data_inicio: IsoDate;
  tipo_frequencia: ScheduleFrequency;
  intervalo_frequencia: number;
  dia_emissao_venda: number;
}

function issueDateOf(rhythm: IssueRhythm, index: number): IsoDate | null {
  const int = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  if (!int(rhythm.intervalo_frequencia, 1, 60) || !int(rhythm.dia_emissao_venda, 1, 31)) return null;
  const first = firstIssueDate(rhythm.data_inicio, rhythm.dia_emissao_venda);
  const parts = first ? parseIsoDate(first) : null;
  if (!parts) return null;
  const step = monthsPerPeriod(rhythm.tipo_frequencia, rhythm.intervalo_frequencia);
  return toIsoDate(monthWithDay(parts.year, parts.month, index * step, rhythm.dia_emissao_venda));
}

/**
 * The end date of a contract of `count` charges (users think in "12 cobranças"):
 * the issue date of its last charge, so `buildSchedule` with that end lists exactly `count`.
 * Null when the rhythm is incomplete or `count` is not 1 to `MAX_CHARGES`.
 */
export function endDateForCharges(rhythm: IssueRhythm, count: number): IsoDate | null {
  if (!Number.isInteger(count) || count < 1 || count > MAX_CHARGES) return null;
  return issueDateOf(rhythm, count - 1);
}

/** How many charges a contract ending on `end` issues (the inverse of `endDateForCharges`); null when incomplete. */
export function chargesUntil(rhythm: IssueRhythm, end: IsoDate): number | null {
  const first = issueDateOf(rhythm, 0);
  if (!first || !parseIsoDate(end)) return null;
  let count = 0;
  for (let k = 0; k < MAX_CHARGES; k++) {
    const issue = issueDateOf(rhythm, k) as IsoDate;
    if (compareIsoDates(issue, end) > 0) break;
    count++;
  }
  return count;
}
