import * as z from 'zod/mini';
import { lenientEnum, optNumber, optString } from './common.schema';

/**
 * `GET /v1/contratos/{id}/vendas`: a SANDBOX-ONLY endpoint (the platform's spec shows
 * no sales listing; docs/sandbox-contracts-sales.md). Lenient like every response.
 */

export type SaleStatus = 'AGENDADA' | 'EMITIDA' | 'CANCELADA';
export type InstallmentStatus = 'PENDENTE' | 'QUITADO' | 'CANCELADO' | 'RECEBIDO_PARCIAL' | 'ATRASADO';

export const contractSaleSchema = z.looseObject({
  id: optString(),
  indice: optNumber(),
  data_emissao: optString(),
  data_vencimento: optString(),
  valor: optNumber(),
  status: z.nullish(lenientEnum<SaleStatus>()),
  parcela: z.nullish(
    z.looseObject({
      id_parcela: optString(),
      status: z.nullish(lenientEnum<InstallmentStatus>()),
      valor_pago: optNumber(),
      nao_pago: optNumber(),
    }),
  ),
});
export type ContractSale = z.infer<typeof contractSaleSchema>;

export const contractSalesResponseSchema = z.looseObject({
  itens: z.pipe(
    z.nullish(z.array(contractSaleSchema)),
    z.transform((v) => v ?? []),
  ),
});
