import { describe, expect, it } from 'vitest';
import {
  agreedChargeCount,
  buildSchedule,
  chargesUntil,
  endDateForCharges,
  firstIssueDate,
  MAX_CHARGES,
  monthsPerPeriod,
  OPEN_SCHEDULE_PREVIEW,
  type ScheduleInput,
} from './schedule';
import { MONTHLY_2026_TERMS } from '../test/contract-terms';

const base: ScheduleInput = {
  ...MONTHLY_2026_TERMS,
  dia_vencimento: 20,
  primeira_data_vencimento: '2026-01-20',
};

const issues = (input: Partial<ScheduleInput>, options?: Parameters<typeof buildSchedule>[1]) =>
  buildSchedule({ ...base, ...input }, options).charges.map((c) => c.data_emissao);
const dues = (input: Partial<ScheduleInput>, options?: Parameters<typeof buildSchedule>[1]) =>
  buildSchedule({ ...base, ...input }, options).charges.map((c) => c.data_vencimento);

describe('monthsPerPeriod', () => {
  it.each([
    ['MENSAL', 1, 1],
    ['MENSAL', 3, 3],
    ['ANUAL', 1, 12],
    ['ANUAL', 2, 24],
  ] as const)('%s every %s -> %s months', (frequency, interval, months) => {
    expect(monthsPerPeriod(frequency, interval)).toBe(months);
  });
});

describe('firstIssueDate', () => {
  it.each([
    ['2026-01-10', 10, '2026-01-10'], // on the start date itself
    ['2026-01-15', 10, '2026-02-10'], // the day already passed this month
    ['2026-01-05', 10, '2026-01-10'],
    ['2026-02-01', 31, '2026-02-28'], // clamped to the month's end
    ['2024-02-01', 31, '2024-02-29'],
    ['2026-02-28', 31, '2026-02-28'], // clamped day equals the start
    ['2026-01-31', 30, '2026-02-28'], // 30 Jan is before the start: next month, clamped
    ['2026-12-20', 5, '2027-01-05'], // across the year
  ])('start %s, issue day %s -> %s', (start, day, expected) => {
    expect(firstIssueDate(start, day)).toBe(expected);
  });

  it('is null for an invalid start', () => {
    expect(firstIssueDate('2026-02-30', 10)).toBeNull();
  });
});

describe('buildSchedule: issue dates', () => {
  it.each<[string, Partial<ScheduleInput>, string[]]>([
    [
      'issue day 31 clamps to Feb 28 and returns to 31 in March',
      { data_inicio: '2026-01-01', data_fim: '2026-05-31', dia_emissao_venda: 31 },
      ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31'],
    ],
    [
      'issue day 31 falls on Feb 29 in a leap year',
      { data_inicio: '2024-01-01', data_fim: '2024-03-31', dia_emissao_venda: 31 },
      ['2024-01-31', '2024-02-29', '2024-03-31'],
    ],
    [
      'issue day 30 in February, then 30 again',
      { data_inicio: '2026-01-30', data_fim: '2026-04-30', dia_emissao_venda: 30 },
      ['2026-01-30', '2026-02-28', '2026-03-30', '2026-04-30'],
    ],
    [
      'the first issue is the first issue day on or after the start',
      { data_inicio: '2026-01-15', data_fim: '2026-04-30', dia_emissao_venda: 10 },
      ['2026-02-10', '2026-03-10', '2026-04-10'],
    ],
    [
      'every 3 months',
      { data_inicio: '2026-01-01', data_fim: '2026-12-31', dia_emissao_venda: 15, intervalo_frequencia: 3 },
      ['2026-01-15', '2026-04-15', '2026-07-15', '2026-10-15'],
    ],
    [
      'every 6 months with month-end clamping',
      { data_inicio: '2026-02-01', data_fim: '2027-12-31', dia_emissao_venda: 31, intervalo_frequencia: 6 },
      ['2026-02-28', '2026-08-31', '2027-02-28', '2027-08-31'],
    ],
    [
      'yearly (ANUAL) keeps Feb 29 only in leap years',
      { data_inicio: '2024-02-01', data_fim: '2028-12-31', dia_emissao_venda: 29, tipo_frequencia: 'ANUAL' },
      ['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29'],
    ],
    [
      'every 2 years (ANUAL, interval 2)',
      {
        data_inicio: '2026-03-10',
        data_fim: '2032-03-10',
        dia_emissao_venda: 10,
        tipo_frequencia: 'ANUAL',
        intervalo_frequencia: 2,
      },
      ['2026-03-10', '2028-03-10', '2030-03-10', '2032-03-10'],
    ],
    [
      'an issue on data_fim is included',
      { data_inicio: '2026-01-01', data_fim: '2026-03-10', dia_emissao_venda: 10 },
      ['2026-01-10', '2026-02-10', '2026-03-10'],
    ],
    [
      'an issue after data_fim is not',
      { data_inicio: '2026-01-01', data_fim: '2026-03-09', dia_emissao_venda: 10 },
      ['2026-01-10', '2026-02-10'],
    ],
    [
      'data_fim before the first issue gives no charge',
      { data_inicio: '2026-01-11', data_fim: '2026-02-09', dia_emissao_venda: 10 },
      [],
    ],
  ])('%s', (_name, input, expected) => {
    const schedule = buildSchedule({ ...base, ...input });
    expect(schedule.charges.map((c) => c.data_emissao)).toEqual(expected);
    expect(schedule.charges.map((c) => c.indice)).toEqual(expected.map((_, i) => i + 1));
    expect(schedule.total).toBe(expected.length);
    expect(schedule.truncated).toBe(false);
  });
});

describe('buildSchedule: due dates', () => {
  // Each case changes the monthly 2026 terms (start 01/01, end 31/12) only where it says.
  it.each<[string, Partial<ScheduleInput>, string[]]>([
    [
      'the first charge is due on primeira_data_vencimento exactly, later ones on dia_vencimento',
      { data_fim: '2026-04-30', dia_emissao_venda: 5, dia_vencimento: 20, primeira_data_vencimento: '2026-01-12' },
      ['2026-01-12', '2026-02-20', '2026-03-20', '2026-04-20'],
    ],
    [
      'later due dates clamp to the month end and come back',
      { data_fim: '2026-05-31', dia_emissao_venda: 1, dia_vencimento: 31, primeira_data_vencimento: '2026-01-10' },
      ['2026-01-10', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31'],
    ],
    [
      'due dates follow the period: every 3 months',
      { dia_emissao_venda: 1, intervalo_frequencia: 3, dia_vencimento: 30, primeira_data_vencimento: '2026-01-15' },
      ['2026-01-15', '2026-04-30', '2026-07-30', '2026-10-30'],
    ],
    [
      'due dates follow the period: yearly',
      {
        data_inicio: '2024-01-01',
        dia_emissao_venda: 1,
        tipo_frequencia: 'ANUAL',
        dia_vencimento: 29,
        primeira_data_vencimento: '2024-02-10',
      },
      ['2024-02-10', '2025-02-28', '2026-02-28'],
    ],
    [
      'a first due date in a later month shifts the later ones too',
      { data_fim: '2026-03-31', dia_emissao_venda: 25, dia_vencimento: 5, primeira_data_vencimento: '2026-02-05' },
      ['2026-02-05', '2026-03-05', '2026-04-05'],
    ],
  ])('%s', (_name, input, expected) => {
    expect(dues(input)).toEqual(expected);
  });
});

describe('buildSchedule: open schedules and options', () => {
  it('NUNCA lists 24 charges by default, total is null and the list is truncated', () => {
    const schedule = buildSchedule({ ...base, tipo_expiracao: 'NUNCA', data_fim: undefined });
    expect(OPEN_SCHEDULE_PREVIEW).toBe(24);
    expect(schedule.charges).toHaveLength(24);
    expect(schedule.total).toBeNull();
    expect(schedule.truncated).toBe(true);
    expect(schedule.charges[0]?.data_emissao).toBe('2026-01-10');
    expect(schedule.charges[23]?.data_emissao).toBe('2027-12-10');
  });

  it('NUNCA ignores data_fim', () => {
    const schedule = buildSchedule({ ...base, tipo_expiracao: 'NUNCA', data_fim: '2026-02-01' });
    expect(schedule.charges).toHaveLength(24);
    expect(schedule.total).toBeNull();
  });

  it('`until` lists only charges issued on or before it', () => {
    expect(issues({ tipo_expiracao: 'NUNCA', data_fim: undefined }, { until: '2026-04-10' })).toEqual([
      '2026-01-10',
      '2026-02-10',
      '2026-03-10',
      '2026-04-10',
    ]);
    expect(issues({ tipo_expiracao: 'NUNCA', data_fim: undefined }, { until: '2026-04-09' })).toHaveLength(3);
  });

  it('`until` on a dated schedule keeps the whole-term total', () => {
    const schedule = buildSchedule(base, { until: '2026-03-31' });
    expect(schedule.charges).toHaveLength(3);
    expect(schedule.total).toBe(12);
    expect(schedule.truncated).toBe(true);
  });

  it('`limit` caps the list but not the total of a dated schedule', () => {
    const schedule = buildSchedule(base, { limit: 5 });
    expect(schedule.charges).toHaveLength(5);
    expect(schedule.total).toBe(12);
    expect(schedule.truncated).toBe(true);
  });

  it('a full dated schedule is not truncated', () => {
    const schedule = buildSchedule(base);
    expect(schedule.charges).toHaveLength(12);
    expect(schedule.total).toBe(12);
    expect(schedule.truncated).toBe(false);
  });

  it(`never generates more than MAX_CHARGES (${MAX_CHARGES})`, () => {
    const long = buildSchedule({ ...base, data_inicio: '2000-01-01', data_fim: '2300-01-01' });
    expect(long.charges).toHaveLength(MAX_CHARGES);
    expect(long.total).toBe(MAX_CHARGES);
    expect(long.truncated).toBe(true);

    const open = buildSchedule({ ...base, tipo_expiracao: 'NUNCA' }, { limit: 5000 });
    expect(open.charges).toHaveLength(MAX_CHARGES);
    expect(open.charges[MAX_CHARGES - 1]?.indice).toBe(MAX_CHARGES);
  });
});

describe('buildSchedule: invalid input gives no charges', () => {
  it.each<[string, Partial<ScheduleInput>]>([
    ['invalid start date', { data_inicio: '2026-02-30' }],
    ['invalid first due date', { primeira_data_vencimento: '2026-13-01' }],
    ['DATA without data_fim', { data_fim: undefined }],
    ['DATA with an invalid data_fim', { data_fim: '2026-02-31' }],
    ['interval 0', { intervalo_frequencia: 0 }],
    ['interval 61', { intervalo_frequencia: 61 }],
    ['fractional interval', { intervalo_frequencia: 1.5 }],
    ['issue day 0', { dia_emissao_venda: 0 }],
    ['issue day 32', { dia_emissao_venda: 32 }],
    ['due day 0', { dia_vencimento: 0 }],
    ['due day 32', { dia_vencimento: 32 }],
    ['NaN due day', { dia_vencimento: Number.NaN }],
  ])('%s', (_name, input) => {
    expect(buildSchedule({ ...base, ...input })).toEqual({ charges: [], total: 0, truncated: false });
  });

  it('the bounds themselves are valid (interval 60, days 1 and 31)', () => {
    expect(buildSchedule({ ...base, intervalo_frequencia: 60, data_fim: '2036-01-10' }).total).toBe(3);
    expect(buildSchedule({ ...base, dia_emissao_venda: 1, dia_vencimento: 31 }).total).toBe(12);
    expect(buildSchedule({ ...base, dia_emissao_venda: 31 }).total).toBe(12);
  });
});

describe('agreedChargeCount', () => {
  it('counts the charges of the terms, none for a contract without end or incomplete terms', () => {
    const terms = { ...MONTHLY_2026_TERMS, data_inicio: '2026-11-23', data_fim: '2027-11-22', dia_emissao_venda: 1 };
    expect(agreedChargeCount(terms)).toBe(12);
    expect(agreedChargeCount({ ...terms, intervalo_frequencia: 3 })).toBe(4);
    expect(agreedChargeCount({ ...terms, tipo_expiracao: 'NUNCA' })).toBeNull();
    expect(agreedChargeCount({ ...terms, dia_emissao_venda: null })).toBeNull();
    expect(agreedChargeCount(null)).toBeNull();
  });
});

describe('number of charges and end date', () => {
  const rhythm = {
    data_inicio: '2026-11-23',
    tipo_frequencia: 'MENSAL' as const,
    intervalo_frequencia: 1,
    dia_emissao_venda: 10,
  };
  const schedule = (end: string) =>
    buildSchedule({
      ...rhythm,
      data_fim: end,
      tipo_expiracao: 'DATA',
      dia_vencimento: 15,
      primeira_data_vencimento: '2026-12-15',
    });

  it('12 monthly charges from 23/11/2026 on day 10 end on the 12th issue, 10/11/2027', () => {
    expect(endDateForCharges(rhythm, 12)).toBe('2027-11-10');
    expect(schedule('2027-11-10').total).toBe(12);
    expect(chargesUntil(rhythm, '2027-11-10')).toBe(12);
    expect(chargesUntil(rhythm, '2027-11-09')).toBe(11);
  });

  it('agrees with the schedule both ways, whatever the rhythm', () => {
    for (const r of [
      rhythm,
      { ...rhythm, dia_emissao_venda: 31, data_inicio: '2026-01-31' },
      { ...rhythm, tipo_frequencia: 'ANUAL' as const, intervalo_frequencia: 2 },
      { ...rhythm, intervalo_frequencia: 3 },
    ]) {
      for (const n of [1, 2, 12, 36]) {
        const end = endDateForCharges(r, n) as string;
        expect(chargesUntil(r, end)).toBe(n);
      }
    }
  });

  it('nothing for an incomplete rhythm or a count out of range', () => {
    expect(endDateForCharges({ ...rhythm, dia_emissao_venda: 0 }, 12)).toBeNull();
    expect(endDateForCharges({ ...rhythm, data_inicio: '' }, 12)).toBeNull();
    expect(endDateForCharges(rhythm, 0)).toBeNull();
    expect(endDateForCharges(rhythm, 1.5)).toBeNull();
    expect(chargesUntil(rhythm, '2026-11-01')).toBe(0);
    expect(chargesUntil(rhythm, '31/12')).toBeNull();
  });
});
