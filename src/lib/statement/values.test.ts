import { describe, expect, it } from 'vitest';
import { detectDateFormat, detectDecimalSeparator, parseAmountCents, parseCsvDate, parseOfxDate } from './values';

describe('parseAmountCents', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234.56', 123456],
    ['1234,56', 123456],
    ['-1.234,56', -123456],
    ['1.234,56 C', 123456],
    ['1.234,56 D', -123456],
    ['1.234,56D', -123456],
    ['R$ 1.234,56', 123456],
    ['R$1.234,56', 123456],
    ['-R$ 10,00', -1000],
    ['R$ -10,00', -1000],
    ['(1.234,56)', -123456],
    ['1234,56-', -123456],
    ['+10,00', 1000],
    ['10', 1000],
    ['0,1', 10],
    ['12.5', 1250],
    ['1,234.56', 123456],
    ['1.234.567,89', 123456789],
    ['1.234', 123400], // a Brazilian thousand
    ['1,234', 123], // a lone comma is decimal: R$ 1,23 (third place rounded)
    ['0,005', 1],
    ['0,004', 0],
    ['1\u00a0234,56', 123456],
  ])('%s -> %i cents', (text, cents) => {
    expect(parseAmountCents(text)).toBe(cents);
  });

  it('a column decimal settles the ambiguous lone separator', () => {
    expect(parseAmountCents('1.234', '.')).toBe(123);
    expect(parseAmountCents('1.234', ',')).toBe(123400);
    expect(parseAmountCents('1,234', '.')).toBe(123400);
  });

  it.each(['', 'abc', '1,2,3,4', '12,', '1.23.4,5', '--1', 'R$', '1.2345,00', '10 reais', '05/01/2026'])(
    '%j is not an amount',
    (text) => {
      expect(parseAmountCents(text)).toBeNull();
    },
  );

  it('never goes through floating point: 0,1 + 0,2 are 10 and 20 cents exactly', () => {
    expect(parseAmountCents('0,10')! + parseAmountCents('0,20')!).toBe(30);
    expect(parseAmountCents('90.071.992.547.409,91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseAmountCents('90.071.992.547.409,92')).toBeNull();
  });
});

describe('detectDecimalSeparator', () => {
  it('reads the column, not one value', () => {
    expect(detectDecimalSeparator(['1.234', '10,50', '3'])).toBe(',');
    expect(detectDecimalSeparator(['1,234', '10.50'])).toBe('.');
    expect(detectDecimalSeparator(['1.234,56 C', '7,00 D'])).toBe(',');
    expect(detectDecimalSeparator(['10', '20'])).toBeNull();
  });
});

describe('dates', () => {
  it('OFX: the calendar day as written, whatever time and zone follow', () => {
    expect(parseOfxDate('20260105')).toBe('2026-01-05');
    expect(parseOfxDate('20260105235959[-3:BRT]')).toBe('2026-01-05');
    expect(parseOfxDate('20260105000000[-03:EST]')).toBe('2026-01-05');
    expect(parseOfxDate('20260105120000.000[-3]')).toBe('2026-01-05');
    expect(parseOfxDate('20260231')).toBeNull();
    expect(parseOfxDate('2026-01-05')).toBeNull();
  });

  it('CSV: dd/mm/aaaa, dd/mm/aa, aaaa-mm-dd', () => {
    expect(parseCsvDate('05/01/2026', 'dd/mm/aaaa')).toBe('2026-01-05');
    expect(parseCsvDate('5/1/2026', 'dd/mm/aaaa')).toBe('2026-01-05');
    expect(parseCsvDate('05/01/26', 'dd/mm/aa')).toBe('2026-01-05');
    expect(parseCsvDate('2026-01-05', 'aaaa-mm-dd')).toBe('2026-01-05');
    expect(parseCsvDate('2026-01-05T10:00:00', 'aaaa-mm-dd')).toBe('2026-01-05');
    expect(parseCsvDate('31/02/2026', 'dd/mm/aaaa')).toBeNull();
    expect(parseCsvDate('05/01/2026', 'aaaa-mm-dd')).toBeNull();
  });

  it('detects the format of a column', () => {
    expect(detectDateFormat(['05/01/2026', '06/01/2026', 'Total'])).toBe('dd/mm/aaaa');
    expect(detectDateFormat(['05/01/26', '06/01/26'])).toBe('dd/mm/aa');
    expect(detectDateFormat(['2026-01-05'])).toBe('aaaa-mm-dd');
    expect(detectDateFormat(['Pix', '10,00'])).toBeNull();
  });
});
