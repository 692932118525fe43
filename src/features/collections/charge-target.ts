import { createContext } from 'react';

/** The installment a charge dialog is about. */
export interface ChargeTarget {
  parcelaId: string;
  descricao: string;
  dueDate: string;
  /** Still to receive, in cents. */
  openCents: number;
  customerName: string;
  /** The installment's active charge, to show; null to generate one. */
  chargeId: string | null;
  chargeKind: string | null;
}

/** Opens the charge dialog (the page's): the rows' detail calls it. */
export const OpenChargeContext = createContext<(target: ChargeTarget) => void>(() => undefined);
