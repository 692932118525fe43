/** Badge colors of the capture statuses (shared by the upload and review screens). */
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
