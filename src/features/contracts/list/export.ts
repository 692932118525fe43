import { isApiError, onRateLimited } from '../../../api/http';
import { listContracts } from '../../../api/contracts';
import {
  MAX_PAGE_SIZE,
  PLATFORM_MAX_PAGE_SIZE,
  type ContractListItem,
  type ContractListQuery,
} from '../../../api/contracts.schema';
import { contractStatusLabel, paymentTypeLabel } from '../../../lib/labels';
import type { ListExport } from '../../../ui/list/ListScreen';

/** The page size the platform took in this tab (1000 until it refuses it). */
let takenPageSize: number = PLATFORM_MAX_PAGE_SIZE;

/**
 * A page of 1000 contracts: the platform takes that size (conta-azul-cli
 * docs/referencia/contrato.md); api-spec.md allows 50. When a page of 1000 is refused
 * (400), the same rows are read as pages of 50 (up to the first short one) and the tab
 * keeps to 50 from then on: no request is spent asking beforehand.
 */
async function fetchThousand(query: ContractListQuery, pagina: number, signal: AbortSignal) {
  if (takenPageSize === PLATFORM_MAX_PAGE_SIZE) {
    try {
      const page = await listContracts(
        { ...query, pagina, tamanho_pagina: PLATFORM_MAX_PAGE_SIZE },
        signal,
        'background',
      );
      return { items: page.itens, total: page.itens_totais };
    } catch (error) {
      if (!(isApiError(error) && error.status === 400)) throw error;
      takenPageSize = MAX_PAGE_SIZE;
    }
  }
  const perThousand = PLATFORM_MAX_PAGE_SIZE / MAX_PAGE_SIZE;
  const items: ContractListItem[] = [];
  let total = 0;
  for (let i = 1; i <= perThousand; i++) {
    const page = await listContracts(
      { ...query, pagina: (pagina - 1) * perThousand + i, tamanho_pagina: MAX_PAGE_SIZE },
      signal,
      'background',
    );
    items.push(...page.itens);
    total = page.itens_totais;
    if (page.itens.length < MAX_PAGE_SIZE) break;
  }
  return { items, total };
}

/** The CSV export of the list (every row of its filters; issue 15). */
export const CONTRACT_EXPORT: ListExport<ContractListItem, ContractListQuery> = {
  fileName: 'contratos',
  pageSize: PLATFORM_MAX_PAGE_SIZE,
  fetchPage: (query, pagina, _size, signal) => fetchThousand(query, pagina, signal),
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

/** The export (loaded on the first click). */
export function loadContractExport(): ListExport<ContractListItem, ContractListQuery> {
  return CONTRACT_EXPORT;
}

/** Test hook: a new tab, which has not been refused a page of 1000 yet. */
export function resetTakenPageSize(): void {
  takenPageSize = PLATFORM_MAX_PAGE_SIZE;
}
