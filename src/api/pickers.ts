import { formatBRL } from '../lib/money';
import { picker, referenceQueries, type CatalogItem, type PickerOption } from './reference';

/* Kept out of reference.ts so they load with the screens that use them, not with the first screen. */

/** `data` is the item: its price fills a line. */
export const catalogPickerQuery = picker(referenceQueries.catalog, (page) =>
  page.items.map((i): PickerOption<CatalogItem> => ({
    value: i.id,
    label: i.nome,
    description: [i.tipo === 'SERVICO' ? 'Serviço' : 'Produto', i.codigo, i.preco === null ? '' : formatBRL(i.preco)]
      .filter(Boolean)
      .join(' · '),
    data: i,
  })),
);

export const sellerPickerQuery = picker(referenceQueries.sellers, (page) =>
  page.items.map((s) => ({ value: s.id, label: s.nome })),
);

export const accountPickerQuery = picker(referenceQueries.accounts, (page) =>
  page.items.map((a) => ({
    value: a.id,
    label: a.nome,
    description: [a.banco, a.padrao ? 'Conta padrão' : ''].filter(Boolean).join(' · ') || undefined,
  })),
);

export const revenueCategoryPickerQuery = picker(
  (search: string) => referenceQueries.categories(search, 'RECEITA'),
  (page) => page.items.map((c) => ({ value: c.id, label: c.nome, description: 'Receita' })),
);

export const expenseCategoryPickerQuery = picker(
  (search: string) => referenceQueries.categories(search, 'DESPESA'),
  (page) => page.items.map((c) => ({ value: c.id, label: c.nome, description: 'Despesa' })),
);

export const costCenterPickerQuery = picker(referenceQueries.costCenters, (page) =>
  page.items.filter((c) => c.ativo).map((c) => ({ value: c.id, label: c.nome, description: c.codigo })),
);
