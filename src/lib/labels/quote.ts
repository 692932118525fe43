/** Portuguese labels and badge colors of the quotes' situations and their items' kinds. */
import { labeler } from './enum';

export const QUOTE_SITUATION_LABELS: Record<string, string> = {
  ORCAMENTO: 'Em aberto',
  ORCAMENTO_ACEITO: 'Aceito',
  ORCAMENTO_RECUSADO: 'Recusado',
};
export const quoteSituationLabel = labeler(QUOTE_SITUATION_LABELS);

export const QUOTE_SITUATION_COLORS: Record<string, string> = {
  ORCAMENTO: 'blue',
  ORCAMENTO_ACEITO: 'green',
  ORCAMENTO_RECUSADO: 'red',
};

export const CATALOG_KIND_LABELS: Record<string, string> = { PRODUTO: 'Produto', SERVICO: 'Serviço' };
export const catalogKindLabel = labeler(CATALOG_KIND_LABELS);
