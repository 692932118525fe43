import type { Side } from '../../../api/receivables';

/** What differs between the two ledger lists: their words and addresses. */
export interface LedgerWords {
  side: Side;
  /** The list's address; an installment's pages live under it. */
  path: '/recebiveis' | '/pagamentos';
  title: string;
  /** The other party's column and filter. */
  party: string;
  noParty: string;
  /** What was settled of an installment: received or paid. */
  settled: string;
  /** A settlement's name in a sentence: "Recebimento de R$ 10,00 registrado". */
  settlement: string;
  caption: string;
  fileName: string;
  exportTitle: string;
  errorTitle: string;
  emptyUnfiltered: string;
}

export const RECEIVING: LedgerWords = {
  side: 'receber',
  path: '/recebiveis',
  title: 'Recebíveis',
  party: 'Cliente',
  noParty: 'Sem cliente',
  settled: 'Recebido',
  settlement: 'Recebimento',
  caption: 'Parcelas a receber',
  fileName: 'recebiveis',
  exportTitle: 'Exportar recebíveis',
  errorTitle: 'Não foi possível carregar os recebíveis',
  emptyUnfiltered: 'Não há parcelas a receber com vencimento no intervalo selecionado.',
};

export const PAYING: LedgerWords = {
  side: 'pagar',
  path: '/pagamentos',
  title: 'Contas a pagar',
  party: 'Fornecedor',
  noParty: 'Sem fornecedor',
  settled: 'Pago',
  settlement: 'Pagamento',
  caption: 'Parcelas a pagar',
  fileName: 'contas-a-pagar',
  exportTitle: 'Exportar contas a pagar',
  errorTitle: 'Não foi possível carregar as contas a pagar',
  emptyUnfiltered: 'Não há parcelas a pagar com vencimento no intervalo selecionado.',
};

export const wordsOf = (side: Side): LedgerWords => (side === 'pagar' ? PAYING : RECEIVING);

/** The side of an address: an installment's pages live under its list's. */
export const wordsOfPath = (pathname: string): LedgerWords =>
  pathname === PAYING.path || pathname.startsWith(`${PAYING.path}/`) ? PAYING : RECEIVING;
