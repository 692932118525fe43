import { compareIsoDates, parseIsoDate, toIsoDate, type IsoDate } from './dates';
import { monthWithDay } from './date-math';

/** Shared by the wizard, the detail and the sandbox, so the user sees what the platform generates. */
// A day past a month's end falls on its last day, clamped from the original day each time (31 -> 28 Feb -> 31 Mar).

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
  indice: number;
  data_emissao: IsoDate;
  data_vencimento: IsoDate;
}

export interface Schedule {
  charges: ScheduledCharge[];
  total: number | null;
  /** True when `charges` stops before the schedule's real end (open or capped). */
  truncated: boolean;
}

export const MAX_CHARGES = 1200;
export const OPEN_SCHEDULE_PREVIEW = 24;

export interface ScheduleOptions {
  limit?: number;
  until?: IsoDate;
}

export function monthsPerPeriod(frequency: ScheduleFrequency, interval: number): number {
  return (frequency === 'ANUAL' ? 12 : 1) * interval;
}

/** The first issue day on or after the start date. */
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

/** A charge due before it is issued is born overdue; same-day issue and due is allowed. */
export function isBornOverdue(charge: ScheduledCharge): boolean {
  return compareIsoDates(charge.data_vencimento, charge.data_emissao) < 0;
}

export function firstBornOverdue(schedule: Schedule): ScheduledCharge | null {
  return schedule.charges.find(isBornOverdue) ?? null;
}

export interface AgreedTerms {
  data_inicio?: string | null | undefined;
  data_fim?: string | null | undefined;
  tipo_expiracao?: string | null | undefined;
  tipo_frequencia?: string | null | undefined;
  intervalo_frequencia?: number | null | undefined;
  dia_emissao_venda?: number | null | undefined;
}

/** How many charges the terms agree on, whatever happened since (closing drops the scheduled ones). */
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

/** The issue date of the last of `count` charges, so `buildSchedule` with that end lists exactly `count`. */
export function endDateForCharges(rhythm: IssueRhythm, count: number): IsoDate | null {
  if (!Number.isInteger(count) || count < 1 || count > MAX_CHARGES) return null;
  return issueDateOf(rhythm, count - 1);
}

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
