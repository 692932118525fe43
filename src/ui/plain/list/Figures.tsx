import type { ReactNode } from 'react';
import '../controls.css';
import './list.css';

export interface Figure {
  label: string;
  value: ReactNode;
  /** "green" for money in, "red" for money late. */
  color?: 'green' | 'red';
}

/** Plain elements: it re-renders on every filter change of its list (decision 0015). */
export function Figures({
  label,
  figures,
  size = 'xl',
  children,
}: {
  /** The region's accessible name. */
  label: string;
  figures: readonly Figure[];
  /** `lg` where the box also holds a statement. */
  size?: 'lg' | 'xl';
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
