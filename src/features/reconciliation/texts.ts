import type { CandidatesProgress } from '../../api/reconciliation';
import { formatDateBR } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { SIDE_LABELS, type LineMatch, type MatchCandidate, type StatementSide } from '../../lib/statement';
import { parcelas } from '../../lib/nouns';
import { countOf, formatCount } from '../../lib/text';
import type { LineState } from './line-review';

/** The reconciliation's sentences with counts ("1.486", singular for one). */

const LINE_NOUNS: Record<StatementSide, readonly [string, string]> = {
  receber: ['crédito', 'créditos'],
  pagar: ['débito', 'débitos'],
};

/** "1 crédito", "2 débitos". */
export const countLines = (side: StatementSide, n: number) => countOf(n, ...LINE_NOUNS[side]);

/** "1 lançamento novo", "3 lançamentos novos" */
export const entryCount = (n: number) => countOf(n, 'lançamento novo', 'lançamentos novos');

/** "extrato OFX com 1 crédito e 2 débitos" */
export function statementSummary(kind: 'ofx' | 'csv', credits: number, debits: number): string {
  return `extrato ${kind === 'ofx' ? 'OFX' : 'CSV'} com ${countLines('receber', credits)} e ${countLines('pagar', debits)}`;
}

const SEARCHED: Record<StatementSide, string> = { receber: 'parcelas a receber', pagar: 'parcelas a pagar' };

/** While the installments are read: how many so far (of which side), then the settlements checked. */
export function candidatesProgressText(progress: CandidatesProgress | null): string {
  if (progress?.phase === 'baixas') {
    const total = progress.total === null ? '?' : parcelas(progress.total);
    return `Conferindo as baixas já registradas (${formatCount(progress.done)} de ${total})…`;
  }
  if (!progress) return 'Buscando as parcelas em aberto…';
  return `Buscando as ${SEARCHED[progress.side]} em aberto (${countOf(progress.done, 'lida', 'lidas')})…`;
}

/** "3 créditos a conciliar: 1 confirmado, 1 a confirmar, 1 sem correspondência." */
export function linesStatus(side: StatementSide, total: number, counts: Readonly<Record<LineState, number>>): string {
  const parts = [
    counts.confirmada && countOf(counts.confirmada, 'confirmado', 'confirmados'),
    counts['a-confirmar'] && `${formatCount(counts['a-confirmar'])} a confirmar`,
    counts['sem-correspondencia'] && `${formatCount(counts['sem-correspondencia'])} sem correspondência`,
    counts.ignorada && countOf(counts.ignorada, 'ignorado', 'ignorados'),
  ].filter(Boolean);
  return `${countLines(side, total)} a conciliar${parts.length ? `: ${parts.join(', ')}` : ''}.`;
}

/** Lines of a side dropped before matching because the platform already has their `nsu`. */
export function alreadySettledText(side: StatementSide, n: number): string {
  const where =
    side === 'receber'
      ? ['em uma parcela a receber', 'em parcelas a receber']
      : ['em uma parcela a pagar', 'em parcelas a pagar'];
  return n === 1
    ? `1 ${LINE_NOUNS[side][0]} deste extrato já está baixado ${where[0]} (pelo identificador do lançamento) e não é proposto de novo.`
    : `${countLines(side, n)} deste extrato já estão baixados ${where[1]} (pelo identificador do lançamento) e não são propostos de novo.`;
}

/** Lines of a side recognised as transfers between the company's accounts. */
export function transfersText(side: StatementSide, n: number): string {
  return n === 1
    ? `1 ${LINE_NOUNS[side][0]} deste extrato é transferência entre contas registrada na plataforma, não receita nem despesa: não entra nas baixas nem vira lançamento.`
    : `${countLines(side, n)} deste extrato são transferências entre contas registradas na plataforma, não receita nem despesa: não entram nas baixas nem viram lançamentos.`;
}

/** Why the run leaves out a line that is a transfer. */
export const transferSkipReason = (description: string, accounts: string) =>
  `Transferência entre contas (${description}, ${accounts}): não é receita nem despesa.`;

/** Restored confirmations whose installment is no longer open for their line. */
export function undoneText(n: number): string {
  return n === 1
    ? '1 confirmação guardada foi desfeita: a parcela escolhida não está mais em aberto para o lançamento (baixada ou alterada desde então). Confira a linha de novo.'
    : `${formatCount(n)} confirmações guardadas foram desfeitas: as parcelas escolhidas não estão mais em aberto para os lançamentos (baixadas ou alteradas desde então). Confira as linhas de novo.`;
}

/** How a candidate's amount fits the line's: `amountCents` is the line's amount without its sign. */
export function fitText(c: MatchCandidate, amountCents: number): string {
  if (c.amountFit === 'exato') return 'valor exato';
  if (c.amountFit === 'parcial') return `baixa parcial: restam ${formatCents(c.remainingAfterCents)}`;
  return `acima do valor em aberto (${formatCents(c.installment.remainingCents)}): a diferença fica como excedente de ${formatCents(amountCents - c.installment.remainingCents)}`;
}

/** Under a line whose installment other confirmed lines of the statement also settle. */
export function sharedText(othersCents: number, openCents: number, refused: boolean): string {
  const others = `Outra linha deste extrato já baixa ${formatCents(othersCents)} desta parcela`;
  return refused
    ? `${others}; com esta, passaria do valor em aberto (${formatCents(openCents)}). Escolha outra parcela ou desfaça a outra linha.`
    : `${others}: antes desta, restam ${formatCents(Math.max(0, openCents - othersCents))} em aberto.`;
}

/** Why the run leaves out a line that would settle an installment another line already settles. */
export const SHARED_SKIP_REASON =
  'Outra linha deste extrato já baixa esta parcela, e esta passaria do valor em aberto: confira as duas.';

/**
 * Each line's name in its row's controls, by `bankId`: "crédito de 05/12/2026 de R$ 100,00".
 * Lines alike in side, day and value also say their place in the file ("lançamento 7 do
 * arquivo", as the import's warnings count), so no two controls of a table share a name.
 */
export function lineNames(matches: readonly LineMatch[]): Map<string, string> {
  const base = (m: LineMatch) =>
    `${SIDE_LABELS[m.side].toLowerCase()} de ${formatDateBR(m.line.date)} de ${formatCents(m.amountCents)}`;
  const names = matches.map((m) => [m, base(m)] as const);
  const alike = new Map<string, number>();
  for (const [, name] of names) alike.set(name, (alike.get(name) ?? 0) + 1);
  return new Map(
    names.map(([m, name]) => [
      m.line.bankId,
      alike.get(name)! > 1 ? `${name} (lançamento ${m.line.index + 1} do arquivo)` : name,
    ]),
  );
}
