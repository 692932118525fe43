import { describe, expect, it } from 'vitest';
import { csvLayoutFingerprint, detectSeparator, proposeCsvMapping, readCsvTable, splitCsv } from './csv-statement';
import { inspectCsvStatement, parseStatement } from './parse';
import { StatementError } from './types';
import { encodeText } from '../../test/bank-statements';

const parse = (
  text: string,
  csvMapping?: Parameters<typeof parseStatement>[1] extends infer O
    ? O extends { csvMapping?: infer M }
      ? M
      : never
    : never,
) => parseStatement(encodeText(text, 'utf-8'), csvMapping ? { csvMapping } : {});

describe('splitCsv', () => {
  it('handles quotes, doubled quotes, separators and line breaks inside quotes, every line end', () => {
    expect(splitCsv('a;"b;c";"d ""e"""\r\n"f\ng";h\rx;y\n\n', ';')).toEqual([
      ['a', 'b;c', 'd "e"'],
      ['f\ng', 'h'],
      ['x', 'y'],
    ]);
  });
});

describe('detectSeparator', () => {
  it.each([
    ['Data;Descrição;Valor\n01/01/2026;Pix, recebido;1.234,56\n', ';'],
    ['Data,Valor,Identificador,Descrição\n01/01/2026,10.00,x,"a, b"\n', ','],
    ['Data\tDescrição\tValor\n01/01/2026\tPix; recebido\t1.234,56\n', '\t'],
  ])('%j', (text, sep) => {
    expect(detectSeparator(text)).toBe(sep);
  });

  it('is not fooled by a preamble', () => {
    const text =
      'Extrato\nConta ;1\nPeríodo ;x\nSaldo ;1,00\n\nData;Histórico;Descrição;Valor;Saldo\n01/01/2026;a;b;1,00;2,00\n';
    expect(detectSeparator(text)).toBe(';');
  });
});

describe('reading a CSV statement', () => {
  it('proposes a mapping from the header and reads signed amounts', () => {
    const s = parse(
      'Data;Descrição;Documento;Valor;Saldo\n05/01/2026;Pix recebido;123;1.234,56;5.000,00\n06/01/2026;Tarifa;;-10,00;4.990,00\n',
    );
    expect(s.csv?.mapping).toMatchObject({
      date: 0,
      description: [1],
      document: 2,
      amount: 3,
      dateFormat: 'dd/mm/aaaa',
      decimal: ',',
    });
    expect(s.credits.map((c) => [c.date, c.amountCents, c.description, c.document])).toEqual([
      ['2026-01-05', 123456, 'Pix recebido', '123'],
    ]);
    expect(s.debits.map((c) => c.amountCents)).toEqual([-1000]);
  });

  it('reads amounts with C/D suffixes, R$, parentheses, and two-digit years', () => {
    const s = parse(
      'Data;Histórico;Valor\n05/01/26;Pix A;R$ 1.234,56 C\n06/01/26;Tarifa;R$ 10,00 D\n07/01/26;Estorno;(5,00)\n08/01/26;TED B;+2.000,00\n',
    );
    expect([...s.credits, ...s.debits].map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-01-05', 123456],
      ['2026-01-08', 200000],
      ['2026-01-06', -1000],
      ['2026-01-07', -500],
    ]);
  });

  it('reads ISO dates and dot decimals', () => {
    const s = parse('date,title,amount\n2026-01-05,Pix recebido,1234.56\n2026-01-06,Loja,-10.5\n');
    expect([...s.credits, ...s.debits].map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-01-05', 123456],
      ['2026-01-06', -1050],
    ]);
  });

  it('reads a file without header from its cells (first amount column, not the balance)', () => {
    const s = parse('05/01/2026;PIX RECEBIDO MARIA;1.500,00;3.000,00\n06/01/2026;TARIFA;-9,90;2.990,10\n');
    expect(s.csv?.header).toBeNull();
    expect(s.csv?.mapping).toMatchObject({ date: 0, description: [1], amount: 2 });
    expect(s.credits.map((c) => c.amountCents)).toEqual([150000]);
    expect(s.csv?.fingerprint).toBe(csvLayoutFingerprint({ separator: ';', header: null, rows: [['', '', '', '']] }));
  });

  it("uses the user's mapping over the proposal", () => {
    const text = 'Quando;O quê;Entrou;Saiu\n05/01/2026;Pix;100,00;\n06/01/2026;Tarifa;;2,00\n';
    expect(() => parse(text)).toThrow(StatementError);
    const layout = inspectCsvStatement(encodeText(text, 'utf-8'));
    expect(layout.header).toEqual(['Quando', 'O quê', 'Entrou', 'Saiu']);
    expect(layout.preview).toHaveLength(2);
    const s = parse(text, { date: 0, description: [1], credit: 2, debit: 3 });
    expect([...s.credits, ...s.debits].map((t) => t.amountCents)).toEqual([10000, -200]);
  });

  it('refuses a mapping that does not fit the file, or a date column without dates', () => {
    const text = 'Data;Descrição;Valor\n05/01/2026;Pix;1,00\n';
    expect(() => parse(text, { date: 0, description: [1], amount: 7 })).toThrow(/não corresponde a este arquivo/);
    expect(() => parse(text, { date: 1, description: [0], amount: 2 })).toThrow(/não tem datas/);
  });

  it('reports rows without date, balance lines and unreadable amounts', () => {
    const s = parse(
      'Data;Descrição;Valor\n05/01/2026;Pix;1,00\n06/01/2026;SALDO ANTERIOR;9,00\n07/01/2026;Pix;abc\nTotal;;1,00\n08/01/2026;Zero;0,00\n',
    );
    expect(s.credits).toHaveLength(1);
    // Numbered as the file's lines: the header is line 1.
    expect(s.warnings).toEqual([
      'Linha 3 ignorada: é uma linha de saldo (SALDO ANTERIOR).',
      'Linha 4 ignorada: valor ilegível.',
      'Linha 5 ignorada: sem data (Total 1,00).',
      'Linha 6 ignorada: valor zero (Zero).',
    ]);
  });

  it("names a skipped row by its line in the file: the bank's preamble, blank lines and a memo over two lines count", () => {
    const s = parse(
      'Banco Exemplo\r\nConta 1234-5\r\n\r\nData;Descrição;Valor\r\n05/01/2026;"Pix\r\nda Ana";1,00\r\n\r\n06/01/2026;SALDO DO DIA;9,00\r\n',
    );
    expect(s.credits).toHaveLength(1);
    expect(s.warnings).toEqual(['Linha 8 ignorada: é uma linha de saldo (SALDO DO DIA).']);
  });

  it('proposes credit and debit columns, and ignores balance columns', () => {
    const table = readCsvTable(
      'Data;Histórico;Docto.;Crédito (R$);Débito (R$);Saldo (R$)\n05/01/26;Pix;1;10,00;;10,00\n',
    );
    expect(proposeCsvMapping(table)).toMatchObject({ date: 0, description: [1], document: 2, credit: 3, debit: 4 });
  });
});
