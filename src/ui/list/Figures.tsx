import type { ReactNode } from 'react';
import '../plain.css';
import './list.css';

export interface Figure {
  label: string;
  value: ReactNode;
  /** The value's color (a palette name): "green" for money in, "red" for money late. */
  color?: 'green' | 'red';
}

/**
 * A list's figures above its table (the filter's totals, a summary of the filtered set):
 * a bordered box of label-over-value pairs, as many per line as fit. Plain elements: it
 * re-renders on every filter change of the list it sits over (decision 0008).
 */
export function Figures({
  label,
  figures,
  size = 'xl',
  children,
}: {
  /** The box's accessible name (a region). */
  label: string;
  figures: readonly Figure[];
  /** The values' size: `lg` where the box also holds a statement, `xl` alone. */
  size?: 'lg' | 'xl';
  /** What stands above the figures in the box (a statement of the view). */
  children?: ReactNode;
}) {
  return (
    <section className="ui-paper ui-figures" data-size={size} aria-label={label}>
      {children}
      <dl className="ui-figures-grid">
        {figures.map((f) => (
          <div key={f.label}>
            <dt className="ui-figure-label">{f.label}</dt>
            <dd className="ui-figure-value" data-color={f.color}>
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
