/** The platform adds values without notice: an unknown one is shown as a readable version of itself. */

export function humanizeEnum(value: string): string {
  const words = value.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label function of a table: '—' for no value, a readable fallback for an unknown one. */
export function labeler(labels: Record<string, string>) {
  return (value: string | null | undefined): string => {
    if (value === null || value === undefined || value === '') return '—';
    return labels[value] ?? humanizeEnum(value);
  };
}

export const PAYMENT_TYPE_LABELS: Record<string, string> = {
  BOLETO_BANCARIO: 'Boleto bancário',
  CARTAO_CREDITO: 'Cartão de crédito',
  CARTAO_DEBITO: 'Cartão de débito',
  CARTEIRA_DIGITAL: 'Carteira digital',
  CASHBACK: 'Cashback',
  CHEQUE: 'Cheque',
  CREDITO_LOJA: 'Crédito loja',
  CREDITO_VIRTUAL: 'Crédito virtual',
  DEPOSITO_BANCARIO: 'Depósito bancário',
  DINHEIRO: 'Dinheiro',
  OUTRO: 'Outro',
  DEBITO_AUTOMATICO: 'Débito automático',
  LINK_PAGAMENTO: 'Link de pagamento',
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

export const FREQUENCY_LABELS: Record<string, string> = {
  MENSAL: 'Mensal',
  SEMANAL: 'Semanal',
  ANUAL: 'Anual',
};
export const frequencyLabel = labeler(FREQUENCY_LABELS);

export const EXPIRATION_LABELS: Record<string, string> = {
  DATA: 'Em uma data',
  VEZES: 'Após um número de cobranças',
  NUNCA: 'Nunca expira',
};
export const expirationLabel = labeler(EXPIRATION_LABELS);

export const ACCOUNT_TYPE_LABELS: Record<string, string> = {
  APLICACAO: 'Aplicação',
  CAIXINHA: 'Caixinha',
  CONTA_CORRENTE: 'Conta corrente',
  CARTAO_CREDITO: 'Cartão de crédito',
  INVESTIMENTO: 'Investimento',
  OUTROS: 'Outros',
  MEIOS_RECEBIMENTO: 'Meios de recebimento',
  POUPANCA: 'Poupança',
  COBRANCAS_PLATAFORMA: 'Cobranças da plataforma',
  COBRANCAS_CONTA_AZUL: 'Cobranças da plataforma',
  RECEBA_FACIL_CARTAO: 'Receba fácil cartão',
};
export const accountTypeLabel = labeler(ACCOUNT_TYPE_LABELS);

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

export function frequencyInWords(frequency: string | null | undefined, interval: number | null | undefined): string {
  if (!frequency) return '—';
  const n = interval && interval > 0 ? interval : 1;
  if (frequency === 'MENSAL') return n === 1 ? 'Mensal' : `A cada ${n} meses`;
  if (frequency === 'ANUAL') return n === 1 ? 'Anual' : `A cada ${n} anos`;
  if (frequency === 'SEMANAL') return n === 1 ? 'Semanal' : `A cada ${n} semanas`;
  return frequencyLabel(frequency);
}
