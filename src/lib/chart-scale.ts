/** A chart's money scale: round steps and short axis labels (the cash and results charts). */

/** A round step for about `ticks` intervals over `span` (1, 2 or 5 × 10^k cents). */
export function niceStep(span: number, ticks = 4): number {
  if (!(span > 0)) return 100;
  const raw = span / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/** "R$ 1,2 mi", "-R$ 350 mil" (the sign before the currency, as money is written): short enough for the left margin. */
const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });
export const axisLabel = (cents: number) => `${cents < 0 ? '-' : ''}R$ ${compact.format(Math.abs(cents) / 100)}`;
