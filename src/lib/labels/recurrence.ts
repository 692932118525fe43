import { labeler } from './enum';

// How a contract's recurrence reads; off the first screen, which carries contract.ts only.

export const FREQUENCY_LABELS: Record<string, string> = {
  MENSAL: 'Mensal',
  SEMANAL: 'Semanal',
  ANUAL: 'Anual',
};
export const frequencyLabel = labeler(FREQUENCY_LABELS);

export const EXPIRATION_LABELS: Record<string, string> = {
  DATA: 'Em uma data',
  VEZES: 'Após um número de cobranças',
  NUNCA: 'Nunca expira',
};
export const expirationLabel = labeler(EXPIRATION_LABELS);

export function frequencyInWords(frequency: string | null | undefined, interval: number | null | undefined): string {
  if (!frequency) return '—';
  const n = interval && interval > 0 ? interval : 1;
  if (frequency === 'MENSAL') return n === 1 ? 'Mensal' : `A cada ${n} meses`;
  if (frequency === 'ANUAL') return n === 1 ? 'Anual' : `A cada ${n} anos`;
  if (frequency === 'SEMANAL') return n === 1 ? 'Semanal' : `A cada ${n} semanas`;
  return frequencyLabel(frequency);
}
