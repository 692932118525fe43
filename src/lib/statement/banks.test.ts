import { describe, expect, it } from 'vitest';
import { fold } from '../text';
import { parseStatement } from './parse';
import {
  bankCsv,
  bankOfx,
  CSV_BANKS,
  encodeText,
  OFX_BANKS,
  type CsvBank,
  type GenTransaction,
  type OfxBank,
} from '../../test/bank-statements';

/**
 * Statements in the layouts of real Brazilian banks, written by the generator in
 * src/test/bank-statements.ts (which says what each layout is based on), each in UTF-8 and in
 * Windows-1252, read back by parseStatement.
 */

const TRANSACTIONS: GenTransaction[] = [
  {
    date: '2026-01-05',
    amountCents: 150050,
    fitId: '7f1c9e2a-0b7d-4c1e-9a57-2f0d3c4b5a61',
    name: 'Pix recebido',
    memo: 'José Antônio Conceição 123.456.789-09',
    checkNum: '000123',
  },
  {
    date: '2026-01-06',
    amountCents: -2590,
    fitId: '0b4e6f7a-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
    memo: 'Tarifa pacote serviços',
  },
  {
    date: '2026-01-07',
    amountCents: 98000,
    fitId: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
    name: 'TED recebida',
    memo: 'Comércio & Filhos LTDA 12345678000195',
  },
  {
    date: '2026-01-07',
    amountCents: 98000,
    fitId: 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f7a',
    name: 'Liquidação boleto',
    memo: 'São João Padaria',
  },
  {
    date: '2026-01-08',
    amountCents: -1000000,
    fitId: 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b',
    memo: 'Pagamento fornecedor',
  },
];

const CREDITS = [
  { date: '2026-01-05', amountCents: 150050, words: ['jose', 'antonio', 'conceicao', '123.456.789-09'] },
  { date: '2026-01-07', amountCents: 98000, words: ['comercio & filhos', '12345678000195'] },
  { date: '2026-01-07', amountCents: 98000, words: ['sao joao'] },
];
const DEBITS = [-2590, -1000000];

function expectTheStatement(s: ReturnType<typeof parseStatement>) {
  expect(s.credits.map((c) => [c.date, c.amountCents])).toEqual(CREDITS.map((c) => [c.date, c.amountCents]));
  s.credits.forEach((c, i) => {
    for (const word of CREDITS[i]!.words) expect(fold(c.description)).toContain(word);
  });
  // Accents survive the encoding (no mojibake, no replacement characters).
  expect(s.credits[0]!.description).toMatch(/CONCEIÇÃO/i);
  expect(s.credits[2]!.description).toMatch(/SÃO JOÃO/i);
  expect(s.credits.map((c) => c.description).join()).not.toMatch(/[\uFFFD]|Ã§|Ã£/);
  expect(s.debits.map((d) => d.amountCents)).toEqual(DEBITS);
  const ids = [...s.credits, ...s.debits].map((t) => t.bankId);
  expect(new Set(ids).size).toBe(ids.length);
}

const ENCODINGS = ['utf-8', 'windows-1252'] as const;

/** Reads a written statement back in one encoding: of its kind, in that encoding, the statement's lines. */
function readBack(text: string, encoding: (typeof ENCODINGS)[number], kind: 'ofx' | 'csv') {
  const s = parseStatement(encodeText(text, encoding));
  expect(s.kind).toBe(kind);
  expect(s.encoding).toBe(encoding);
  expectTheStatement(s);
  return s;
}

/** The ids of the credits of TRANSACTIONS, where a layout carries them. */
const CREDIT_FIT_IDS = [0, 2, 3].map((i) => TRANSACTIONS[i]!.fitId);

describe.each(Object.keys(OFX_BANKS) as OfxBank[])('OFX %s', (bank) => {
  const profile = OFX_BANKS[bank];
  it.each(ENCODINGS)(`${profile.name} (${profile.source}), %s`, (encoding) => {
    const text = bankOfx(bank, TRANSACTIONS);
    const s = readBack(text, encoding, 'ofx');
    expect(s.account?.bankCode).toBe(profile.account.bankId);
    expect(s.account?.account).toBe(profile.account.account);
    if (bank === 'itau') {
      // Itaú writes no FITID: ids derived from the lines, stable from one import to the next.
      expect(s.credits.every((c) => c.fitId === null && /^EXT-[0-9a-f]{16}$/.test(c.bankId))).toBe(true);
      expect(parseStatement(encodeText(text, encoding)).credits.map((c) => c.bankId)).toEqual(
        s.credits.map((c) => c.bankId),
      );
    } else {
      expect(s.credits.map((c) => c.bankId)).toEqual(CREDIT_FIT_IDS);
    }
    if (bank === 'bb') expect(s.warnings).toContain('Lançamento 1 ignorado: valor zero (Saldo Anterior).');
    if (bank === 'caixa') expect(s.warnings[0]).toContain('sem sinal');
  });
});

describe.each(Object.keys(CSV_BANKS) as CsvBank[])('CSV %s', (bank) => {
  const profile = CSV_BANKS[bank];
  it.each(ENCODINGS)(`${profile.name} (${profile.source}), %s`, (encoding) => {
    const text = bankCsv(bank, TRANSACTIONS);
    const s = readBack(text, encoding, 'csv');
    expect(s.csv?.fingerprint).toMatch(/^csv:[;,]:[0-9a-f]{16}$/);
    // The same bank's layout in another period has the same fingerprint.
    const later = bankCsv(
      bank,
      TRANSACTIONS.map((t) => ({ ...t, date: t.date.replace('2026-01', '2026-02') })),
    );
    expect(parseStatement(encodeText(later, encoding)).csv?.fingerprint).toBe(s.csv?.fingerprint);
    if (bank === 'nubank') {
      // Nubank's "Identificador" is a unique id per line: it is the FITID.
      expect(s.credits.map((c) => c.bankId)).toEqual(CREDIT_FIT_IDS);
    } else {
      expect(s.credits.every((c) => /^EXT-/.test(c.bankId))).toBe(true);
    }
  });
});

it('different banks have different CSV fingerprints', () => {
  const prints = (Object.keys(CSV_BANKS) as CsvBank[]).map(
    (b) => parseStatement(encodeText(bankCsv(b, TRANSACTIONS), 'utf-8')).csv!.fingerprint,
  );
  expect(new Set(prints).size).toBe(prints.length);
});
