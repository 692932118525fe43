import { createContext } from 'react';

/** The installment a charge dialog is about (its charges are read by the dialog). */
export interface ChargeTarget {
  parcelaId: string;
  descricao: string;
  dueDate: string;
  /** Still to receive, in cents. */
  openCents: number;
  customerName: string;
  /** The customer's id, whose record a charge needs (CPF/CNPJ and e-mail); null without one. */
  customerId: string | null;
}

/** Opens the charge dialog (the page's): the rows' detail calls it with the control used (focus returns there). */
export const OpenChargeContext = createContext<(target: ChargeTarget, opener: HTMLElement) => void>(() => undefined);
