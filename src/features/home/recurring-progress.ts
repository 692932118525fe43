import type { RecurringProgress } from '../../api/panel';
import { contratos } from '../../lib/nouns';
import { formatCount } from '../../lib/text';

/** While the monthly recurring revenue is computed: which read it is at, and how far. */
export function recurringProgressText(progress: RecurringProgress): string {
  return progress.phase === 'contracts'
    ? `Lendo contratos ativos: ${progress.done}${progress.total ? ` de ${progress.total}` : ''}`
    : progress.phase === 'sales'
      ? `Lendo vendas agendadas: ${formatCount(progress.done)}${progress.total ? ` de ${formatCount(progress.total)}` : ''}`
      : `Lendo condições: ${formatCount(progress.done)} de ${progress.total === null ? '?' : contratos(progress.total)}`;
}
