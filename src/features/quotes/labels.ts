import { labeler } from '../../lib/labels/enum';
import type { MantineColor } from '../../ui/mantine/controls';

export const QUOTE_SITUATION_LABELS: Record<string, string> = {
  ORCAMENTO: 'Em aberto',
  ORCAMENTO_ACEITO: 'Aceito',
  ORCAMENTO_RECUSADO: 'Recusado',
};

export const QUOTE_SITUATION_COLORS: Record<string, MantineColor> = {
  ORCAMENTO: 'blue',
  ORCAMENTO_ACEITO: 'green',
  ORCAMENTO_RECUSADO: 'red',
};

export const quoteSituationLabel = labeler(QUOTE_SITUATION_LABELS);

export const CATALOG_KIND_LABELS: Record<string, string> = { PRODUTO: 'Produto', SERVICO: 'Serviço' };
export const catalogKindLabel = labeler(CATALOG_KIND_LABELS);

/** "nº 12, nº 15 e nº 20" */
export function listNumbers(numbers: readonly (number | string)[]): string {
  const parts = numbers.map((n) => `nº ${n}`);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
}
