import { labeler } from './enum';

/** Portuguese labels of charge kinds and statuses (platform `charge` OpenAPI enums). */
export const CHARGE_KIND_LABELS: Record<string, string> = {
  PIX_COBRANCA: 'Cobrança Pix',
  BOLETO: 'Boleto',
  LINK_PAGAMENTO: 'Link de pagamento',
};

export const CHARGE_STATUS_LABELS: Record<string, string> = {
  AGUARDANDO_CONFIRMACAO: 'Aguardando confirmação',
  EM_CANCELAMENTO: 'Em cancelamento',
  REGISTRADO: 'Registrada',
  // One word for money in: the platform's two "paid" statuses read the same.
  QUITADO: 'Recebida',
  PAGO: 'Recebida',
  CANCELADO: 'Cancelada',
  INVALIDO: 'Inválida',
  EXPIRADO: 'Expirada',
  FALHA_EMISSAO: 'Falha na emissão',
  FALHA_CANCELAR: 'Falha ao cancelar',
  REMESSA_GERADO: 'Remessa gerada',
  REMESSA_PENDENTE: 'Remessa pendente',
  EXTORNADO: 'Estornada',
};

export const chargeKindLabel = labeler(CHARGE_KIND_LABELS);
export const chargeStatusLabel = labeler(CHARGE_STATUS_LABELS);
