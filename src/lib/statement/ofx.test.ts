import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse';
import { StatementError } from './types';
import { encodeText, ofxSgml, ofxXml, type GenTransaction } from '../../test/bank-statements';

const HEADER = ['OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'ENCODING:USASCII', 'CHARSET:1252'];
const sgml = (transactions: GenTransaction[], extra: Partial<Parameters<typeof ofxSgml>[0]> = {}) =>
  ofxSgml({ dateSuffix: '', decimal: '.', eol: '\n', header: HEADER, ...extra }, [
    { account: { bankId: '0341', branch: '1234', account: '12345-6' }, transactions },
  ]);
const parse = (text: string, encoding: 'utf-8' | 'windows-1252' = 'utf-8') =>
  parseStatement(encodeText(text, encoding));

function statementError(run: () => unknown): StatementError {
  try {
    run();
  } catch (e) {
    if (e instanceof StatementError) return e;
    throw e;
  }
  throw new Error('no error thrown');
}

describe('OFX 1.x SGML', () => {
  it('reads account, credits and debits, in file order, with FITID, CHECKNUM and REFNUM', () => {
    const s = parse(
      sgml([
        { date: '2026-01-05', amountCents: 150050, fitId: 'F1', memo: 'PIX RECEBIDO', checkNum: '000123' },
        { date: '2026-01-06', amountCents: -2590, fitId: 'F2', memo: 'TARIFA', refNum: 'R9' },
        { date: '2026-01-07', amountCents: 1, fitId: 'F3', memo: 'CENTAVO' },
      ]),
    );
    expect(s.kind).toBe('ofx');
    expect(s.account).toEqual({ bankCode: '0341', branch: '1234', account: '12345-6' });
    expect(s.credits.map((c) => [c.bankId, c.date, c.amountCents, c.document, c.index])).toEqual([
      ['F1', '2026-01-05', 150050, '000123', 0],
      ['F3', '2026-01-07', 1, null, 2],
    ]);
    expect(s.debits.map((d) => [d.bankId, d.amountCents, d.document, d.type])).toEqual([['F2', -2590, 'R9', 'DEBIT']]);
  });

  it('takes everything on one line, tags in any case, CRLF, a header with spaces and trailing garbage', () => {
    const text =
      'OFXHEADER:100\r\nDATA:OFXSGML\r\n\r\n<ofx><bankmsgsrsv1><stmttrnrs><stmtrs><bankacctfrom><bankid>237<acctid>99</bankacctfrom>' +
      '<banktranlist><stmttrn><trntype>CREDIT<dtposted>20260105<trnamt>10.00<fitid>A<memo>X</stmttrn></banktranlist>' +
      '</stmtrs></stmttrnrs></bankmsgsrsv1></ofx>\r\n\u0000\u0000garbage <STMTTRN><TRNAMT>99.00';
    const s = parse(text);
    expect(s.credits).toHaveLength(1);
    expect(s.credits[0]).toMatchObject({ bankId: 'A', amountCents: 1000, description: 'X' });
    expect(s.account?.bankCode).toBe('237');
  });

  it('reads dates with time and either zone notation as the calendar day written', () => {
    const s = parse(
      sgml(
        [
          { date: '2026-01-05', amountCents: 100, fitId: 'A' },
          { date: '2026-01-31', amountCents: 100, fitId: 'B' },
        ],
        { dateSuffix: '235959[-3:BRT]' },
      ).replace('20260131235959[-3:BRT]', '20260131000000[-03:EST]'),
    );
    expect(s.credits.map((c) => c.date)).toEqual(['2026-01-05', '2026-01-31']);
  });

  it('decodes entities and keeps a bare ampersand', () => {
    const s = parse(
      sgml(
        [
          { date: '2026-01-05', amountCents: 100, fitId: 'A', memo: 'A &amp; B &lt;C&gt; &#233; &#xE7;' },
          { date: '2026-01-05', amountCents: 200, fitId: 'B', memo: 'Comércio & Filhos' },
        ],
        { rawAmpersand: true },
      ),
    );
    expect(s.credits.map((c) => c.description)).toEqual(['A & B <C> é ç', 'Comércio & Filhos']);
  });

  it('joins NAME and MEMO without repeating one inside the other', () => {
    const s = parse(
      sgml([
        { date: '2026-01-05', amountCents: 100, fitId: 'A', name: 'PIX RECEBIDO', memo: 'JOAO DA SILVA' },
        { date: '2026-01-05', amountCents: 100, fitId: 'B', name: 'JOAO', memo: 'PIX JOAO SILVA' },
        { date: '2026-01-05', amountCents: 100, fitId: 'C', name: 'SO O NOME' },
        { date: '2026-01-05', amountCents: 100, fitId: 'D', memo: '   MUITOS     ESPACOS   ' },
      ]),
    );
    expect(s.credits.map((c) => c.description)).toEqual([
      'PIX RECEBIDO - JOAO DA SILVA',
      'PIX JOAO SILVA',
      'SO O NOME',
      'MUITOS ESPACOS',
    ]);
  });

  it('reads comma decimals', () => {
    const s = parse(
      sgml(
        [
          { date: '2026-01-05', amountCents: 123456, fitId: 'A' },
          { date: '2026-01-05', amountCents: -5, fitId: 'B' },
        ],
        { decimal: ',' },
      ),
    );
    expect([...s.credits, ...s.debits].map((t) => t.amountCents)).toEqual([123456, -5]);
  });

  it('trusts the amount sign over a disagreeing TRNTYPE, and says so', () => {
    const s = parse(
      sgml([
        { date: '2026-01-05', amountCents: -5000, fitId: 'A', type: 'CREDIT', memo: 'ESTORNO' },
        { date: '2026-01-05', amountCents: 7000, fitId: 'B', type: 'DEBIT', memo: 'DEVOLUCAO' },
        { date: '2026-01-05', amountCents: 8000, fitId: 'C', type: 'XFER', memo: 'TRANSF' },
        { date: '2026-01-05', amountCents: 9000, fitId: 'D', type: 'DEP', memo: 'DEPOSITO' },
        { date: '2026-01-05', amountCents: 1000, fitId: 'E', type: 'OTHER', memo: 'OUTRO' },
        { date: '2026-01-05', amountCents: -1000, fitId: 'F', type: 'PAYMENT', memo: 'PAGAMENTO' },
      ]),
    );
    expect(s.credits.map((c) => c.bankId)).toEqual(['B', 'C', 'D', 'E']);
    expect(s.debits.map((c) => c.bankId)).toEqual(['A', 'F']);
    expect(s.warnings).toEqual([
      'Lançamento 1: o tipo CREDIT contradiz o sinal do valor; vale o sinal do valor.',
      'Lançamento 2: o tipo DEBIT contradiz o sinal do valor; vale o sinal do valor.',
    ]);
  });

  it('reads a file whose amounts are all unsigned by TRNTYPE', () => {
    const s = parse(
      sgml(
        [
          { date: '2026-01-05', amountCents: 5000, fitId: 'A', type: 'CREDIT' },
          { date: '2026-01-05', amountCents: -7000, fitId: 'B', type: 'DEBIT' },
          { date: '2026-01-05', amountCents: -100, fitId: 'C', type: 'FEE' },
        ],
        { unsigned: true },
      ),
    );
    expect(s.credits.map((c) => c.amountCents)).toEqual([5000]);
    expect(s.debits.map((c) => c.amountCents)).toEqual([-7000, -100]);
    expect(s.warnings[0]).toContain('sem sinal');
  });

  it('derives ids for lines without FITID and suffixes repeated FITIDs', () => {
    const lines: GenTransaction[] = [
      { date: '2026-01-05', amountCents: 5000, memo: 'PIX A' },
      { date: '2026-01-05', amountCents: 5000, memo: 'PIX A' },
      { date: '2026-01-05', amountCents: 5000, fitId: 'DUP', memo: 'PIX B' },
      { date: '2026-01-06', amountCents: 6000, fitId: 'DUP', memo: 'PIX C' },
    ];
    const first = parse(sgml(lines));
    const ids = first.credits.map((c) => c.bankId);
    expect(ids[0]).toMatch(/^EXT-[0-9a-f]{16}$/);
    expect(ids[1]).toMatch(/^EXT-[0-9a-f]{16}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids.slice(2)).toEqual(['DUP', 'DUP#2']);
    expect(first.credits.map((c) => c.fitId)).toEqual([null, null, 'DUP', 'DUP']);
    expect(first.warnings).toEqual(['Lançamento 4: o identificador DUP se repete no arquivo; usado DUP#2.']);
    // The same lines exported again, in another encoding and with more lines after: same ids.
    const again = parse(
      sgml([...lines, { date: '2026-01-09', amountCents: 1, memo: 'NOVO' }], { eol: '\r\n' }),
      'windows-1252',
    );
    expect(again.credits.slice(0, 4).map((c) => c.bankId)).toEqual(ids);
  });

  it('sets aside zero amounts, balance lines and unreadable lines, with reasons', () => {
    const s = parse(
      sgml([
        { date: '2026-01-05', amountCents: 0, fitId: 'Z', memo: 'Saldo Anterior' },
        { date: '2026-01-05', amountCents: 500000, fitId: 'S', memo: 'S A L D O' },
        { date: '2026-01-05', amountCents: 100, fitId: 'OK', memo: 'SALDO REMANESCENTE PIX' },
      ]).replace('<TRNAMT>1.00', '<TRNAMT>1.00\n<DTPOSTED>ontem') + '',
    );
    expect(s.credits.map((c) => c.bankId)).toEqual([]);
    expect(s.warnings).toEqual([
      'Lançamento 1 ignorado: valor zero (Saldo Anterior).',
      'Lançamento 2 ignorado: é uma linha de saldo (S A L D O).',
      'Lançamento 3 ignorado: data ilegível.',
    ]);
    const bad = parse(
      sgml([{ date: '2026-01-05', amountCents: 100, fitId: 'A' }]).replace('<TRNAMT>1.00', '<TRNAMT>um real'),
    );
    expect(bad.warnings).toEqual(['Lançamento 1 ignorado: valor ilegível (um real).']);
  });

  it('reads every STMTRS of a file with several accounts; ids stay unique across them', () => {
    const text = ofxSgml({ dateSuffix: '', decimal: '.', eol: '\n', header: HEADER }, [
      {
        account: { bankId: '001', account: 'A' },
        transactions: [{ date: '2026-01-05', amountCents: 100, fitId: '1' }],
      },
      {
        account: { bankId: '237', account: 'B' },
        transactions: [{ date: '2026-01-06', amountCents: 200, fitId: '1' }],
      },
    ]);
    const s = parse(text);
    expect(s.account).toEqual({ bankCode: '001', branch: null, account: 'A' });
    expect(s.credits.map((c) => [c.bankId, c.amountCents])).toEqual([
      ['1', 100],
      ['1#2', 200],
    ]);
  });

  it('ignores credit-card statements, and says so when there is nothing else', () => {
    const cc =
      'OFXHEADER:100\n<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CCACCTFROM><ACCTID>1</CCACCTFROM><BANKTRANLIST>' +
      '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260105<TRNAMT>10.00<FITID>A</STMTTRN></BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>';
    expect(statementError(() => parse(cc))).toMatchObject({
      code: 'no-transactions',
      message: expect.stringContaining('cartão de crédito'),
    });
  });
});

describe('OFX 2.x XML', () => {
  it('reads closed tags, the XML declaration and the OFX processing instruction', () => {
    const s = parse(
      ofxXml({ bankId: '033', branch: '3270', account: '01087446-8' }, [
        {
          date: '2026-01-05',
          amountCents: 98000,
          fitId: 'X1',
          name: 'PIX RECEBIDO',
          memo: 'Comércio & Filhos <LTDA>',
          refNum: '77',
        },
        { date: '2026-01-06', amountCents: -100, fitId: 'X2', memo: 'Tarifa' },
      ]),
    );
    expect(s.kind).toBe('ofx');
    expect(s.encoding).toBe('utf-8');
    expect(s.account).toEqual({ bankCode: '033', branch: '3270', account: '01087446-8' });
    expect(s.credits).toEqual([
      {
        bankId: 'X1',
        fitId: 'X1',
        date: '2026-01-05',
        amountCents: 98000,
        description: 'PIX RECEBIDO - Comércio & Filhos <LTDA>',
        type: 'CREDIT',
        document: '77',
        index: 0,
      },
    ]);
    expect(s.debits).toHaveLength(1);
  });

  it('tolerates empty elements and comments', () => {
    const text = ofxXml({ bankId: '1', account: '2' }, [
      { date: '2026-01-05', amountCents: 100, fitId: 'A', memo: '' },
    ]).replace('<BANKTRANLIST>', '<BANKTRANLIST><!-- exportado em 31/01 <STMTTRN> -->');
    const s = parse(text);
    expect(s.credits.map((c) => [c.bankId, c.description])).toEqual([['A', '']]);
  });
});

describe('encodings', () => {
  const memo = 'Transferência recebida - JOSÉ CONCEIÇÃO - •••.456.789-••';
  const text = (charset: string) =>
    sgml([{ date: '2026-01-05', amountCents: 100, fitId: 'A', memo }], {
      header: ['OFXHEADER:100', `CHARSET:${charset}`],
    });

  it.each([
    ['Windows-1252 declared and used', '1252', 'windows-1252'],
    ['UTF-8 declared 1252 (the bytes win)', '1252', 'utf-8'],
    ['Windows-1252 declared NONE', 'NONE', 'windows-1252'],
    ['UTF-8 declared NONE', 'NONE', 'utf-8'],
  ] as const)('%s', (_, charset, encoding) => {
    const s = parse(text(charset), encoding);
    expect(s.encoding).toBe(encoding);
    expect(s.credits[0]!.description).toBe(memo);
  });

  it('drops a UTF-8 byte order mark', () => {
    const s = parseStatement(encodeText(text('NONE'), 'utf-8', true));
    expect(s.credits[0]!.description).toBe(memo);
  });
});

describe('files that are not statements', () => {
  it.each([
    ['empty', new Uint8Array(0), 'empty', 'O arquivo está vazio.'],
    ['blank', encodeText(' \r\n\t ', 'utf-8'), 'empty', 'O arquivo está vazio.'],
    [
      'a PDF',
      encodeText('%PDF-1.7\n...', 'utf-8'),
      'not-a-statement',
      'O arquivo é um PDF, não um extrato. Exporte o extrato do banco em OFX ou CSV.',
    ],
    ['an xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]), 'not-a-statement', expect.stringContaining('Excel')],
    ['binary', new Uint8Array([1, 0, 2, 0, 3]), 'not-a-statement', expect.stringContaining('não é de texto')],
    [
      'prose',
      encodeText('Prezado cliente,\nsegue o extrato.\n', 'utf-8'),
      'not-a-statement',
      expect.stringContaining('não parece um extrato'),
    ],
    [
      'an OFX header without body',
      encodeText('OFXHEADER:100\nDATA:OFXSGML\n', 'utf-8'),
      'not-a-statement',
      expect.stringContaining('<OFX>'),
    ],
    [
      'an OFX without transactions',
      encodeText('OFXHEADER:100\n<OFX><BANKMSGSRSV1></BANKMSGSRSV1></OFX>', 'utf-8'),
      'no-transactions',
      'O extrato OFX não tem lançamentos no período exportado.',
    ],
  ])('%s', (_, bytes, code, message) => {
    expect(statementError(() => parseStatement(bytes))).toMatchObject({ code, message });
  });

  it('refuses more than 5 MB before reading it', () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1).fill(0x41);
    expect(statementError(() => parseStatement(big))).toMatchObject({
      code: 'too-large',
      message: 'O arquivo tem 5 MB; o limite para extratos é 5 MB. Exporte um período menor.',
    });
    expect(() =>
      parseStatement(encodeText(sgml([{ date: '2026-01-05', amountCents: 1, fitId: 'A' }]), 'utf-8'), {
        maxBytes: 100,
      }),
    ).toThrow(StatementError);
  });
});
