import { labeler } from './enum';

// How a settlement's method reads; off the first screen, which carries contract.ts only.

/** Reads may carry any of the installment enum's 22 methods, and the `CREDITO_VIRTUA` spelling: all are labelled. */
export const SETTLEMENT_METHOD_LABELS: Record<string, string> = {
  PIX_PAGAMENTO_INSTANTANEO: 'Pix',
  BOLETO_BANCARIO: 'Boleto bancário',
  TRANSFERENCIA_BANCARIA: 'Transferência bancária',
  DINHEIRO: 'Dinheiro',
  CARTAO_CREDITO: 'Cartão de crédito',
  CARTAO_DEBITO: 'Cartão de débito',
  DEPOSITO_BANCARIO: 'Depósito bancário',
  CARTAO_CREDITO_VIA_LINK: 'Cartão de crédito via link',
  CHEQUE: 'Cheque',
  CARTEIRA_DIGITAL: 'Carteira digital',
  CREDITO_LOJA: 'Crédito na loja',
  CREDITO_VIRTUAL: 'Crédito virtual',
  CREDITO_VIRTUA: 'Crédito virtual',
  CASHBACK: 'Cashback',
  OUTRO: 'Outro',
  PROGRAMA_FIDELIDADE: 'Programa de fidelidade',
  SEM_PAGAMENTO: 'Sem pagamento',
  VALE_ALIMENTACAO: 'Vale-alimentação',
  VALE_COMBUSTIVEL: 'Vale-combustível',
  VALE_PRESENTE: 'Vale-presente',
  VALE_REFEICAO: 'Vale-refeição',
  PIX_COBRANCA: 'Cobrança Pix',
  DEBITO_AUTOMATICO: 'Débito automático',
};
export const settlementMethodLabel = labeler(SETTLEMENT_METHOD_LABELS);
