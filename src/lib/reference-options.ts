import { fold } from './text';

/**
 * What the pickers show of the reference data (customers, suppliers, the catalog, sellers):
 * which items, in which order, and each one's lines.
 */

/** An option of a picker (`RemoteSelectOption` in src/ui): a second line with document, code or price. */
export interface PickerOption<T = unknown> {
  value: string;
  label: string;
  description?: string;
  data?: T;
}

/** People (customers, suppliers) as options; second line: document and e-mail. */
export const personOptions = (page: {
  items: { id: string; nome: string; documento?: string | null; email?: string | null }[];
}): PickerOption[] =>
  page.items.map((c) => ({
    value: c.id,
    label: c.nome,
    description: [c.documento, c.email].filter(Boolean).join(' · ') || undefined,
  }));

/** The active items, by name in Portuguese order (products and services in one list). */
export const activeByName = <T extends { ativo: boolean; nome: string }>(items: readonly T[]): T[] =>
  items.filter((i) => i.ativo).sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));

/** The items whose name holds `search`, case and accents aside; all of them for an empty search. */
export function namesMatching<T extends { nome: string }>(items: T[], search: string): T[] {
  const t = fold(search.trim());
  return t ? items.filter((s) => fold(s.nome).includes(t)) : items;
}
