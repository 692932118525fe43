import { SETTLEMENT_METHODS, type Installment } from '../../../api/receivables';
import type { FinancialAccount } from '../../../api/reference';
import { hasShape, recordFormDraft } from '../../../ui/plain/form/draft';
import type { Amount, SettlementFormValues } from './settlement-values';

/**
 * The settlement draft: per user and installment, in the tab for 8 hours. An amount typed
 * against an older `versao` (another settlement, an edit) is never offered again: the form
 * says the draft is gone.
 */
export const settlementDraft = recordFormDraft(
  'recebiveis.baixa',
  (values) => hasShape(values, { composicao_valor: 'object' }),
  { readsStale: true },
);

/** The gross value the form offers: what the installment still has open. */
export const prefilledGross = (installment: Installment): Amount => installment.nao_pago ?? '';

/** A new settlement's values: paid today, the whole open amount, the installment's method when it is one. */
export function defaultValues(installment: Installment, accountId: string, today: string): SettlementFormValues {
  const method = installment.metodo_pagamento ?? '';
  return {
    data_pagamento: today,
    conta_financeira: accountId,
    metodo_pagamento: (SETTLEMENT_METHODS as readonly string[]).includes(method) ? method : '',
    composicao_valor: { valor_bruto: prefilledGross(installment), multa: '', juros: '', desconto: '', taxa: '' },
    nsu: '',
    observacao: '',
  };
}

/** A new settlement's account: the installment's own when active, else the default, else the first. */
export function defaultAccount(
  installment: Pick<Installment, 'conta_financeira'>,
  accounts: readonly FinancialAccount[],
): string {
  const active = accounts.filter((a) => a.ativo);
  const ownId = installment.conta_financeira?.id;
  const own = ownId ? active.find((a) => a.id === ownId) : undefined;
  return (own ?? active.find((a) => a.padrao) ?? active[0])?.id ?? '';
}
