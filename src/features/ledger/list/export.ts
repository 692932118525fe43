import { onRateLimited } from '../../../api/http';
import { searchReceivablesView, type Receivable, type ReceivablesViewQuery } from '../../../api/receivables';
import { openCentsOf } from '../../../lib/figures';
import { fromCents } from '../../../lib/money';
import type { ListExport } from '../../../ui/plain/list/ListScreen';
import type { LedgerWords } from './sides';

/** The CSV export of a ledger list: every installment of its view (decision 0110), 1000 a page (the search's largest). */
export const ledgerExport = (words: LedgerWords): ListExport<Receivable, ReceivablesViewQuery> => ({
  fileName: words.fileName,
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
    { header: words.party, value: (r) => (r.pessoa ? r.pessoa.nome : words.noParty) },
    { header: 'Descrição', value: (r) => r.descricao },
    { header: 'Total', value: (r) => r.total, kind: 'decimal' },
    { header: words.settled, value: (r) => r.pago, kind: 'decimal' },
    { header: 'Em aberto', value: (r) => fromCents(openCentsOf(r)), kind: 'decimal' },
    { header: 'Situação', value: (r) => r.statusLabel },
    { header: 'Categorias', value: (r) => r.categorias.map((c) => c.nome).join(', ') },
  ],
});
