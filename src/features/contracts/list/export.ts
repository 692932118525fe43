import { isApiError, onRateLimited } from '../../../api/http';
import { listContracts } from '../../../api/contracts';
import {
  MAX_PAGE_SIZE,
  PLATFORM_MAX_PAGE_SIZE,
  type ContractListItem,
  type ContractListQuery,
} from '../../../api/contracts.schema';
import { contractStatusLabel, paymentTypeLabel } from '../../../lib/labels/contract';
import type { ListExport } from '../../../ui/plain/list/ListScreen';

/** A page past any end: asks whether a page size is taken without reading rows. */
const PROBE = { data_inicio: '2000-01-01', data_fim: '2000-01-01', pagina: 999_999 } as const;

/** The page size this tab learned (null: not asked yet). */
let learned: number | null = null;

/** An export's page size: 1000, or 50 when the platform refuses it; asked once per tab. */
async function exportPageSize(): Promise<number> {
  if (learned !== null) return learned;
  try {
    await listContracts({ ...PROBE, tamanho_pagina: PLATFORM_MAX_PAGE_SIZE }, undefined, 'user');
    learned = PLATFORM_MAX_PAGE_SIZE;
  } catch (error) {
    if (!(isApiError(error) && error.status === 400)) return PLATFORM_MAX_PAGE_SIZE;
    learned = MAX_PAGE_SIZE;
  }
  return learned;
}

/** Test hook: a new tab, which has not asked yet. */
export function forgetExportPageSize(): void {
  learned = null;
}

/** The CSV export of the list (every row of its filters). */
export const CONTRACT_EXPORT: ListExport<ContractListItem, ContractListQuery> = {
  fileName: 'contratos',
  pageSize: PLATFORM_MAX_PAGE_SIZE,
  fetchPage: async (query, pagina, tamanho_pagina, signal) => {
    const page = await listContracts({ ...query, pagina, tamanho_pagina }, signal, 'background');
    return { items: page.itens, total: page.itens_totais };
  },
  key: (c) => c.id,
  onPause: onRateLimited,
  columns: [
    { header: 'Número', value: (c) => c.numero, kind: 'integer' },
    { header: 'Cliente', value: (c) => c.cliente?.nome },
    { header: 'Situação', value: (c) => (c.status ? contractStatusLabel(c.status) : '') },
    { header: 'Início', value: (c) => c.data_inicio, kind: 'date' },
    { header: 'Próximo vencimento', value: (c) => c.proximo_vencimento, kind: 'date' },
    { header: 'Forma de pagamento', value: (c) => (c.tipo_pagamento ? paymentTypeLabel(c.tipo_pagamento) : '') },
    { header: 'Total', value: (c) => c.total, kind: 'decimal' },
    { header: 'Próxima cobrança', value: (c) => c.total_proximo_vencimento, kind: 'decimal' },
    { header: 'Cobranças feitas', value: (c) => c.termos?.vigencia_atual, kind: 'integer' },
    {
      header: 'Cobranças previstas',
      value: (c) => (c.termos?.tipo_expiracao === 'NUNCA' ? 'sem fim' : c.termos?.vigencia_total),
    },
    { header: 'Fim', value: (c) => (c.termos?.tipo_expiracao === 'NUNCA' ? null : c.termos?.data_fim), kind: 'date' },
  ],
};

/** The export with the page size the platform takes (loaded on the first click). */
export async function loadContractExport(): Promise<ListExport<ContractListItem, ContractListQuery>> {
  return { ...CONTRACT_EXPORT, pageSize: await exportPageSize() };
}
