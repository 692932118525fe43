import { memo, useEffect, useState } from 'react';
import { onRateLimited } from '../api/http';
import { PlainAlert } from '../ui/plain/controls';

/** Memoized (no props), as OfflineBanner. A calm notice while the platform asks us to slow down; requests resume by themselves. */
export const RateLimitNotice = memo(function RateLimitNotice() {
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = onRateLimited((seconds) => {
      setWaiting(seconds);
      clearTimeout(timer);
      timer = setTimeout(() => setWaiting(0), Math.max(seconds, 1) * 1000 + 500);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, []);
  if (!waiting) return null;
  return (
    <PlainAlert
      color="yellow"
      style={{ marginBottom: 'var(--mantine-spacing-md)' }}
      role="status"
      title="Muitas requisições"
    >
      A plataforma pediu uma pausa; continuamos automaticamente em instantes.
    </PlainAlert>
  );
});
