import { formatBRL } from '../lib/money';
import { picker, referenceQueries, type CatalogItem, type PickerOption } from './reference';

/*
 * The pickers of the forms and of the lists' other filters. Apart from reference.ts, whose
 * customer picker the first screen (the contracts list's filter) loads: these load with the
 * screens that use them (docs/decisions/0030-form-kit.md).
 */

/** Active products and services; second line: kind, code and price; `data` is the item (its price fills a line). */
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

/** Active financial accounts; second line: bank and whether it is the default. */
export const accountPickerQuery = picker(referenceQueries.accounts, (page) =>
  page.items.map((a) => ({
    value: a.id,
    label: a.nome,
    description: [a.banco, a.padrao ? 'Conta padrão' : ''].filter(Boolean).join(' · ') || undefined,
  })),
);

/** Revenue categories (what a sale is filed under). */
export const revenueCategoryPickerQuery = picker(
  (search: string) => referenceQueries.categories(search, 'RECEITA'),
  (page) => page.items.map((c) => ({ value: c.id, label: c.nome, description: 'Receita' })),
);

/** Expense categories (what a payable is filed under). */
export const expenseCategoryPickerQuery = picker(
  (search: string) => referenceQueries.categories(search, 'DESPESA'),
  (page) => page.items.map((c) => ({ value: c.id, label: c.nome, description: 'Despesa' })),
);

/** Active cost centres; second line: code. */
export const costCenterPickerQuery = picker(referenceQueries.costCenters, (page) =>
  page.items.filter((c) => c.ativo).map((c) => ({ value: c.id, label: c.nome, description: c.codigo })),
);
