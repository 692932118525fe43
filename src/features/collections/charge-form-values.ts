import type { ChargeKind } from '../../api/charges';

export interface ChargeFormValues {
  tipo: ChargeKind | '';
  conta_bancaria: string;
  data_vencimento: string;
  descricao_fatura: string;
}

/** The form's values as the request (blank choices left out, for the schema to name them). */
export function toChargeRequest(values: ChargeFormValues, parcelaId: string): Record<string, unknown> {
  return {
    id_parcela: parcelaId,
    tipo: values.tipo || undefined,
    conta_bancaria: values.conta_bancaria || undefined,
    data_vencimento: values.data_vencimento,
    descricao_fatura: values.descricao_fatura,
  };
}
