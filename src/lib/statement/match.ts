import { addDays, type IsoDate, parseIsoDate } from '../dates';
import { fold } from '../text';
import type { StatementTransaction } from './types';

/**
 * Matching a statement's credits to open receivable installments (decision 0601).
 *
 * Candidates of a credit: installments still open (`EM_ABERTO`, `ATRASADO`,
 * `RECEBIDO_PARCIAL`, `PENDENTE`) with something left to receive, due within
 * [credit date − daysBefore, credit date + daysAfter], and not already settled by this
 * very bank line (its id in one of the installment's settlements' `nsu`). Among them:
 *
 * - exact amount (credit = remaining value): a candidate on the amount alone;
 * - a credit smaller than the remaining value (a partial settlement): a candidate only
 *   when the memo names the customer (document, name, or part of the name), or every
 *   credit would "match" every larger installment;
 * - a credit larger than the remaining value (paid with interest, or by mistake): only
 *   when the memo has the customer's document or whole name.
 *
 * Who paid: a memo that says a transfer was received ("PIX RECEBIDO - NOME", "TED
 * RECEBIDA NOME", "DOC RECEBIDO NOME", "TRANSF RECEBIDA NOME"…) names its payer
 * (`payerOf`). Each candidate then says whether its customer is that payer (`payerFit`):
 * "confere" when the customer's CPF/CNPJ is in the memo, or when one name is the start of
 * the other, word by word (folded, without particles and company suffixes; words left
 * out in between, and the payer's last word cut short by the bank, are tolerated);
 * "diferente" otherwise; null when the memo names no payer or the customer has no name.
 *
 * Ranking, best first: exact, then partial, then larger; then the payer: the customer's
 * own, none named, another one; then the customer's CPF/CNPJ in the memo, then the whole
 * name, then part of it (at least two words and half of them), then nothing; then the
 * fewest days between credit and due date; then the earlier due date; then the
 * installment id (so equal candidates always come in the same order).
 *
 * One installment is the best candidate of at most one credit: every (credit,
 * candidate) pair of the statement is sorted by that ranking (equal pairs by credit
 * date, then file order) and taken greedily: a pair is kept when neither its credit
 * nor its installment has been given one yet. A credit whose candidates all went to
 * better-placed credits has no best candidate but keeps them as alternatives.
 */

export type OpenInstallmentStatus = 'EM_ABERTO' | 'ATRASADO' | 'RECEBIDO_PARCIAL' | 'PENDENTE';
export const OPEN_INSTALLMENT_STATUSES: readonly string[] = ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL', 'PENDENTE'];

/** An installment as matching needs it; the API layer maps the receivables search to this. */
export interface ReconcilableInstallment {
  id: string;
  customerName: string | null;
  /** CPF or CNPJ, formatted or not. */
  customerDocument: string | null;
  dueDate: IsoDate;
  /** What is still to be received (`nao_pago`), integer cents. */
  remainingCents: number;
  /** The search's status (other values are never candidates). */
  status: OpenInstallmentStatus | (string & {});
  description?: string | null;
  /** `nsu` of the settlements already registered on the installment. */
  settledNsus?: readonly string[];
}

export interface MatchOptions {
  /** How many days before the credit an installment may fall due (paid late). Default 60. */
  daysBefore?: number;
  /** How many days after the credit an installment may fall due (paid early). Default 30. */
  daysAfter?: number;
  /** Alternatives kept per credit. Default 5. */
  maxAlternatives?: number;
}

export type AmountFit = 'exato' | 'parcial' | 'excedente';
export type Identity = 'documento' | 'nome' | 'nome-parcial';
/** Whether the installment's customer is the payer the memo names. */
export type PayerFit = 'confere' | 'diferente';

export interface MatchCandidate {
  installment: ReconcilableInstallment;
  amountFit: AmountFit;
  identity: Identity | null;
  /** Credit date minus due date, in days (positive: paid after the due date). */
  daysFromDue: number;
  /** What stays open after settling the whole credit on it (0 unless partial). */
  remainingAfterCents: number;
  /** The customer against the payer the memo names; null when it names none (or the customer has no name). */
  payerFit: PayerFit | null;
}

export interface CreditMatch {
  credit: StatementTransaction;
  /** The payer the memo names, for display ("José da Conceição"); null when it names none. */
  payer: string | null;
  /** The proposal; null is "sem correspondência" (or every candidate went to another credit). */
  best: MatchCandidate | null;
  /** Other candidates, best first (they may be another credit's best). */
  alternatives: MatchCandidate[];
}

// Words that say nothing about who paid: name particles, company suffixes, bank jargon.
const NOISE = new Set(
  (
    'da de do das dos e di du del la le ltda me epp sa s/a eireli cia mei sociedade ' +
    'pix ted doc tev transf transferencia recebido recebida receb rec credito cred deposito dep pagamento pagto pgto ' +
    'cobranca boleto liquidacao liq titulo tit para via banco ag conta cc ref referente cpf cnpj'
  ).split(' '),
);

/** Significant words of a name or memo: folded, alphanumeric, without noise words. */
export function nameTokens(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length >= 2 && !NOISE.has(t) && !/^\d+$/.test(t));
}

export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** CPF (11 digits) and CNPJ (14 digits) written in a text, formatted or not. */
export function documentsIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(/\d[\d.\-/ ]{9,20}\d/g)) {
    const digits = onlyDigits(m[0]);
    if (digits.length === 11 || digits.length === 14) found.add(digits);
    // A run glued to other digits (`07593144000148 12345678909`) is also read word by word.
    for (const part of m[0].split(' ')) {
      const d = onlyDigits(part);
      if (d.length === 11 || d.length === 14) found.add(d);
    }
  }
  return found;
}

/** The payer a memo names: as written (title case when the bank wrote it in capitals), and its words. */
export interface Payer {
  name: string;
  /** `nameTokens` of the name. */
  tokens: string[];
}

const LETTER_OR_DIGIT = '[\\p{L}\\p{N}]';
const TRANSFER_WORD = 'pix|ted|doc|tev|transf(?:er[eê]ncia)?';
const RECEIPT_WORD = 'recebid[oa]|receb(?:imento)?|rec|cr[eé]d(?:ito)?';
const BETWEEN = '[\\s.:\\-–—]*';
/**
 * A memo that says a transfer came in, the payer's name after it: a transfer word and a
 * receipt word in either order ("PIX RECEBIDO", "TED - RECEBIDA", "Transferência recebida",
 * "RECEBIMENTO PIX", "CRED TED"), or the sender's label ("REM:", "REMETENTE").
 */
const PAYER_MARK = new RegExp(
  `(?<!${LETTER_OR_DIGIT})(?:(?:${TRANSFER_WORD})${BETWEEN}(?:${RECEIPT_WORD})|(?:${RECEIPT_WORD})${BETWEEN}(?:${TRANSFER_WORD})|rem(?:etente)?\\s*:|remetente)(?!${LETTER_OR_DIGIT})`,
  'iu',
);
/** A word of a name: letters, with the punctuation names and company suffixes carry (`D'ÁVILA`, `S/A`, `S.A.`). */
const NAME_WORD = /^(?:\p{L}[\p{L}\p{M}'’.&/-]*|&)$/u;
/** Words after the mark that are not a payer ("pelo Pix", "QR Code", "Agência"). */
const NOT_A_PAYER = new Set(
  'pelo pela por em no na qr code qrcode chave aleatoria bco agencia instituicao origem orig pagador ordenante'.split(
    ' ',
  ),
);
const NAME_PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e', 'di', 'du', 'del']);
const COMPANY_SUFFIXES = new Set(['me', 'epp', 'mei', 'eireli', 'sa', 's/a', 's.a.', 's.a']);
/** Banks cut long memos; a payer's name is never longer than this many words. */
const MAX_PAYER_WORDS = 8;

/** A name as a person reads it: written in capitals, it goes to title case ("José da Conceição"). */
function readableName(words: string[]): string {
  const text = words.join(' ');
  if (text !== text.toLocaleUpperCase('pt-BR')) return text;
  return words
    .map((word, i) => {
      const lower = word.toLocaleLowerCase('pt-BR');
      if (COMPANY_SUFFIXES.has(lower)) return word;
      if (i > 0 && NAME_PARTICLES.has(lower)) return lower;
      return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
    })
    .join(' ');
}

/**
 * The payer a memo names ("TED RECEBIDA - JOSÉ DA CONCEIÇÃO", "PIX RECEBIDO 123.456.789-09
 * MARIA SOUZA 10/03", "Transferência recebida pelo Pix - FULANO - •••.456-•• - BANCO"): the
 * first run of name words after the mark; documents, dates, masked digits, dashes and
 * labels (`Conta:`) end a run. Null when the memo names none (a deposit, "PIX RECEBIDO").
 */
export function payerOf(description: string): Payer | null {
  const mark = PAYER_MARK.exec(description);
  if (!mark) return null;
  const runs: string[][] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length) runs.push(run);
    run = [];
  };
  for (const raw of description.slice(mark.index + mark[0].length).split(/\s+/)) {
    const word = raw.replace(/^[-–—([]+|[,;:)\]]+$/gu, '');
    if (word && !raw.endsWith(':') && NAME_WORD.test(word)) run.push(word);
    else close();
  }
  close();
  for (const words of runs) {
    const tokens = words.map(nameTokens);
    // Leading words that name no one ("de", "pelo Pix") are not part of the name.
    const start = tokens.findIndex((word) => word.some((t) => !NOT_A_PAYER.has(t)));
    if (start < 0) continue;
    const end = start + MAX_PAYER_WORDS;
    return { name: readableName(words.slice(start, end)), tokens: tokens.slice(start, end).flat() };
  }
  return null;
}

/**
 * `named` is a start of `full`, word by word: the same first word, the others found in
 * order (words left out in between are tolerated: "José Conceição" is "José Antônio da
 * Conceição"); with `cut`, its last word may be the start of a word of `full` (the bank
 * cut the memo).
 */
function startsName(named: readonly string[], full: readonly string[], cut: boolean): boolean {
  if (named.length === 0 || named.length > full.length) return false;
  let at = 0;
  for (let i = 0; i < named.length; i += 1) {
    const word = named[i]!;
    const last = cut && i === named.length - 1;
    const same = (w: string) => w === word || (last && w.startsWith(word));
    if (i === 0) {
      if (!same(full[0]!)) return false;
      at = 1;
      continue;
    }
    while (at < full.length && !same(full[at]!)) at += 1;
    if (at === full.length) return false;
    at += 1;
  }
  return true;
}

/**
 * The customer (its name words) against the payer's words: the same when either name is
 * the start of the other (the payer's possibly cut short; a one-word customer name only
 * when the payer's name starts it, so "Ana" is not any "Ana …").
 */
export function payerFitOf(payer: readonly string[], customer: readonly string[]): PayerFit | null {
  if (customer.length === 0) return null;
  const same = startsName(payer, customer, true) || (customer.length >= 2 && startsName(customer, payer, false));
  return same ? 'confere' : 'diferente';
}

const FIT_RANK: Record<AmountFit, number> = { exato: 0, parcial: 1, excedente: 2 };
const IDENTITY_RANK: Record<Identity, number> = { documento: 0, nome: 1, 'nome-parcial': 2 };
const payerRank = (fit: PayerFit | null) => (fit === 'confere' ? 0 : fit === null ? 1 : 2);

/**
 * The ranking as one number (lower ranks first): amount fit, payer, identity, days from
 * the due date, due date. Equal keys fall back to the installment id.
 */
function rankKey(
  amountFit: AmountFit,
  payerFit: PayerFit | null,
  identity: Identity | null,
  daysFromDue: number,
  dueDay: number,
): number {
  const kind = (FIT_RANK[amountFit] * 3 + payerRank(payerFit)) * 4 + (identity ? IDENTITY_RANK[identity] : 3); // 0..35
  return (kind * 4096 + Math.min(Math.abs(daysFromDue), 4095)) * 1_000_000 + dueDay; // dueDay < 10^6 until year 4700
}

const byId = (a: ReconcilableInstallment, b: ReconcilableInstallment) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Negative when `a` ranks before `b`. */
export function compareCandidates(a: MatchCandidate, b: MatchCandidate): number {
  return (
    rankKey(a.amountFit, a.payerFit, a.identity, a.daysFromDue, dayNumber(a.installment.dueDate)) -
      rankKey(b.amountFit, b.payerFit, b.identity, b.daysFromDue, dayNumber(b.installment.dueDate)) ||
    byId(a.installment, b.installment)
  );
}

interface Ranked {
  candidate: MatchCandidate;
  key: number;
  credit: number;
}

const compareRanked = (a: Ranked, b: Ranked) => a.key - b.key || byId(a.candidate.installment, b.candidate.installment);

const dayNumber = (iso: IsoDate) => {
  const p = parseIsoDate(iso);
  return p ? Date.UTC(p.year, p.month - 1, p.day) / 86_400_000 : Number.NaN;
};

interface Indexed {
  /** Position in `entries`, for the per-credit counters. */
  at: number;
  installment: ReconcilableInstallment;
  tokens: string[];
  document: string | null;
  due: number;
  settled: ReadonlySet<string> | null;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * How many of the customer's words the memo has. Banks cut memos at a fixed width, so
 * the memo's last word (3 letters or more, and no customer's whole word) may be the
 * start of a name word.
 */
function nameIdentity(customer: string[], memo: ReadonlySet<string>, truncated: string | null): Identity | null {
  if (customer.length === 0) return null;
  let matched = 0;
  for (const token of customer) {
    if (memo.has(token) || (truncated && token.length > truncated.length && token.startsWith(truncated))) matched += 1;
  }
  if (matched === customer.length && (customer.length > 1 || customer[0]!.length >= 4)) return 'nome';
  if (matched >= 2 && matched * 2 >= customer.length) return 'nome-parcial';
  return null;
}

export function matchCredits(
  credits: readonly StatementTransaction[],
  installments: readonly ReconcilableInstallment[],
  options: MatchOptions = {},
): CreditMatch[] {
  const daysBefore = options.daysBefore ?? 60;
  const daysAfter = options.daysAfter ?? 30;
  const maxAlternatives = options.maxAlternatives ?? 5;

  const byAmount = new Map<number, Indexed[]>();
  const byDocument = new Map<string, Indexed[]>();
  const byToken = new Map<string, Indexed[]>();
  const byPrefix = new Map<string, Indexed[]>();
  const entries: Indexed[] = [];
  for (const installment of installments) {
    if (!OPEN_INSTALLMENT_STATUSES.includes(installment.status) || !(installment.remainingCents > 0)) continue;
    const due = dayNumber(installment.dueDate);
    if (Number.isNaN(due)) continue;
    const document = installment.customerDocument ? onlyDigits(installment.customerDocument) : '';
    const entry: Indexed = {
      at: entries.length,
      installment,
      tokens: [...new Set(nameTokens(installment.customerName ?? ''))],
      document: document.length === 11 || document.length === 14 ? document : null,
      due,
      settled: installment.settledNsus?.length ? new Set(installment.settledNsus) : null,
    };
    entries.push(entry);
    push(byAmount, installment.remainingCents, entry);
    if (entry.document) push(byDocument, entry.document, entry);
    for (const t of entry.tokens) {
      push(byToken, t, entry);
      if (t.length >= 3) push(byPrefix, t.slice(0, 3), entry);
    }
  }

  const wordCounts = new Int32Array(entries.length);
  const payers = credits.map((credit) => (credit.amountCents > 0 ? payerOf(credit.description) : null));
  const perCredit: Ranked[][] = credits.map((credit, creditIndex) => {
    if (!(credit.amountCents > 0)) return [];
    const payer = payers[creditIndex];
    const creditDay = dayNumber(credit.date);
    if (Number.isNaN(creditDay)) return [];
    const memoList = [...new Set(nameTokens(credit.description))];
    const memo = new Set(memoList);
    const last = memoList[memoList.length - 1];
    // A last word that is some customer's whole word (`SILVA`) is taken as written, not cut.
    const truncated = last && last.length >= 3 && !byToken.has(last) ? last : null;
    const documents = documentsIn(`${credit.description} ${credit.document ?? ''}`);

    // The pool: the exact amounts, the documents, and the installments whose customer
    // shares enough words with the memo to be named by it. Words are counted per
    // installment first (typed-array counters), so a common surname costs one increment
    // per installment, and the name rule runs only on the few that can pass it.
    const pool = new Set<Indexed>(byAmount.get(credit.amountCents));
    for (const d of documents) for (const e of byDocument.get(d) ?? []) pool.add(e);
    const touched: number[] = [];
    const bump = (e: Indexed) => {
      const n = wordCounts[e.at]!;
      wordCounts[e.at] = n + 1;
      if (n === 0) touched.push(e.at);
    };
    for (const t of memoList) for (const e of byToken.get(t) ?? []) bump(e);
    if (truncated) {
      for (const e of byPrefix.get(truncated.slice(0, 3)) ?? []) {
        if (e.tokens.some((k) => k !== truncated && k.startsWith(truncated))) bump(e);
      }
    }
    for (const at of touched) {
      const e = entries[at]!;
      if (wordCounts[at]! >= 2 || (e.tokens.length === 1 && wordCounts[at]! >= 1)) pool.add(e);
      wordCounts[at] = 0;
    }

    const candidates: Ranked[] = [];
    for (const e of pool) {
      const days = creditDay - e.due;
      if (days > daysBefore || -days > daysAfter) continue;
      if (e.settled?.has(credit.bankId)) continue;
      const remaining = e.installment.remainingCents;
      const amountFit: AmountFit =
        credit.amountCents === remaining ? 'exato' : credit.amountCents < remaining ? 'parcial' : 'excedente';
      const identity: Identity | null =
        e.document && documents.has(e.document) ? 'documento' : nameIdentity(e.tokens, memo, truncated);
      // Partial: the customer named, at least in part. More than owed: named in full.
      if (amountFit === 'parcial' && !identity) continue;
      if (amountFit === 'excedente' && identity !== 'documento' && identity !== 'nome') continue;
      // The customer's own document in the memo: the customer paid, whatever name follows.
      const payerFit = !payer ? null : identity === 'documento' ? 'confere' : payerFitOf(payer.tokens, e.tokens);
      candidates.push({
        candidate: {
          installment: e.installment,
          amountFit,
          identity,
          daysFromDue: days,
          remainingAfterCents: Math.max(0, remaining - credit.amountCents),
          payerFit,
        },
        key: rankKey(amountFit, payerFit, identity, days, e.due),
        credit: creditIndex,
      });
    }
    return candidates.sort(compareRanked);
  });

  // Greedy assignment over every pair, best pairs first (see the header comment).
  const order = credits
    .map((_, i) => i)
    .sort((a, b) => (credits[a]!.date < credits[b]!.date ? -1 : credits[a]!.date > credits[b]!.date ? 1 : a - b));
  const rankOfCredit = new Array<number>(credits.length);
  order.forEach((creditIndex, rank) => (rankOfCredit[creditIndex] = rank));
  const pairs = perCredit.flat();
  pairs.sort((p, q) => compareRanked(p, q) || rankOfCredit[p.credit]! - rankOfCredit[q.credit]!);
  const best = new Array<MatchCandidate | null>(credits.length).fill(null);
  const taken = new Set<string>();
  for (const { credit, candidate } of pairs) {
    if (best[credit] || taken.has(candidate.installment.id)) continue;
    best[credit] = candidate;
    taken.add(candidate.installment.id);
  }

  return credits.map((credit, i) => ({
    credit,
    payer: payers[i]?.name ?? null,
    best: best[i] ?? null,
    alternatives: perCredit[i]!.filter((r) => r.candidate !== best[i])
      .slice(0, maxAlternatives)
      .map((r) => r.candidate),
  }));
}

/** The due-date window searched for a statement: from the earliest credit − daysBefore to the latest + daysAfter. */
export function dueDateWindow(
  credits: readonly Pick<StatementTransaction, 'date'>[],
  options: Pick<MatchOptions, 'daysBefore' | 'daysAfter'> = {},
): { from: IsoDate; to: IsoDate } | null {
  if (credits.length === 0) return null;
  let min = credits[0]!.date;
  let max = min;
  for (const c of credits) {
    if (c.date < min) min = c.date;
    if (c.date > max) max = c.date;
  }
  return { from: addDays(min, -(options.daysBefore ?? 60)), to: addDays(max, options.daysAfter ?? 30) };
}
