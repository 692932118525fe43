import { type IsoDate, parseIsoDate } from '../dates';
import { addDays } from '../date-math';
import { fold } from '../text';
import { sideOf, type StatementSide, type StatementTransaction } from './types';

/** A credit against open receivables, a debit against open payables (rules and ranking: decision 0601). */

export type OpenInstallmentStatus = 'EM_ABERTO' | 'ATRASADO' | 'RECEBIDO_PARCIAL' | 'PENDENTE';
export const OPEN_INSTALLMENT_STATUSES: readonly string[] = ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL', 'PENDENTE'];

/** An installment as matching needs it; the API layer maps the receivables and payables searches to this. */
export interface ReconcilableInstallment {
  id: string;
  /** A receivable (`receber`, the default when absent) or a payable (`pagar`). */
  side?: StatementSide;
  /** The party: the receivable's customer, the payable's supplier. */
  partyName: string | null;
  partyDocument: string | null;
  dueDate: IsoDate;
  /** What is still to be received or paid (`nao_pago`), integer cents. */
  remainingCents: number;
  status: OpenInstallmentStatus | (string & {});
  description?: string | null;
  settledNsus?: readonly string[];
}

export interface MatchOptions {
  daysBefore?: number;
  daysAfter?: number;
  maxAlternatives?: number;
}

export type AmountFit = 'exato' | 'parcial' | 'excedente';
export type Identity = 'documento' | 'nome' | 'nome-parcial';
export type PartyFit = 'confere' | 'diferente';

export interface MatchCandidate {
  installment: ReconcilableInstallment;
  amountFit: AmountFit;
  identity: Identity | null;
  /** Line date minus due date, in days (positive: paid after the due date). */
  daysFromDue: number;
  remainingAfterCents: number;
  partyFit: PartyFit | null;
}

export interface LineMatch {
  line: StatementTransaction;
  side: StatementSide;
  amountCents: number;
  party: string | null;
  /** The proposal; null is "sem correspondência". */
  best: MatchCandidate | null;
  alternatives: MatchCandidate[];
}

// Words that say nothing about who paid or was paid: name particles, company suffixes, bank jargon.
const NOISE = new Set(
  (
    'da de do das dos e di du del la le ltda me epp sa s/a eireli cia mei sociedade ' +
    'pix ted doc tev transf transferencia recebido recebida receb rec credito cred deposito dep pagamento pagto pgto ' +
    'cobranca boleto liquidacao liq titulo tit para via banco ag conta cc ref referente cpf cnpj ' +
    'enviado enviada envio env emitido emitida realizado realizada pag pagt debito deb aut automatico ' +
    'favorecido fav destinatario dest fornecedor fornecedores'
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

export interface Party {
  name: string;
  tokens: string[];
}

const LETTER_OR_DIGIT = '[\\p{L}\\p{N}]';
const TRANSFER_WORD = 'pix|ted|doc|tev|transf(?:er[eê]ncia)?';
const RECEIPT_WORD = 'recebid[oa]|receb(?:imento)?|rec|cr[eé]d(?:ito)?';
const SENT_WORD = 'enviad[oa]|envio|env|emitid[oa]|realizad[oa]';
const PAYMENT_WORD = 'pag(?:amento|to|t)?';
const PAID_THING = 'boleto|bloqueto|t[ií]tulo|tit|cobran[cç]a|fornecedor(?:es)?|pix|ted|doc';
const BETWEEN = '[\\s.:\\-–—]*';

/** A mark: one of `words` standing alone, or one of `glued`, which may touch the name that follows ("PAG*FULANO"). */
const markOf = (words: readonly string[], glued: readonly string[] = []) =>
  new RegExp(
    `(?<!${LETTER_OR_DIGIT})(?:(?:${words.join('|')})(?!${LETTER_OR_DIGIT})${glued.map((g) => `|${g}`).join('')})`,
    'iu',
  );

/** Where the counterparty's name starts: "PIX RECEBIDO", "REM:" (credit); "TED ENVIADA", "PAG*", "FAV:" (debit). */
const PARTY_MARKS: Record<StatementSide, RegExp> = {
  receber: markOf([
    `(?:${TRANSFER_WORD})${BETWEEN}(?:${RECEIPT_WORD})`,
    `(?:${RECEIPT_WORD})${BETWEEN}(?:${TRANSFER_WORD})`,
    'rem(?:etente)?\\s*:',
    'remetente',
  ]),
  pagar: markOf(
    [
      `(?:${TRANSFER_WORD})${BETWEEN}(?:${SENT_WORD})`,
      `(?:${SENT_WORD})${BETWEEN}(?:${TRANSFER_WORD})`,
      `(?:${TRANSFER_WORD})\\s+para`,
      `${PAYMENT_WORD}\\.?${BETWEEN}(?:de\\s+)?(?:${PAID_THING})`,
      `d[eé]b(?:ito)?\\.?${BETWEEN}aut(?:om[aá]tico)?\\.?`,
      'favorecido',
      'destinat[aá]rio',
    ],
    ['pag\\*', '(?:fav(?:orecido)?|des(?:t(?:inat[aá]rio)?)?)\\s*:'],
  ),
};
/** A word of a name: letters, with the punctuation names and company suffixes carry (`D'ÁVILA`, `S/A`, `S.A.`). */
const NAME_WORD = /^(?:\p{L}[\p{L}\p{M}'’.&/-]*|&)$/u;
/** Words after the mark that are not a party ("pelo Pix", "QR Code", "Agência"). */
const NOT_A_NAME = new Set(
  'pelo pela por em no na qr code qrcode chave aleatoria bco agencia instituicao origem orig pagador ordenante destino'.split(
    ' ',
  ),
);
const NAME_PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e', 'di', 'du', 'del']);
const COMPANY_SUFFIXES = new Set(['me', 'epp', 'mei', 'eireli', 'sa', 's/a', 's.a.', 's.a']);
/** Banks cut long memos; a party's name is never longer than this many words. */
const MAX_NAME_WORDS = 8;

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

/** The first run of name words after the side's mark; null when the memo names no one ("PIX RECEBIDO", "TARIFA"). */
export function partyOf(description: string, side: StatementSide): Party | null {
  const mark = PARTY_MARKS[side].exec(description);
  if (!mark) return null;
  const runs: string[][] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length) runs.push(run);
    run = [];
  };
  for (const raw of description.slice(mark.index + mark[0].length).split(/\s+/)) {
    const word = raw.replace(/^[-–—(["“]+|[,;:)\]"”]+$/gu, '');
    if (word && !raw.endsWith(':') && NAME_WORD.test(word)) run.push(word);
    else close();
  }
  close();
  for (const words of runs) {
    const tokens = words.map(nameTokens);
    // Leading words that name no one ("de", "pelo Pix") are not part of the name.
    const start = tokens.findIndex((word) => word.some((t) => !NOT_A_NAME.has(t)));
    if (start < 0) continue;
    const end = start + MAX_NAME_WORDS;
    return { name: readableName(words.slice(start, end)), tokens: tokens.slice(start, end).flat() };
  }
  return null;
}

export const payerOf = (description: string): Party | null => partyOf(description, 'receber');

export const payeeOf = (description: string): Party | null => partyOf(description, 'pagar');

/** `named` starts `full`, word by word, gaps tolerated; with `cut`, its last word may be cut short. */
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

/** Either name starts the other; a one-word party only when the memo's name starts it ("Ana" is not any "Ana …"). */
export function partyFitOf(named: readonly string[], party: readonly string[]): PartyFit | null {
  if (party.length === 0) return null;
  const same = startsName(named, party, true) || (party.length >= 2 && startsName(party, named, false));
  return same ? 'confere' : 'diferente';
}

const FIT_RANK: Record<AmountFit, number> = { exato: 0, parcial: 1, excedente: 2 };
const IDENTITY_RANK: Record<Identity, number> = { documento: 0, nome: 1, 'nome-parcial': 2 };
const partyRank = (fit: PartyFit | null) => (fit === 'confere' ? 0 : fit === null ? 1 : 2);

/** The ranking as one number, lower first: amount fit, counterparty, identity, days from due, due date. */
function rankKey(
  amountFit: AmountFit,
  partyFit: PartyFit | null,
  identity: Identity | null,
  daysFromDue: number,
  dueDay: number,
): number {
  const kind = (FIT_RANK[amountFit] * 3 + partyRank(partyFit)) * 4 + (identity ? IDENTITY_RANK[identity] : 3); // 0..35
  return (kind * 4096 + Math.min(Math.abs(daysFromDue), 4095)) * 1_000_000 + dueDay; // dueDay < 10^6 until year 4700
}

const byId = (a: ReconcilableInstallment, b: ReconcilableInstallment) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function compareCandidates(a: MatchCandidate, b: MatchCandidate): number {
  return (
    rankKey(a.amountFit, a.partyFit, a.identity, a.daysFromDue, dayNumber(a.installment.dueDate)) -
      rankKey(b.amountFit, b.partyFit, b.identity, b.daysFromDue, dayNumber(b.installment.dueDate)) ||
    byId(a.installment, b.installment)
  );
}

interface Ranked {
  candidate: MatchCandidate;
  key: number;
  line: number;
}

const compareRanked = (a: Ranked, b: Ranked) => a.key - b.key || byId(a.candidate.installment, b.candidate.installment);

const dayNumber = (iso: IsoDate) => {
  const p = parseIsoDate(iso);
  return p ? Date.UTC(p.year, p.month - 1, p.day) / 86_400_000 : Number.NaN;
};

interface Indexed {
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

/** Banks cut memos at a fixed width, so the memo's last word may be the start of a name's word. */
function nameIdentity(party: string[], memo: ReadonlySet<string>, truncated: string | null): Identity | null {
  if (party.length === 0) return null;
  let matched = 0;
  for (const token of party) {
    if (memo.has(token) || (truncated && token.length > truncated.length && token.startsWith(truncated))) matched += 1;
  }
  if (matched === party.length && (party.length > 1 || party[0]!.length >= 4)) return 'nome';
  if (matched >= 2 && matched * 2 >= party.length) return 'nome-parcial';
  return null;
}

interface SideIndex {
  entries: Indexed[];
  byAmount: Map<number, Indexed[]>;
  byDocument: Map<string, Indexed[]>;
  byToken: Map<string, Indexed[]>;
  byPrefix: Map<string, Indexed[]>;
  wordCounts: Int32Array;
}

function indexSide(installments: readonly ReconcilableInstallment[]): SideIndex {
  const byAmount = new Map<number, Indexed[]>();
  const byDocument = new Map<string, Indexed[]>();
  const byToken = new Map<string, Indexed[]>();
  const byPrefix = new Map<string, Indexed[]>();
  const entries: Indexed[] = [];
  for (const installment of installments) {
    if (!OPEN_INSTALLMENT_STATUSES.includes(installment.status) || !(installment.remainingCents > 0)) continue;
    const due = dayNumber(installment.dueDate);
    if (Number.isNaN(due)) continue;
    const document = installment.partyDocument ? onlyDigits(installment.partyDocument) : '';
    const entry: Indexed = {
      at: entries.length,
      installment,
      tokens: [...new Set(nameTokens(installment.partyName ?? ''))],
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
  return { entries, byAmount, byDocument, byToken, byPrefix, wordCounts: new Int32Array(entries.length) };
}

/** Proposals for every line, in the order of `lines`; an installment without `side` is a receivable. */
export function matchStatement(
  lines: readonly StatementTransaction[],
  installments: readonly ReconcilableInstallment[],
  options: MatchOptions = {},
): LineMatch[] {
  const daysBefore = options.daysBefore ?? 60;
  const daysAfter = options.daysAfter ?? 30;
  const maxAlternatives = options.maxAlternatives ?? 5;

  const indexes: Record<StatementSide, SideIndex> = {
    receber: indexSide(installments.filter((i) => (i.side ?? 'receber') === 'receber')),
    pagar: indexSide(installments.filter((i) => i.side === 'pagar')),
  };

  const sides = lines.map(sideOf);
  const amounts = lines.map((line) => Math.abs(line.amountCents));
  const parties = lines.map((line, i) => (amounts[i]! > 0 ? partyOf(line.description, sides[i]!) : null));
  const perLine: Ranked[][] = lines.map((line, lineIndex) => {
    const amount = amounts[lineIndex]!;
    if (!(amount > 0)) return [];
    const { entries, byAmount, byDocument, byToken, byPrefix, wordCounts } = indexes[sides[lineIndex]!];
    const party = parties[lineIndex];
    const lineDay = dayNumber(line.date);
    if (Number.isNaN(lineDay)) return [];
    const memoList = [...new Set(nameTokens(line.description))];
    const memo = new Set(memoList);
    const last = memoList[memoList.length - 1];
    // A last word that is some party's whole word (`SILVA`) is taken as written, not cut.
    const truncated = last && last.length >= 3 && !byToken.has(last) ? last : null;
    const documents = documentsIn(`${line.description} ${line.document ?? ''}`);

    // The pool: exact amounts, documents, and parties sharing enough memo words (counted per installment).
    const pool = new Set<Indexed>(byAmount.get(amount));
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
      const days = lineDay - e.due;
      if (-days > daysAfter) continue;
      if (e.settled?.has(line.bankId)) continue;
      const remaining = e.installment.remainingCents;
      const amountFit: AmountFit = amount === remaining ? 'exato' : amount < remaining ? 'parcial' : 'excedente';
      const identity: Identity | null =
        e.document && documents.has(e.document) ? 'documento' : nameIdentity(e.tokens, memo, truncated);
      // Due long before the line (a late payment of an old debt): only when the memo names its party.
      if (days > daysBefore && !identity) continue;
      // Partial: the party named at least in part. More than open: named in full.
      if (amountFit === 'parcial' && !identity) continue;
      if (amountFit === 'excedente' && identity !== 'documento' && identity !== 'nome') continue;
      // The party's own document in the memo: the party paid (or was paid), whatever name follows.
      const partyFit = !party ? null : identity === 'documento' ? 'confere' : partyFitOf(party.tokens, e.tokens);
      candidates.push({
        candidate: {
          installment: e.installment,
          amountFit,
          identity,
          daysFromDue: days,
          remainingAfterCents: Math.max(0, remaining - amount),
          partyFit,
        },
        key: rankKey(amountFit, partyFit, identity, days, e.due),
        line: lineIndex,
      });
    }
    return candidates.sort(compareRanked);
  });

  // Greedy over every pair, best first; an installment is taken once per side.
  const order = lines
    .map((_, i) => i)
    .sort((a, b) => (lines[a]!.date < lines[b]!.date ? -1 : lines[a]!.date > lines[b]!.date ? 1 : a - b));
  const rankOfLine = new Array<number>(lines.length);
  order.forEach((lineIndex, rank) => (rankOfLine[lineIndex] = rank));
  const pairs = perLine.flat();
  pairs.sort((p, q) => compareRanked(p, q) || rankOfLine[p.line]! - rankOfLine[q.line]!);
  const best = new Array<MatchCandidate | null>(lines.length).fill(null);
  const taken = new Set<string>();
  for (const { line, candidate } of pairs) {
    const key = `${sides[line]}:${candidate.installment.id}`;
    if (best[line] || taken.has(key)) continue;
    best[line] = candidate;
    taken.add(key);
  }

  return lines.map((line, i) => ({
    line,
    side: sides[i]!,
    amountCents: amounts[i]!,
    party: parties[i]?.name ?? null,
    best: best[i] ?? null,
    alternatives: perLine[i]!.filter((r) => r.candidate !== best[i])
      .slice(0, maxAlternatives)
      .map((r) => r.candidate),
  }));
}

/** The due-date window searched for some lines: from the earliest line − daysBefore to the latest + daysAfter. */
export function dueDateWindow(
  lines: readonly Pick<StatementTransaction, 'date'>[],
  options: Pick<MatchOptions, 'daysBefore' | 'daysAfter'> = {},
): { from: IsoDate; to: IsoDate } | null {
  if (lines.length === 0) return null;
  let min = lines[0]!.date;
  let max = min;
  for (const c of lines) {
    if (c.date < min) min = c.date;
    if (c.date > max) max = c.date;
  }
  return { from: addDays(min, -(options.daysBefore ?? 60)), to: addDays(max, options.daysAfter ?? 30) };
}
