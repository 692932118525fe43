import { Alert, type AlertProps } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

/** Focused when focus is nowhere or on a button (decision 0902); give a new message `key={message}`. */
export function ErrorAlert({
  title,
  children,
  color = 'red',
  ...props
}: { title: ReactNode; children?: ReactNode; color?: AlertProps['color'] } & Omit<AlertProps, 'title' | 'color'>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    const free = !active || active === document.body || !active.isConnected || active instanceof HTMLButtonElement;
    if (free) ref.current?.focus();
  }, []);
  return (
    <Alert ref={ref} tabIndex={-1} color={color} variant="light" role="alert" title={title} {...props}>
      {children}
    </Alert>
  );
}
