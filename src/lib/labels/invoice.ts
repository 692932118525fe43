/** Portuguese labels of the NFS-e statuses and of what each means for the sale. */
import type { NoteState } from '../invoice-matching';
import { labeler } from './enum';

export const NFSE_STATUS_LABELS: Record<string, string> = {
  PENDENTE: 'Pendente',
  PRONTA_ENVIO: 'Pronta para envio',
  AGUARDANDO_RETORNO: 'Aguardando retorno da prefeitura',
  EM_ESPERA: 'Em espera',
  EMITINDO: 'Emitindo',
  EMITIDA: 'Emitida',
  CANCELADA: 'Cancelada',
  FALHA: 'Falha na emissão',
  FALHA_CANCELAMENTO: 'Falha no cancelamento',
  CORRIGIDA_SUCESSO: 'Corrigida',
  AGUARDANDO_CORRECAO: 'Aguardando correção',
  FALHA_CORRECAO: 'Falha na correção',
  DENEGADA: 'Denegada',
  CANCELAMENTO_MANUAL: 'Cancelada manualmente',
};
export const nfseStatusLabel = labeler(NFSE_STATUS_LABELS);

export const NOTE_STATES: readonly NoteState[] = ['issued', 'pending', 'failed', 'cancelled'];
export const NOTE_STATE_LABELS: Record<NoteState, string> = {
  issued: 'Emitidas',
  pending: 'Em andamento',
  failed: 'Com falha',
  cancelled: 'Canceladas',
};

export const NFSE_STATUS_COLORS: Record<string, string> = {
  EMITIDA: 'green',
  CORRIGIDA_SUCESSO: 'green',
  PENDENTE: 'yellow',
  EMITINDO: 'yellow',
  AGUARDANDO_RETORNO: 'yellow',
  FALHA: 'red',
  DENEGADA: 'red',
  CANCELADA: 'gray',
  CANCELAMENTO_MANUAL: 'gray',
};

/** Why a sale is listed without a note, and what to do about it in the platform. */
export const MISSING_REASON_LABELS = {
  none: 'Sem nota fiscal',
  failed: 'Nota com falha',
  cancelled: 'Nota cancelada',
} as const;
export const MISSING_REASON_ACTIONS = {
  none: 'No Conta Azul, abra a venda e emita a NFS-e.',
  failed: 'No Conta Azul, corrija o erro indicado na nota e emita de novo.',
  cancelled: 'No Conta Azul, emita uma nova NFS-e para a venda.',
} as const;
