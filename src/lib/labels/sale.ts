/** Portuguese labels and badge colors of a sale's situation. */
import { labeler } from './enum';

/** A sale's situation when the platform sends no Portuguese `descricao`. */
export const saleSituationLabel = labeler({
  EM_ANDAMENTO: 'Em andamento',
  APROVADO: 'Aprovada',
  FATURADO: 'Faturada',
  CANCELADO: 'Cancelada',
  ORCAMENTO: 'Orçamento',
  ORCAMENTO_ACEITO: 'Orçamento aceito',
  ORCAMENTO_RECUSADO: 'Orçamento recusado',
  CONTRATO: 'Contrato',
  VENDA: 'Venda',
});
export const SALE_SITUATION_COLORS = {
  EM_ANDAMENTO: 'blue',
  APROVADO: 'teal',
  FATURADO: 'teal',
  CANCELADO: 'gray',
} as const;
