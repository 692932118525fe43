import { Alert, type AlertProps } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Why an action failed, announced (`role="alert"`) and focused when focus is nowhere or on
 * a button (the one that ran the action): a button disabled while its request runs drops
 * focus to the page, and the keyboard would start again from the top (or from the
 * dialog's first control). Focus the user has put in a field meanwhile stays there. A new
 * message is a new alert (give it `key={message}`), focused again on the same rule.
 */
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
