import type { CandidatesProgress } from '../../api/reconciliation';
import { formatCents } from '../../lib/money';
import type { RunSummary } from '../../lib/statement';
import { countOf, formatCount } from '../../lib/text';
import type { CreditState } from './decisions';

/**
 * The sentences of the reconciliation screen that carry counts: each count in the
 * Brazilian way ("1.486") beside its noun in the singular for one only (`lib/text.ts`).
 */

/** "extrato OFX com 1 crédito e 2 débitos" */
export function statementSummary(kind: 'ofx' | 'csv', credits: number, debits: number): string {
  return `extrato ${kind === 'ofx' ? 'OFX' : 'CSV'} com ${countOf(credits, 'crédito', 'créditos')} e ${countOf(debits, 'débito', 'débitos')}`;
}

/** While the installments are read: how many so far, then the settlements checked. */
export function candidatesProgressText(progress: CandidatesProgress | null): string {
  if (progress?.phase === 'baixas') {
    const total = progress.total === null ? '?' : countOf(progress.total, 'parcela', 'parcelas');
    return `Conferindo as baixas já registradas (${formatCount(progress.done)} de ${total})…`;
  }
  return `Buscando as parcelas em aberto${progress ? ` (${countOf(progress.done, 'lida', 'lidas')})` : ''}…`;
}

/** "3 créditos a conciliar: 1 confirmado, 1 a confirmar, 1 sem correspondência." (states with none left out) */
export function creditsStatus(total: number, counts: Readonly<Record<CreditState, number>>): string {
  const parts = [
    counts.confirmada && countOf(counts.confirmada, 'confirmado', 'confirmados'),
    counts['a-confirmar'] && `${formatCount(counts['a-confirmar'])} a confirmar`,
    counts['sem-correspondencia'] && `${formatCount(counts['sem-correspondencia'])} sem correspondência`,
    counts.ignorada && countOf(counts.ignorada, 'ignorado', 'ignorados'),
  ].filter(Boolean);
  return `${countOf(total, 'crédito', 'créditos')} a conciliar${parts.length ? `: ${parts.join(', ')}` : ''}.`;
}

/** "2 baixadas (R$ 2.046,90), 0 recusadas, 1 não enviada, 1 ignorada, 1 não conciliada" ("não conciliada" only when some are). */
export function runCounts(summary: RunSummary): string {
  const { counts } = summary;
  return [
    `${countOf(counts.baixada, 'baixada', 'baixadas')} (${formatCents(summary.settledCents)})`,
    countOf(counts.recusada, 'recusada', 'recusadas'),
    countOf(counts.pendente + counts.enviando, 'não enviada', 'não enviadas'),
    countOf(counts.ignorada, 'ignorada', 'ignoradas'),
    ...(counts['nao-conciliada'] ? [countOf(counts['nao-conciliada'], 'não conciliada', 'não conciliadas')] : []),
  ].join(', ');
}
