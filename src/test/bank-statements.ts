import type { IsoDate } from '../lib/dates';

/**
 * Test-only generator of bank statements in the layouts of Brazilian banks: OFX 1.x SGML,
 * OFX 2.x XML and CSV, written in UTF-8 or Windows-1252. The tests write the files they
 * read (no real customer data ever enters the repository).
 *
 * How close each layout is to the real export (what public sources show; see
 * docs/decisions/0600-statement-parser.md):
 * - Itaú OFX: from a public test fixture of a real export: SGML 1.02, `ENCODING:USASCII`,
 *   `CHARSET:1252`, dates `YYYYMMDD100000[-03:EST]`, MEMO only, upper case padded with
 *   spaces, no FITID at all.
 * - Nubank CSV (`Data,Valor,Identificador,Descrição`, `dd/mm/aaaa`, dot decimal, a UUID
 *   per line): the same columns in several public importers.
 * - Inter CSV (preamble, then `Data Lançamento;Histórico;Descrição;Valor;Saldo`,
 *   `-1.234,56`): a public importer's row type.
 * - Banco do Brasil CSV (`Data`, `Dependencia Origem`, `Histórico`, `Data do Balancete`,
 *   `Número do documento`, `Valor`, Latin-1, "Saldo Anterior" and "S A L D O" rows): a
 *   public script that reads it.
 * - Approximations (the structure public parsers describe, the details chosen to cover a
 *   variant): Banco do Brasil OFX (`[-3:BRT]`, CHECKNUM/REFNUM, zero "Saldo Anterior"
 *   line), Bradesco OFX (comma decimals, NAME and MEMO), Caixa OFX (unsigned amounts,
 *   direction in TRNTYPE), Santander OFX 2.x XML, Nubank OFX (SGML header with closed
 *   tags, UUID FITIDs, Pix memos with a masked CPF), Inter OFX (dates without time),
 *   Itaú and Bradesco CSV.
 */

export interface GenTransaction {
  date: IsoDate;
  amountCents: number;
  memo?: string;
  name?: string;
  fitId?: string | null;
  type?: string;
  checkNum?: string;
  refNum?: string;
}

export interface GenAccount {
  bankId: string;
  branch?: string;
  account: string;
}

const compact = (iso: IsoDate) => iso.replace(/-/g, '');

/** `12345` -> `123.45`; `-5` -> `-0.05`; `decimal` `,` -> `123,45`. */
export function ofxAmount(cents: number, decimal: '.' | ',' = '.', unsigned = false): string {
  const abs = Math.abs(cents);
  const sign = cents < 0 && !unsigned ? '-' : '';
  return `${sign}${Math.floor(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}`;
}

/** `123456` -> `1.234,56`, with thousands separators, Brazilian style. */
export function brAmount(cents: number): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${whole},${String(abs % 100).padStart(2, '0')}`;
}

export const brDate = (iso: IsoDate, shortYear = false) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${shortYear ? y!.slice(2) : y}`;
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface OfxStyle {
  /** `${date}${dateSuffix}`: e.g. `100000[-03:EST]`, `120000[-3:BRT]`, `` */
  dateSuffix: string;
  decimal: '.' | ',';
  /** Amounts without sign; the direction only in TRNTYPE. */
  unsigned?: boolean;
  /** Close leaf tags (`<TRNAMT>1.00</TRNAMT>`) inside an SGML file. */
  closeLeaves?: boolean;
  /** Line end. */
  eol: '\r\n' | '\n';
  /** Header lines before `<OFX>` (SGML). */
  header: string[];
  /** Indentation per level (some exports indent, most do not). */
  indent?: string;
  /** Leave `&` unescaped in memos, as SGML exports often do. */
  rawAmpersand?: boolean;
  /** Bytes after `</OFX>`. */
  trailing?: string;
  /** Pad MEMO to this width with spaces (Itaú). */
  padMemo?: number;
  org?: string;
  fid?: string;
}

const SGML_HEADER = (encoding: string, charset: string) => [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  `ENCODING:${encoding}`,
  `CHARSET:${charset}`,
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
];

function typeOf(t: GenTransaction): string {
  return t.type ?? (t.amountCents < 0 ? 'DEBIT' : 'CREDIT');
}

/** An OFX 1.x SGML statement: one `STMTRS` per account. */
export function ofxSgml(
  style: OfxStyle,
  statements: Array<{ account: GenAccount; transactions: GenTransaction[] }>,
): string {
  const out: string[] = [...style.header, ''];
  let depth = 0;
  const ind = () => (style.indent ?? '').repeat(depth);
  const open = (tag: string) => {
    out.push(`${ind()}<${tag}>`);
    depth += 1;
  };
  const close = (tag: string) => {
    depth -= 1;
    out.push(`${ind()}</${tag}>`);
  };
  const leaf = (tag: string, value: string | undefined | null) => {
    if (value === undefined || value === null) return;
    out.push(`${ind()}<${tag}>${value}${style.closeLeaves ? `</${tag}>` : ''}`);
  };
  const text = (v: string) => (style.rawAmpersand ? v : escapeXml(v));
  const dates = statements.flatMap((s) => s.transactions.map((t) => t.date)).sort();
  open('OFX');
  open('SIGNONMSGSRSV1');
  open('SONRS');
  open('STATUS');
  leaf('CODE', '0');
  leaf('SEVERITY', 'INFO');
  close('STATUS');
  leaf('DTSERVER', `${compact(dates[dates.length - 1] ?? '2026-01-01')}${style.dateSuffix}`);
  leaf('LANGUAGE', 'POR');
  if (style.org) {
    open('FI');
    leaf('ORG', style.org);
    leaf('FID', style.fid);
    close('FI');
  }
  close('SONRS');
  close('SIGNONMSGSRSV1');
  open('BANKMSGSRSV1');
  statements.forEach((s, i) => {
    open('STMTTRNRS');
    leaf('TRNUID', String(1001 + i));
    open('STATUS');
    leaf('CODE', '0');
    leaf('SEVERITY', 'INFO');
    close('STATUS');
    open('STMTRS');
    leaf('CURDEF', 'BRL');
    open('BANKACCTFROM');
    leaf('BANKID', s.account.bankId);
    leaf('BRANCHID', s.account.branch);
    leaf('ACCTID', s.account.account);
    leaf('ACCTTYPE', 'CHECKING');
    close('BANKACCTFROM');
    open('BANKTRANLIST');
    leaf('DTSTART', `${compact(dates[0] ?? '2026-01-01')}${style.dateSuffix}`);
    leaf('DTEND', `${compact(dates[dates.length - 1] ?? '2026-01-01')}${style.dateSuffix}`);
    for (const t of s.transactions) {
      open('STMTTRN');
      leaf('TRNTYPE', typeOf(t));
      leaf('DTPOSTED', `${compact(t.date)}${style.dateSuffix}`);
      leaf('TRNAMT', ofxAmount(t.amountCents, style.decimal, style.unsigned));
      leaf('FITID', t.fitId);
      leaf('CHECKNUM', t.checkNum);
      leaf('REFNUM', t.refNum);
      if (t.name !== undefined) leaf('NAME', text(t.name));
      if (t.memo !== undefined) leaf('MEMO', text(style.padMemo ? t.memo.padEnd(style.padMemo) : t.memo));
      close('STMTTRN');
    }
    close('BANKTRANLIST');
    open('LEDGERBAL');
    leaf('BALAMT', ofxAmount(123456, style.decimal));
    leaf('DTASOF', `${compact(dates[dates.length - 1] ?? '2026-01-01')}${style.dateSuffix}`);
    close('LEDGERBAL');
    close('STMTRS');
    close('STMTTRNRS');
  });
  close('BANKMSGSRSV1');
  close('OFX');
  return out.join(style.eol) + style.eol + (style.trailing ?? '');
}

/** An OFX 2.x XML statement (closed tags, `<?OFX …?>` processing instruction). */
export function ofxXml(account: GenAccount, transactions: GenTransaction[], dateSuffix = '120000[-3:BRT]'): string {
  const trn = transactions
    .map(
      (t) =>
        `      <STMTTRN>\n        <TRNTYPE>${typeOf(t)}</TRNTYPE>\n        <DTPOSTED>${compact(t.date)}${dateSuffix}</DTPOSTED>\n` +
        `        <TRNAMT>${ofxAmount(t.amountCents)}</TRNAMT>\n` +
        (t.fitId ? `        <FITID>${escapeXml(t.fitId)}</FITID>\n` : '') +
        (t.refNum ? `        <REFNUM>${t.refNum}</REFNUM>\n` : '') +
        (t.name !== undefined ? `        <NAME>${escapeXml(t.name)}</NAME>\n` : '') +
        (t.memo !== undefined ? `        <MEMO>${escapeXml(t.memo)}</MEMO>\n` : '') +
        `      </STMTTRN>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>20260131120000</DTSERVER><LANGUAGE>POR</LANGUAGE></SONRS></SIGNONMSGSRSV1>
  <BANKMSGSRSV1>
  <STMTTRNRS>
  <TRNUID>1</TRNUID>
  <STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
  <STMTRS>
    <CURDEF>BRL</CURDEF>
    <BANKACCTFROM>
      <BANKID>${account.bankId}</BANKID>
${account.branch ? `      <BRANCHID>${account.branch}</BRANCHID>\n` : ''}      <ACCTID>${account.account}</ACCTID>
      <ACCTTYPE>CHECKING</ACCTTYPE>
    </BANKACCTFROM>
    <BANKTRANLIST>
      <DTSTART>20260101</DTSTART>
      <DTEND>20260131</DTEND>
${trn}
    </BANKTRANLIST>
    <LEDGERBAL><BALAMT>1234.56</BALAMT><DTASOF>20260131</DTASOF></LEDGERBAL>
  </STMTRS>
  </STMTTRNRS>
  </BANKMSGSRSV1>
</OFX>
`;
}

// ---------------------------------------------------------------------------------------
// Bank profiles
// ---------------------------------------------------------------------------------------

export type OfxBank = 'itau' | 'bb' | 'bradesco' | 'caixa' | 'santander' | 'nubank' | 'inter';

interface OfxProfile {
  name: string;
  account: GenAccount;
  encoding: 'utf-8' | 'windows-1252';
  source: 'confirmado' | 'aproximado';
}

const ofxProfile = (
  name: string,
  account: GenAccount,
  encoding: OfxProfile['encoding'] = 'utf-8',
  source: OfxProfile['source'] = 'aproximado',
): OfxProfile => ({ name, account, encoding, source });

export const OFX_BANKS: Record<OfxBank, OfxProfile> = {
  itau: ofxProfile('Itaú', { bankId: '0341', account: '7037300576' }, 'windows-1252', 'confirmado'),
  bb: ofxProfile('Banco do Brasil', { bankId: '001', branch: '1234-5', account: '98765-0' }, 'windows-1252'),
  bradesco: ofxProfile('Bradesco', { bankId: '0237', branch: '3645', account: '1239066' }, 'windows-1252'),
  caixa: ofxProfile('Caixa', { bankId: '104', branch: '0534', account: '00100044028-2' }, 'windows-1252'),
  santander: ofxProfile('Santander', { bankId: '033', branch: '3270', account: '01087446-8' }),
  nubank: ofxProfile('Nubank', { bankId: '0260', branch: '1', account: '12345678-9' }),
  inter: ofxProfile('Inter', { bankId: '077', branch: '0001', account: '12345678' }),
};

/** Writes a statement in one bank's OFX layout. */
export function bankOfx(bank: OfxBank, transactions: GenTransaction[]): string {
  const { account } = OFX_BANKS[bank];
  switch (bank) {
    case 'itau':
      // No FITID, MEMO only, padded; [-03:EST] (sic) on every date.
      return ofxSgml(
        {
          dateSuffix: '100000[-03:EST]',
          decimal: '.',
          eol: '\r\n',
          header: SGML_HEADER('USASCII', '1252'),
          padMemo: 25,
        },
        [
          {
            account,
            transactions: transactions.map((t) => ({
              ...t,
              fitId: null,
              memo: (t.memo ?? t.name ?? '').toUpperCase(),
              name: undefined,
            })),
          },
        ],
      );
    case 'bb':
      return ofxSgml(
        {
          dateSuffix: '120000[-3:BRT]',
          decimal: '.',
          eol: '\r\n',
          header: SGML_HEADER('USASCII', '1252'),
          rawAmpersand: true,
        },
        [
          {
            account,
            transactions: [
              {
                date: transactions[0]?.date ?? '2026-01-01',
                amountCents: 0,
                memo: 'Saldo Anterior',
                fitId: '000000000',
                type: 'OTHER',
              },
              ...transactions,
            ],
          },
        ],
      );
    case 'bradesco':
      return ofxSgml(
        {
          dateSuffix: '000000[-03:EST]',
          decimal: ',',
          eol: '\r\n',
          header: SGML_HEADER('USASCII', '1252'),
          trailing: '\u001a',
        },
        [{ account, transactions }],
      );
    case 'caixa':
      return ofxSgml(
        {
          dateSuffix: '000000[-03:BRT]',
          decimal: '.',
          unsigned: true,
          eol: '\n',
          header: SGML_HEADER('USASCII', '1252'),
          indent: '  ',
        },
        [{ account, transactions }],
      );
    case 'santander':
      return ofxXml(account, transactions);
    case 'nubank':
      return ofxSgml(
        {
          dateSuffix: '000000[-3:BRT]',
          decimal: '.',
          closeLeaves: true,
          eol: '\n',
          header: SGML_HEADER('UTF-8', 'NONE'),
          indent: '  ',
          org: 'NU PAGAMENTOS S.A.',
          fid: '260',
        },
        [{ account, transactions }],
      );
    case 'inter':
      return ofxSgml({ dateSuffix: '', decimal: '.', eol: '\r\n', header: SGML_HEADER('UTF-8', '1252') }, [
        { account, transactions },
      ]);
  }
}

export type CsvBank = 'nubank' | 'inter' | 'bb' | 'itau' | 'bradesco';

export const CSV_BANKS: Record<
  CsvBank,
  { name: string; encoding: 'utf-8' | 'windows-1252'; source: 'confirmado' | 'aproximado' }
> = {
  nubank: { name: 'Nubank', encoding: 'utf-8', source: 'confirmado' },
  inter: { name: 'Inter', encoding: 'utf-8', source: 'confirmado' },
  bb: { name: 'Banco do Brasil', encoding: 'windows-1252', source: 'confirmado' },
  itau: { name: 'Itaú', encoding: 'windows-1252', source: 'aproximado' },
  bradesco: { name: 'Bradesco', encoding: 'windows-1252', source: 'aproximado' },
};

const q = (v: string) => `"${v.replace(/"/g, '""')}"`;
const desc = (t: GenTransaction) => [t.name, t.memo].filter(Boolean).join(' ');

/** Writes a statement in one bank's CSV layout (the balance running from 1.000,00). */
export function bankCsv(bank: CsvBank, transactions: GenTransaction[]): string {
  let balance = 100_000;
  const withBalance = transactions.map((t) => ({ t, balance: (balance += t.amountCents) }));
  switch (bank) {
    case 'nubank':
      return (
        'Data,Valor,Identificador,Descrição\n' +
        transactions
          .map(
            (t) =>
              `${brDate(t.date)},${ofxAmount(t.amountCents)},${t.fitId ?? ''},${/[,"]/.test(desc(t)) ? q(desc(t)) : desc(t)}`,
          )
          .join('\n') +
        '\n'
      );
    case 'inter':
      return (
        'Extrato Conta Corrente \nConta ;12345678\nPeríodo ;01/01/2026 a 31/01/2026\nSaldo ;1.000,00\n\n' +
        'Data Lançamento;Histórico;Descrição;Valor;Saldo\n' +
        withBalance
          .map(
            ({ t, balance: b }) =>
              `${brDate(t.date)};${t.name ?? 'Pix recebido'};${t.memo ?? ''};${brAmount(t.amountCents)};${brAmount(b)}`,
          )
          .join('\n') +
        '\n'
      );
    case 'bb':
      return (
        '"Data","Dependencia Origem","Histórico","Data do Balancete","Número do documento","Valor",\r\n' +
        `${q(brDate(transactions[0]?.date ?? '2026-01-01'))},"",${q('Saldo Anterior')},"","",${q('1000,00')},\r\n` +
        transactions
          .map(
            (t) =>
              [
                q(brDate(t.date)),
                q('0000'),
                q(desc(t)),
                q(''),
                q(t.checkNum ?? t.refNum ?? ''),
                q(ofxAmount(t.amountCents, ',')),
              ].join(',') + ',',
          )
          .join('\r\n') +
        '\r\n' +
        `${q(brDate(transactions[transactions.length - 1]?.date ?? '2026-01-01'))},"",${q('S A L D O')},"","",${q(ofxAmount(balance, ','))},\r\n`
      );
    case 'itau':
      return (
        'data;lançamento;ag./origem;valor (R$);saldos (R$)\r\n' +
        withBalance
          .map(({ t, balance: b }, i) => {
            const row = `${brDate(t.date)};${desc(t).toUpperCase()};;${brAmount(t.amountCents)};`;
            const next = withBalance[i + 1];
            return next && next.t.date === t.date ? row : `${row}\r\n${brDate(t.date)};SALDO DO DIA;;;${brAmount(b)}`;
          })
          .join('\r\n') +
        '\r\n'
      );
    case 'bradesco':
      return (
        'Data;Histórico;Docto.;Crédito (R$);Débito (R$);Saldo (R$)\r\n' +
        withBalance
          .map(({ t, balance: b }) =>
            [
              brDate(t.date, true),
              desc(t),
              t.checkNum ?? '',
              t.amountCents > 0 ? brAmount(t.amountCents) : '',
              t.amountCents < 0 ? brAmount(-t.amountCents) : '',
              brAmount(b),
            ].join(';'),
          )
          .join('\r\n') +
        '\r\nTotal;;;;;\r\n'
      );
  }
}

// ---------------------------------------------------------------------------------------
// Encodings
// ---------------------------------------------------------------------------------------

const CP1252_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Encodes text as the bank would write it. Throws on a character Windows-1252 lacks. */
export function encodeText(text: string, encoding: 'utf-8' | 'windows-1252', bom = false): Uint8Array {
  if (encoding === 'utf-8') {
    const body = new TextEncoder().encode(text);
    if (!bom) return body;
    const out = new Uint8Array(body.length + 3);
    out.set([0xef, 0xbb, 0xbf]);
    out.set(body, 3);
    return out;
  }
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    const code = ch.charCodeAt(0);
    const byte = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : CP1252_EXTRA[ch];
    if (byte === undefined) throw new Error(`Caractere fora do Windows-1252: ${ch}`);
    out[i] = byte;
  }
  return out;
}
