import { axisLabel, niceStep } from '../../lib/chart-scale';
import type { Dre } from '../../lib/dre';
import { formatCents } from '../../lib/money';
import { monthStage, periodLabel } from '../../lib/period-label';
import { countOf } from '../../lib/text';

/**
 * The result of each month as bars (below zero in red), in SVG; the statement's table carries the
 * figures. The month under way and those after it are drawn light and named under their label, as
 * the table's headings do: their figures are not the month's yet.
 */

const W = 960;
const H = 240;
const LEFT = 92;
const RIGHT = 12;
const TOP = 14;
const BOTTOM = 34;

const month = (m: string) => ({ from: m, to: m });

export function resultSummary(dre: Dre, today: string): string {
  const losses = dre.result.filter((c) => c < 0).length;
  const unfinished = dre.months.findIndex((m) => monthStage(m, today) !== null);
  const from = unfinished < 0 ? null : periodLabel(month(dre.months[unfinished] as string), 'month');
  return (
    `Resultado de ${countOf(dre.months.length, 'mês', 'meses')}: ${formatCents(dre.resultTotal)} no período; ` +
    `${losses ? countOf(losses, 'mês com prejuízo', 'meses com prejuízo') : 'nenhum mês com prejuízo'}. ` +
    (from === null
      ? ''
      : unfinished === dre.months.length - 1
        ? `O mês de ${from} ainda não terminou. `
        : `Os meses a partir de ${from} ainda não terminaram. `) +
    'Os valores estão na tabela a seguir.'
  );
}

export function ResultChart({ dre, today }: { dre: Dre; today: string }) {
  const n = dre.months.length;
  const values = [0, ...dre.result];
  const step = niceStep(Math.max(...values) - Math.min(...values));
  const top = Math.ceil(Math.max(...values) / step) * step || step;
  const bottom = Math.floor(Math.min(...values) / step) * step;
  const y = (cents: number) => TOP + ((top - cents) / (top - bottom)) * (H - TOP - BOTTOM);
  const slot = (W - LEFT - RIGHT) / n;
  const bar = Math.min(slot * 0.5, 40);
  const ticks: number[] = [];
  for (let v = bottom; v <= top + step / 2; v += step) ticks.push(v);
  return (
    <figure className="results-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={resultSummary(dre, today)}
        preserveAspectRatio="xMidYMid meet"
      >
        {ticks.map((v) => (
          <g key={v} className="results-axis">
            <line x1={LEFT} x2={W - RIGHT} y1={y(v)} y2={y(v)} className={v === 0 ? 'results-zero' : 'results-grid'} />
            <text x={LEFT - 8} y={y(v)} dy="0.32em" textAnchor="end">
              {axisLabel(v)}
            </text>
          </g>
        ))}
        {dre.months.map((m, i) => {
          const cents = dre.result[i] as number;
          const x = LEFT + slot * i + (slot - bar) / 2;
          const stage = monthStage(m, today);
          return (
            <g key={m}>
              <title>{`${periodLabel(month(m), 'month')}${stage ? ` (${stage})` : ''}: ${formatCents(cents)}`}</title>
              <rect
                x={x}
                y={Math.min(y(0), y(cents))}
                width={bar}
                height={Math.max(Math.abs(y(0) - y(cents)), cents === 0 ? 0 : 1)}
                className={`${cents < 0 ? 'results-loss' : 'results-profit'}${stage ? ' results-unfinished' : ''}`}
              />
              <text x={x + bar / 2} y={H - BOTTOM + 14} textAnchor="middle" className="results-axis-label">
                {periodLabel(month(m), 'month', 'short')}
              </text>
              {stage && (
                <text x={x + bar / 2} y={H - BOTTOM + 28} textAnchor="middle" className="results-axis-stage">
                  {stage}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
