import type { IsoDate } from '../dates';
import { fold } from '../text';
import { detectDecimalSeparator, parseAmountCents, parseOfxDate } from './values';
import { StatementError, type StatementAccount } from './types';

/** OFX 1.x SGML, 2.x XML and mixtures; a transaction without readable date or amount is reported, never guessed. */

export interface OfxRawTransaction {
  type: string | null;
  date: IsoDate | null;
  amountText: string | null;
  fitId: string | null;
  name: string | null;
  memo: string | null;
  checkNum: string | null;
  refNum: string | null;
  index: number;
}

export interface OfxDocument {
  accounts: StatementAccount[];
  transactions: OfxRawTransaction[];
  creditCardStatements: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function looksLikeOfx(text: string): boolean {
  const head = text.slice(0, 4096);
  return /^\s*OFXHEADER\s*:/im.test(head) || /<\?OFX\b/i.test(head) || /<OFX>/i.test(text.slice(0, 65536));
}

const TOKEN = /<(\/?)([A-Za-z][A-Za-z0-9_.]*)\s*[^>]*>|<!--[\s\S]*?-->|<[?!][^>]*>|([^<]+)/g;

const TRANSACTION_FIELDS = new Set([
  'TRNTYPE',
  'DTPOSTED',
  'DTUSER',
  'TRNAMT',
  'FITID',
  'NAME',
  'MEMO',
  'CHECKNUM',
  'REFNUM',
]);
const ACCOUNT_FIELDS = new Set(['BANKID', 'BRANCHID', 'ACCTID']);

export function readOfx(text: string): OfxDocument {
  const start = text.search(/<OFX>/i);
  if (start < 0)
    throw new StatementError('not-a-statement', 'O arquivo não tem o corpo de um extrato OFX (a marca <OFX>).');
  const endMatch = /<\/OFX>/i.exec(text.slice(start));
  const body = endMatch ? text.slice(start, start + endMatch.index + endMatch[0].length) : text.slice(start);

  const accounts: StatementAccount[] = [];
  const transactions: OfxRawTransaction[] = [];
  let creditCardStatements = 0;

  // Open aggregates, innermost last; a leaf (a tag followed by text) is never pushed.
  const stack: string[] = [];
  const state: {
    pendingLeaf: string | null;
    transaction: Record<string, string> | null;
    account: Record<string, string> | null;
    inBankStatement: number;
  } = { pendingLeaf: null, transaction: null, account: null, inBankStatement: 0 };

  const openAggregate = (name: string) => {
    if (name === 'STMTRS') state.inBankStatement += 1;
    else if (name === 'CCSTMTRS') creditCardStatements += 1;
    else if (name === 'STMTTRN') state.transaction = {};
    else if (name === 'BANKACCTFROM') state.account = {};
  };

  const closeAggregate = (name: string) => {
    const { transaction: t, account: a } = state;
    if (name === 'STMTTRN' && t) {
      if (state.inBankStatement > 0) {
        transactions.push({
          type: t.TRNTYPE?.toUpperCase() ?? null,
          date: parseOfxDate(t.DTPOSTED ?? t.DTUSER ?? ''),
          amountText: t.TRNAMT ?? null,
          fitId: t.FITID || null,
          name: t.NAME || null,
          memo: t.MEMO || null,
          checkNum: t.CHECKNUM || null,
          refNum: t.REFNUM || null,
          index: transactions.length,
        });
      }
      state.transaction = null;
    } else if (name === 'BANKACCTFROM' && a) {
      if (state.inBankStatement > 0) {
        accounts.push({ bankCode: a.BANKID || null, branch: a.BRANCHID || null, account: a.ACCTID || null });
      }
      state.account = null;
    } else if (name === 'STMTRS') {
      state.inBankStatement -= 1;
    }
  };

  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(body); m; m = TOKEN.exec(body)) {
    const [, slash, rawName, textPart] = m;
    if (textPart !== undefined) {
      const value = textPart.replace(/\s+/g, ' ').trim();
      if (state.pendingLeaf && value !== '') {
        const field = state.pendingLeaf;
        state.pendingLeaf = null;
        const decoded = decodeEntities(value);
        if (state.transaction && TRANSACTION_FIELDS.has(field)) state.transaction[field] = decoded;
        else if (state.account && ACCOUNT_FIELDS.has(field)) state.account[field] = decoded;
      }
      continue;
    }
    if (!rawName) continue; // comment, processing instruction, declaration
    const name = rawName.toUpperCase();
    if (slash) {
      if (state.pendingLeaf === name) {
        state.pendingLeaf = null;
        continue;
      }
      state.pendingLeaf = null;
      const at = stack.lastIndexOf(name);
      if (at < 0) continue; // the closing tag of a leaf already read (`<TRNAMT>1</TRNAMT>`)
      while (stack.length > at) closeAggregate(stack.pop()!);
      continue;
    }
    // An opening tag: the previous one was an aggregate if no text came in between.
    if (state.pendingLeaf) {
      stack.push(state.pendingLeaf);
      openAggregate(state.pendingLeaf);
    }
    state.pendingLeaf = name;
  }
  while (stack.length > 0) closeAggregate(stack.pop()!);

  return { accounts, transactions, creditCardStatements };
}

const DEBIT_TYPES = new Set(['DEBIT', 'PAYMENT', 'CHECK', 'FEE', 'SRVCHG', 'ATM', 'POS', 'DIRECTDEBIT', 'CASH']);
const CREDIT_TYPES = new Set(['CREDIT', 'DEP', 'INT', 'DIV', 'DIRECTDEP']);

/** Balance lines some banks list as transactions (Banco do Brasil, Itaú), tested on folded text; never money. */
export const BALANCE_LINE =
  /^(s a l d o|saldo|saldo\b.*\b(anterior|do dia|final|disponivel|atual|total|bloqueado)\b.*)$/i;

export interface OfxSignedTransaction extends OfxRawTransaction {
  amountCents: number;
  date: IsoDate;
  description: string;
}

/** `TRNAMT`'s sign wins; a file with no negative amount but a debit `TRNTYPE` is unsigned, debit types money out. */
export function signOfxTransactions(raw: readonly OfxRawTransaction[]): {
  transactions: OfxSignedTransaction[];
  warnings: string[];
} {
  const warnings: string[] = [];
  const decimal = detectDecimalSeparator(raw.map((t) => t.amountText ?? '')) ?? '.';
  const amounts = raw.map((t) => (t.amountText === null ? null : parseAmountCents(t.amountText, decimal)));
  const unsignedFile =
    amounts.every((a) => a === null || a >= 0) && raw.some((t) => t.type !== null && DEBIT_TYPES.has(t.type));
  if (unsignedFile && raw.length > 0) {
    warnings.push(
      'Os valores do arquivo vêm sem sinal: o tipo de cada lançamento (TRNTYPE) diz se é crédito ou débito.',
    );
  }
  const transactions: OfxSignedTransaction[] = [];
  raw.forEach((t, i) => {
    const line = `Lançamento ${t.index + 1}`;
    let cents = amounts[i];
    if (cents === null || cents === undefined) {
      warnings.push(`${line} ignorado: valor ilegível (${t.amountText ?? 'sem TRNAMT'}).`);
      return;
    }
    if (!t.date) {
      warnings.push(`${line} ignorado: data ilegível.`);
      return;
    }
    const description = describe(t.name, t.memo);
    if (cents === 0) {
      warnings.push(`${line} ignorado: valor zero${description ? ` (${description})` : ''}.`);
      return;
    }
    if (BALANCE_LINE.test(fold(description))) {
      warnings.push(`${line} ignorado: é uma linha de saldo (${description}).`);
      return;
    }
    if (unsignedFile && t.type && DEBIT_TYPES.has(t.type)) cents = -cents;
    else if (t.type && ((cents > 0 && DEBIT_TYPES.has(t.type)) || (cents < 0 && CREDIT_TYPES.has(t.type)))) {
      warnings.push(`${line}: o tipo ${t.type} contradiz o sinal do valor; vale o sinal do valor.`);
    }
    transactions.push({ ...t, amountCents: cents, date: t.date, description });
  });
  return { transactions, warnings };
}

/** MEMO and NAME as one text: the longer when one contains the other, else both. */
export function describe(name: string | null, memo: string | null): string {
  const n = name?.trim() ?? '';
  const m = memo?.trim() ?? '';
  if (!n) return m;
  if (!m) return n;
  const [fn, fm] = [n.toLowerCase(), m.toLowerCase()];
  if (fm.includes(fn)) return m;
  if (fn.includes(fm)) return n;
  return `${n} - ${m}`;
}
