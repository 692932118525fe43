import { describe, expect, it } from 'vitest';
import { CSV_BOM, formatCsvCents, formatCsvDecimal, neutraliseFormula, quoteCsvField, toCsv } from './csv';

interface Row {
  name: string;
  total: number | null;
  cents: number;
  due: string | null;
  count: number;
  active: boolean;
}

const columns = [
  { header: 'Cliente', value: (r: Row) => r.name },
  { header: 'Total', value: (r: Row) => r.total, kind: 'decimal' as const },
  { header: 'Em aberto', value: (r: Row) => r.cents, kind: 'cents' as const },
  { header: 'Vencimento', value: (r: Row) => r.due, kind: 'date' as const },
  { header: 'Parcelas', value: (r: Row) => r.count, kind: 'integer' as const },
  { header: 'Ativo', value: (r: Row) => r.active },
];

describe('toCsv', () => {
  it('writes an Excel-friendly Brazilian CSV: BOM, ;, decimal comma, dd/mm/aaaa, CRLF', () => {
    const csv = toCsv<Row>(
      [
        { name: 'José da Silva', total: 1234.5, cents: -123456, due: '2026-12-31', count: 3, active: true },
        { name: 'Ana; "Bia"\nCia', total: null, cents: 5, due: null, count: 0, active: false },
      ],
      columns,
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Cliente;Total;Em aberto;Vencimento;Parcelas;Ativo',
      'José da Silva;1234,50;-1234,56;31/12/2026;3;Sim',
      '"Ana; ""Bia""\nCia";;0,05;;0;Não',
      '',
    ]);
  });

  it('neutralises formulas in text cells, never in numbers', () => {
    for (const evil of ['=HYPERLINK("x")', '+55 11', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutraliseFormula(evil)).toBe(`'${evil}`);
    }
    // What a spreadsheet skips or reads as the same before a formula.
    for (const evil of [
      ' =1+1',
      '\u00a0=1+1',
      '\u200b=1+1',
      '\ufeff@SUM(A1)',
      '\uff1d1+1',
      '\uff0b1',
      '\n=1+1',
      ' \t-1',
    ]) {
      expect(neutraliseFormula(evil), JSON.stringify(evil)).toBe(`'${evil}`);
    }
    expect(neutraliseFormula('Maria')).toBe('Maria');
    expect(neutraliseFormula(' Maria da Silva')).toBe(' Maria da Silva');
    const csv = toCsv(
      [{ v: '=1+1', n: -500 }],
      [
        { header: 'Texto', value: (r) => r.v },
        { header: 'Valor', value: (r) => r.n, kind: 'cents' },
      ],
    );
    expect(csv).toContain("'=1+1;-5,00");
  });

  it('can leave the BOM out and use another separator', () => {
    expect(toCsv([{ a: 'x,y' }], [{ header: 'a', value: (r) => r.a }], { bom: false, separator: ',' })).toBe(
      'a\r\n"x,y"\r\n',
    );
  });

  it('formats amounts exactly', () => {
    expect(formatCsvCents(0)).toBe('0,00');
    expect(formatCsvCents(-5)).toBe('-0,05');
    expect(formatCsvCents(100000000)).toBe('1000000,00');
    expect(formatCsvDecimal(1.005)).toBe('1,01');
    expect(formatCsvDecimal(0.1 + 0.2)).toBe('0,30');
    expect(quoteCsvField('a;b')).toBe('"a;b"');
    expect(quoteCsvField('plain')).toBe('plain');
  });

  it('writes a date-time as its date and leaves invalid dates empty', () => {
    const csv = toCsv(
      [{ d: '2026-03-04T10:00:00Z' }, { d: 'ontem' }],
      [{ header: 'd', value: (r) => r.d, kind: 'date' }],
      { bom: false },
    );
    expect(csv).toBe('d\r\n04/03/2026\r\n\r\n');
  });
});
