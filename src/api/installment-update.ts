import { request } from './http';
import { installmentUpdateAnswerSchema, type InstallmentUpdate } from './installment-update.schema';
import { useInvalidateInstallment } from './receivables';
import { useSingleFlightMutation } from './single-flight';

export * from './installment-update.schema';

/** A partial update; `versao` must be the installment's current one, else 409. */
export function updateInstallment(id: string, body: InstallmentUpdate) {
  return request(`/v1/financeiro/eventos-financeiros/parcelas/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: installmentUpdateAnswerSchema,
  });
}

/** Edits or writes off an installment: its read first, then every figure it moves. */
export function useUpdateInstallment(parcelaId: string) {
  const invalidate = useInvalidateInstallment(parcelaId, 'installment-edited');
  return useSingleFlightMutation({
    mutationFn: (body: InstallmentUpdate) => updateInstallment(parcelaId, body),
    onSuccess: async () => {
      await invalidate();
    },
  });
}
