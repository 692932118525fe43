import { isUuid } from '../../../src/api/common.schema';
import { fromCents } from '../../../src/lib/money';
import { HttpError, json, route, type RouteContext } from '../http';
import { hasInstallment, installmentFigures } from '../installment-model';
import { salesOf } from '../store';

/**
 * SANDBOX-ONLY ENDPOINT: `GET /v1/contratos/{id}/vendas`.
 *
 * The platform's spec shows no endpoint that lists a contract's sales, so the real
 * platform answers 404 here; the app treats that 404 as "not available" and shows a
 * note instead of the sales (docs/sandbox-contracts-sales.md). The sandbox exposes the
 * sales its schedule generated so the detail page can show them during development and
 * in tests.
 *
 * Answer: `{ itens: [{ id, indice, data_emissao, data_vencimento, valor, status,
 * parcela }] }` in schedule order, where `status` is the sale's (`AGENDADA`, `EMITIDA`,
 * `CANCELADA`) and `parcela` is the receivable installment of an issued sale
 * (`{ id_parcela, status, valor_pago, nao_pago }`, the platform's installment field
 * names) or `null` for a sale not yet issued.
 */
function listSales({ params, store }: RouteContext): Response {
  const id = params.id as string;
  if (!isUuid(id)) throw new HttpError(400, 'id: identificador de contrato inválido.');
  if (!store.contracts.has(id)) throw new HttpError(404, 'Contrato não encontrado.');
  const itens = salesOf(store, id).map((sale) => {
    const figures = hasInstallment(sale, store.today) ? installmentFigures(store, sale) : null;
    return {
      id: sale.id,
      indice: sale.indice,
      data_emissao: sale.data_emissao,
      data_vencimento: sale.data_vencimento,
      valor: sale.valor,
      status: sale.status,
      parcela: figures && {
        id_parcela: sale.id_parcela,
        status: figures.status,
        valor_pago: fromCents(figures.paidCents),
        nao_pago: fromCents(figures.openCents),
      },
    };
  });
  return json({ itens });
}

export const contractSalesRoutes = [route('GET', '/v1/contratos/:id/vendas', listSales)];
