import { closesNegative, type Forecast, type ForecastPeriod } from '../../lib/forecast';
import { formatCents } from '../../lib/money';
import { countOf } from '../../lib/text';
import { axisLabel, niceStep } from '../../lib/chart-scale';
import { periodLabel } from '../../lib/period-label';
import './cash.css';

/** The forecast as SVG: in and out as bars, the closing balance as a line; the table carries the figures for AT. */

const W = 960;
const H = 300;
const LEFT = 92;
const RIGHT = 12;
const TOP = 14;
const BOTTOM = 34;

export { axisLabel, niceStep } from '../../lib/chart-scale';

const moneyIn = (p: ForecastPeriod) => p.inCents + p.contractsCents + p.overdueInCents;
const moneyOut = (p: ForecastPeriod) => p.outCents + p.overdueOutCents;

export function chartSummary(f: Forecast): string {
  const last = f.periods[f.periods.length - 1];
  const negative = f.periods.filter(closesNegative);
  const unit = f.granularity === 'week' ? ['semana', 'semanas'] : ['mês', 'meses'];
  const span = `${countOf(f.periods.length, unit[0] as string, unit[1] as string)}`;
  const end = last ? `saldo final de ${formatCents(last.closingCents)} em ${periodLabel(last, f.granularity)}` : '';
  const alarm = negative.length
    ? `${countOf(negative.length, unit[0] as string, unit[1] as string)} com saldo negativo, a primeira ${periodLabel(negative[0] as ForecastPeriod, f.granularity)}`
    : 'nenhum período com saldo negativo';
  return `Projeção de ${span}: ${end}; ${alarm}. Os valores estão na tabela a seguir.`;
}

export function CashChart({ forecast: f }: { forecast: Forecast }) {
  const n = f.periods.length;
  const values = [f.openingCents, 0];
  for (const p of f.periods) values.push(moneyIn(p), -moneyOut(p), p.closingCents);
  const step = niceStep(Math.max(...values) - Math.min(...values));
  const top = Math.ceil(Math.max(...values) / step) * step || step;
  const bottom = Math.floor(Math.min(...values) / step) * step;
  const y = (cents: number) => TOP + ((top - cents) / (top - bottom)) * (H - TOP - BOTTOM);
  const slot = (W - LEFT - RIGHT) / n;
  const bar = Math.min(slot * 0.32, 28);
  const center = (i: number) => LEFT + slot * i + slot / 2;
  const ticks: number[] = [];
  for (let v = bottom; v <= top + step / 2; v += step) ticks.push(v);
  const line = f.periods.map((p, i) => `${i ? 'L' : 'M'}${center(i).toFixed(1)},${y(p.closingCents).toFixed(1)}`);
  const rect = (x: number, from: number, to: number) => ({
    x,
    y: Math.min(y(from), y(to)),
    width: bar,
    height: Math.max(Math.abs(y(from) - y(to)), from === to ? 0 : 1),
  });

  return (
    <figure className="cash-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={chartSummary(f)} preserveAspectRatio="xMidYMid meet">
        <defs>
          <pattern id="cash-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" className="cash-hatch-bg" />
            <line x1="0" y1="0" x2="0" y2="6" className="cash-hatch-line" />
          </pattern>
        </defs>
        {f.periods.map((p, i) =>
          closesNegative(p) ? (
            <rect
              key={`neg-${p.from}`}
              className="cash-negative-band"
              x={LEFT + slot * i}
              y={TOP}
              width={slot}
              height={H - TOP - BOTTOM}
            />
          ) : null,
        )}
        {ticks.map((v) => (
          <g key={v} className="cash-axis">
            <line x1={LEFT} x2={W - RIGHT} y1={y(v)} y2={y(v)} className={v === 0 ? 'cash-zero' : 'cash-grid'} />
            <text x={LEFT - 8} y={y(v)} dy="0.32em" textAnchor="end">
              {axisLabel(v)}
            </text>
          </g>
        ))}
        {f.periods.map((p, i) => {
          const xIn = center(i) - bar - 1;
          const xOut = center(i) + 1;
          const received = p.inCents + p.contractsCents;
          return (
            <g key={p.from}>
              <title>
                {`${periodLabel(p, f.granularity)}: entradas ${formatCents(moneyIn(p))}, saídas ${formatCents(moneyOut(p))}, saldo final ${formatCents(p.closingCents)}`}
              </title>
              <rect {...rect(xIn, 0, p.inCents)} className="cash-in" />
              <rect {...rect(xIn, p.inCents, received)} className="cash-contracts" />
              <rect {...rect(xIn, received, received + p.overdueInCents)} fill="url(#cash-hatch)" />
              <rect {...rect(xOut, 0, -p.outCents)} className="cash-out" />
              <rect {...rect(xOut, -p.outCents, -moneyOut(p))} fill="url(#cash-hatch)" />
              <text x={center(i)} y={H - BOTTOM + 18} textAnchor="middle" className="cash-axis-label">
                {periodLabel(p, f.granularity, 'short')}
              </text>
            </g>
          );
        })}
        <path d={line.join('')} className="cash-balance" />
        {f.periods.map((p, i) => (
          <circle
            key={p.from}
            cx={center(i)}
            cy={y(p.closingCents)}
            r={closesNegative(p) ? 5 : 3.5}
            className={closesNegative(p) ? 'cash-point cash-point-negative' : 'cash-point'}
          />
        ))}
      </svg>
      <figcaption className="cash-legend" aria-hidden="true">
        <span>
          <i className="cash-swatch cash-in" /> A receber
        </span>
        <span>
          <i className="cash-swatch cash-contracts" /> Contratos a faturar
        </span>
        <span>
          <i className="cash-swatch cash-out" /> A pagar
        </span>
        <span>
          <i className="cash-swatch cash-swatch-hatch" /> Em atraso (incluído)
        </span>
        <span>
          <i className="cash-swatch cash-swatch-line" /> Saldo final
        </span>
        <span>
          <i className="cash-swatch cash-negative-band" /> Saldo negativo
        </span>
      </figcaption>
    </figure>
  );
}
