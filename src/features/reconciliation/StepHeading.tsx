import { useEffect, useRef, type ReactNode } from 'react';
import { Title } from '../../ui/mantine/controls';

/** A step's heading, focused when the step appears. */
export function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return (
    <Title order={2} size="h4" id={id} ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
      {children}
    </Title>
  );
}
