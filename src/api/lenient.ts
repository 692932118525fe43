/** A value not of the expected type reads as null, so one odd field never fails a whole answer. */

export interface Ref {
  id: string;
  nome: string;
}

export const finiteOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
export const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

export function ref(value: { id?: string | null; nome?: string | null } | null | undefined): Ref | null {
  if (!value || !value.id) return null;
  return { id: value.id, nome: value.nome ?? '' };
}
export const refs = (values: Array<{ id?: string | null; nome?: string | null }> | null | undefined): Ref[] =>
  (values ?? []).map(ref).filter((r): r is Ref => r !== null);
