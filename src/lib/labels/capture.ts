/** Portuguese labels of the capture statuses (unknown values get a readable fallback). */
import { labeler } from './enum';

export const DOCUMENT_STATUS_LABELS: Record<string, string> = {
  PENDENTE: 'Na fila',
  PROCESSANDO: 'Processando',
  EXTRAINDO_DADOS: 'Extraindo dados',
  APLICANDO_REGRAS: 'Aplicando regras',
  AGUARDANDO_VINCULO_LANCAMENTO: 'Aguardando vínculo com lançamento',
  CRIANDO_LANCAMENTOS_FINANCEIROS: 'Criando lançamentos financeiros',
  PRONTO: 'Concluído',
  IGNORADO: 'Ignorado',
  RESOLVIDO: 'Resolvido',
  ERRO: 'Erro no processamento',
  EXCLUIDO: 'Excluído',
};
export const documentStatusLabel = labeler(DOCUMENT_STATUS_LABELS);

export const CAPTURE_STATUS_LABELS: Record<string, string> = {
  PROCESSANDO: 'Em processamento',
  PENDENTE: 'Aguardando revisão',
  ACEITA: 'Aceita',
  REJEITADA: 'Recusada',
  FALHA: 'Falhou',
};
export const captureStatusLabel = labeler(CAPTURE_STATUS_LABELS);

export const EVENT_TYPE_LABELS: Record<string, string> = {
  DESPESA: 'Despesa (conta a pagar)',
  RECEITA: 'Receita (conta a receber)',
};
export const eventTypeLabel = labeler(EVENT_TYPE_LABELS);

/** Badge colors of the capture statuses. */
export const DOCUMENT_STATUS_COLORS: Record<string, string> = {
  PRONTO: 'green',
  RESOLVIDO: 'teal',
  IGNORADO: 'gray',
  ERRO: 'red',
  EXCLUIDO: 'gray',
};
export const CAPTURE_STATUS_COLORS: Record<string, string> = {
  PROCESSANDO: 'blue',
  PENDENTE: 'yellow',
  ACEITA: 'green',
  REJEITADA: 'gray',
  FALHA: 'red',
};
