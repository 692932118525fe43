import { fold } from './text';

export interface PickerOption<T = unknown> {
  value: string;
  label: string;
  description?: string;
  data?: T;
}

export const personOptions = (page: {
  items: { id: string; nome: string; documento?: string | null; email?: string | null }[];
}): PickerOption[] =>
  page.items.map((c) => ({
    value: c.id,
    label: c.nome,
    description: [c.documento, c.email].filter(Boolean).join(' · ') || undefined,
  }));

export const activeByName = <T extends { ativo: boolean; nome: string }>(items: readonly T[]): T[] =>
  items.filter((i) => i.ativo).sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));

export function namesMatching<T extends { nome: string }>(items: T[], search: string): T[] {
  const t = fold(search.trim());
  return t ? items.filter((s) => fold(s.nome).includes(t)) : items;
}
