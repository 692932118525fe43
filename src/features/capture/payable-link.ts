import type { Capture } from '../../api/capture';
import { isIsoDate } from '../../lib/dates';
import { monthBounds } from '../../lib/date-math';

/** The due dates of the preview's installments, in order. */
export function dueDatesOf(capture: Capture | undefined): string[] {
  return (capture?.previa_evento_financeiro?.parcelas ?? [])
    .map((p) => p.data_vencimento)
    .filter((d): d is string => typeof d === 'string' && isIsoDate(d))
    .sort();
}

/** The payables list narrowed to what the acceptance created; none when description or dates are unknown. */
export function payableHref(
  event: { descricao?: string | null | undefined; vencimentos?: string[] | undefined },
  previewDues: string[],
): string | null {
  const descricao = event.descricao;
  const dues = event.vencimentos?.length ? event.vencimentos : previewDues;
  const first = dues[0];
  const last = dues.at(-1);
  if (!descricao || !first || !last) return null;
  const params = new URLSearchParams({
    descricao,
    data_vencimento_de: monthBounds(first).first,
    data_vencimento_ate: monthBounds(last).last,
  });
  return `/pagamentos?${params.toString()}`;
}
