import { useEffect, useRef, type ReactNode } from 'react';
import './controls.css';

/** Focused on open, so keyboard and screen reader users start at the top of the new page. */
export function PageHeader({
  title,
  actions,
  focusOnMount = true,
}: {
  title: ReactNode;
  actions?: ReactNode;
  focusOnMount?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  return (
    <div className="ui-group" style={{ justifyContent: 'space-between', marginBottom: 'var(--mantine-spacing-md)' }}>
      <h1 className="ui-title" ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
        {title}
      </h1>
      {actions && <div className="ui-group ui-gap-sm">{actions}</div>}
    </div>
  );
}
