import { describe, expect, it } from 'vitest';
import { bankCsv, bankOfx, encodeText } from '../../test/bank-statements';
import type { CsvMapping } from '../../lib/statement';
import { applyMapping, readStatementBytes } from './read-statement';

const lines = [
  { date: '2026-03-10', amountCents: 123_456, memo: 'Pix recebido', fitId: 'u-1' },
  { date: '2026-03-11', amountCents: -2_000, memo: 'Tarifa', fitId: 'u-2' },
];
const none = () => null;

describe('readStatementBytes', () => {
  it('reads an OFX at once', () => {
    const out = readStatementBytes(encodeText(bankOfx('itau', lines), 'windows-1252'), none);
    expect(out.type).toBe('statement');
  });

  it('asks for the columns of a CSV layout this browser has no mapping for, even when the header is clear', () => {
    const out = readStatementBytes(encodeText(bankCsv('nubank', lines), 'utf-8'), none);
    expect(out.type).toBe('mapping');
    if (out.type !== 'mapping') return;
    expect(out.layout.proposed).toMatchObject({ date: 0, amount: 1, document: 2, description: [3], decimal: '.' });
  });

  it('reads a CSV with the mapping remembered for its layout', () => {
    const bytes = encodeText(bankCsv('nubank', lines), 'utf-8');
    const asked: string[] = [];
    const mapping: CsvMapping = { date: 0, amount: 1, document: 2, documentIsId: true, description: [3] };
    const out = readStatementBytes(bytes, (fp) => (asked.push(fp), mapping));
    expect(asked).toHaveLength(1);
    expect(out.type === 'statement' && out.statement.credits.map((c) => [c.bankId, c.amountCents])).toEqual([
      ['u-1', 123_456],
    ]);
  });

  it('asks again when the remembered mapping no longer fits the file', () => {
    const bytes = encodeText(bankCsv('nubank', lines), 'utf-8');
    const out = readStatementBytes(bytes, () => ({ date: 0, amount: 9, description: [3] }));
    expect(out.type).toBe('mapping');
  });

  it('gives the parser message for what is not a statement', () => {
    expect(readStatementBytes(new Uint8Array(), none)).toEqual({ type: 'error', message: 'O arquivo está vazio.' });
    const out = readStatementBytes(new TextEncoder().encode('só texto, sem valores\n'), none);
    expect(out.type === 'error' && out.message).toMatch(/não parece um extrato/);
  });
});

describe('applyMapping', () => {
  it('says why a mapping does not read the file', () => {
    const bytes = encodeText(bankCsv('nubank', lines), 'utf-8');
    const wrong = applyMapping(bytes, { date: 3, amount: 1, description: [0] });
    expect(wrong.ok).toBe(false);
    const right = applyMapping(bytes, { date: 0, amount: 1, description: [3] });
    expect(right.ok && right.statement.debits).toHaveLength(1);
  });
});
