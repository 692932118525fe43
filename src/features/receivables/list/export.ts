import { onRateLimited } from '../../../api/http';
import { searchReceivablesView, type Receivable, type ReceivablesViewQuery } from '../../../api/receivables';
import { openCentsOf } from '../../../lib/figures';
import { fromCents } from '../../../lib/money';
import type { ListExport } from '../../../ui/list/ListScreen';

/** The CSV export of the list: every installment of its view (decision 0110), 1000 a page (the search's largest). */
export const RECEIVABLE_EXPORT: ListExport<Receivable, ReceivablesViewQuery> = {
  fileName: 'recebiveis',
  pageSize: 1000,
  fetchPage: async (query, pagina, tamanho_pagina, signal) => {
    const page = await searchReceivablesView({ ...query, pagina, tamanho_pagina }, signal, 'background', {
      totals: false,
    });
    return { items: page.itens, total: page.itens_totais };
  },
  key: (r) => r.id,
  onPause: onRateLimited,
  columns: [
    { header: 'Vencimento', value: (r) => r.data_vencimento, kind: 'date' },
    { header: 'Competência', value: (r) => r.data_competencia, kind: 'date' },
    { header: 'Cliente', value: (r) => (r.cliente ? r.cliente.nome : 'Sem cliente') },
    { header: 'Descrição', value: (r) => r.descricao },
    { header: 'Total', value: (r) => r.total, kind: 'decimal' },
    { header: 'Recebido', value: (r) => r.pago, kind: 'decimal' },
    { header: 'Em aberto', value: (r) => fromCents(openCentsOf(r)), kind: 'decimal' },
    { header: 'Situação', value: (r) => r.statusLabel },
    { header: 'Categorias', value: (r) => r.categorias.map((c) => c.nome).join(', ') },
  ],
};
