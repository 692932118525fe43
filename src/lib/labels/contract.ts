// The contracts' labels, which the first screen shows.
import { labeler } from './enum';

/** A payment type and a settlement's method share their codes, and read the same (settlement.ts). */
export const PAYMENT_TYPE_LABELS: Record<string, string> = {
  BOLETO_BANCARIO: 'Boleto bancário',
  CARTAO_CREDITO: 'Cartão de crédito',
  CARTAO_DEBITO: 'Cartão de débito',
  CARTEIRA_DIGITAL: 'Carteira digital',
  CASHBACK: 'Cashback',
  CHEQUE: 'Cheque',
  CREDITO_LOJA: 'Crédito na loja',
  CREDITO_VIRTUAL: 'Crédito virtual',
  DEPOSITO_BANCARIO: 'Depósito bancário',
  DINHEIRO: 'Dinheiro',
  OUTRO: 'Outro',
  DEBITO_AUTOMATICO: 'Débito automático',
  // The same method as `CARTAO_CREDITO_VIA_LINK`, the other spelling of the create reference.
  LINK_PAGAMENTO: 'Cartão de crédito via link',
  PIX_PAGAMENTO_INSTANTANEO: 'Pix',
  COBRANCA_PIX: 'Cobrança Pix',
  PROGRAMA_FIDELIDADE: 'Programa de fidelidade',
  SEM_PAGAMENTO: 'Sem pagamento',
  TRANSFERENCIA_BANCARIA: 'Transferência bancária',
  VALE_ALIMENTACAO: 'Vale-alimentação',
  VALE_COMBUSTIVEL: 'Vale-combustível',
  VALE_PRESENTE: 'Vale-presente',
  VALE_REFEICAO: 'Vale-refeição',
  CARTAO_CREDITO_VIA_LINK: 'Cartão de crédito via link',
  PIX_COBRANCA: 'Cobrança Pix',
};
export const paymentTypeLabel = labeler(PAYMENT_TYPE_LABELS);

export const CONTRACT_STATUS_LABELS: Record<string, string> = {
  ATIVO: 'Ativo',
  INATIVO: 'Inativo',
  DELETADO: 'Removido',
};
export const contractStatusLabel = labeler(CONTRACT_STATUS_LABELS);
export const CONTRACT_STATUS_COLORS = { ATIVO: 'green', INATIVO: 'gray', DELETADO: 'red' } as const;

export const STATUS_FILTER_LABELS: Record<string, string> = {
  TODOS: 'Todos',
  ATIVO: 'Ativos',
  INATIVO: 'Inativos',
  PROXIMO_AO_VENCIMENTO: 'Próximos ao vencimento',
};
