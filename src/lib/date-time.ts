import { formatDateBR } from './dates';

let saoPaulo: Intl.DateTimeFormat | null = null;

/**
 * A date-time as "dd/mm/aaaa às hh:mm", in São Paulo time: one with a zone (`Z`, `-03:00`) is
 * converted; one without is the platform's, already in São Paulo time. "—" when unreadable.
 */
export function formatDateTimeBR(value: string | null | undefined): string {
  if (!value) return '—';
  const local = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value);
  if (local) return `${formatDateBR(local[1])} às ${local[2]}:${local[3]}`;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '—';
  saoPaulo ??= new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'America/Sao_Paulo',
  });
  const parts = Object.fromEntries(saoPaulo.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} às ${parts.hour}:${parts.minute}`;
}
