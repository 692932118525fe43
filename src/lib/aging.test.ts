import { describe, expect, it } from 'vitest';
import {
  AGE_BUCKETS,
  ageBucket,
  agingInputsOf,
  bucketDueRange,
  daysLate,
  summarizeAging,
  summarizeDueSoon,
  summarizeToPay,
} from './aging';

const today = '2026-11-23';

describe('daysLate and ageBucket', () => {
  it('counts calendar days across months and leap years', () => {
    expect(daysLate('2026-11-22', today)).toBe(1);
    expect(daysLate('2026-11-23', today)).toBe(0);
    expect(daysLate('2026-11-24', today)).toBe(-1);
    expect(daysLate('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysLate('2023-02-28', '2023-03-01')).toBe(1);
  });

  it('puts each day on exactly one bucket edge', () => {
    expect(ageBucket(0)).toBeNull();
    expect(ageBucket(-5)).toBeNull();
    expect(ageBucket(1)?.id).toBe('d1_30');
    expect(ageBucket(30)?.id).toBe('d1_30');
    expect(ageBucket(31)?.id).toBe('d31_60');
    expect(ageBucket(60)?.id).toBe('d31_60');
    expect(ageBucket(61)?.id).toBe('d61_90');
    expect(ageBucket(90)?.id).toBe('d61_90');
    expect(ageBucket(91)?.id).toBe('d90_mais');
    expect(ageBucket(4000)?.id).toBe('d90_mais');
  });
});

describe('bucketDueRange', () => {
  it('gives the due-date interval that selects exactly the bucket', () => {
    const [b1, b2, , b4] = AGE_BUCKETS;
    expect(bucketDueRange(b1!, today)).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(bucketDueRange(b2!, today)).toEqual({ from: '2026-09-24', to: '2026-10-23' });
    expect(bucketDueRange(b4!, today)).toEqual({ from: null, to: '2026-08-24' });
    for (const bucket of AGE_BUCKETS) {
      const { from, to } = bucketDueRange(bucket, today);
      expect(ageBucket(daysLate(to, today))?.id).toBe(bucket.id);
      if (from) expect(ageBucket(daysLate(from, today))?.id).toBe(bucket.id);
    }
  });
});

describe('agingInputsOf', () => {
  it('leaves out an installment with nothing left to pay, as the collections do', () => {
    const items = [
      { status: 'ATRASADO', data_vencimento: '2026-11-01', nao_pago: 0, total: 0 },
      { status: 'ATRASADO', data_vencimento: '2026-11-02', nao_pago: 120.5, total: 120.5 },
      { status: 'RECEBIDO_PARCIAL', data_vencimento: '2026-11-03', nao_pago: 0, total: 80 },
    ];
    const inputs = agingInputsOf(items);
    expect(inputs).toEqual([{ dueDate: '2026-11-02', open: 120.5 }]);
    expect(summarizeAging(inputs, today).overdue).toEqual({ count: 1, cents: 12050 });
  });
});

describe('summarizeAging', () => {
  it('sums exact cents per bucket and ignores what is not late', () => {
    const summary = summarizeAging(
      [
        { dueDate: '2026-11-22', open: 0.1 },
        { dueDate: '2026-11-01', open: 0.2 },
        { dueDate: '2026-10-01', open: 1234.56 },
        { dueDate: '2026-01-01', open: 99.99 },
        { dueDate: today, open: 500 },
        { dueDate: '2026-12-01', open: 700 },
      ],
      today,
    );
    expect(summary.overdue).toEqual({ count: 4, cents: 10 + 20 + 123456 + 9999 });
    expect(summary.buckets.map((b) => [b.bucket.id, b.count, b.cents])).toEqual([
      ['d1_30', 2, 30],
      ['d31_60', 1, 123456],
      ['d61_90', 0, 0],
      ['d90_mais', 1, 9999],
    ]);
  });
});

describe('summarizeDueSoon', () => {
  it('separates today from the next 7 days, 7th day included, 8th not', () => {
    const result = summarizeDueSoon(
      [
        { dueDate: today, open: 10 },
        { dueDate: '2026-11-24', open: 20 },
        { dueDate: '2026-11-30', open: 30 },
        { dueDate: '2026-12-01', open: 40 },
        { dueDate: '2026-11-22', open: 50 },
      ],
      today,
    );
    expect(result).toEqual({ today: { count: 1, cents: 1000 }, next: { count: 2, cents: 5000 } });
  });
});

describe('summarizeToPay', () => {
  it('adds overdue, today and the next 7 days into one total; a later due date is left out', () => {
    const result = summarizeToPay(
      [
        { dueDate: '2026-10-01', open: 100.01 },
        { dueDate: today, open: 10 },
        { dueDate: '2026-11-30', open: 30 },
        { dueDate: '2026-12-01', open: 40 },
      ],
      today,
    );
    expect(result.overdue).toEqual({ count: 1, cents: 100_01 });
    expect(result.today).toEqual({ count: 1, cents: 10_00 });
    expect(result.next).toEqual({ count: 1, cents: 30_00 });
    expect(result.total).toEqual({ count: 3, cents: 140_01 });
  });
});
