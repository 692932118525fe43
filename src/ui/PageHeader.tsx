import { Group, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The page's heading. It takes focus when the page opens, so keyboard and screen
 * reader users start at the top of the new page after a navigation.
 */
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
    <Group justify="space-between" align="center" mb="md" wrap="wrap">
      <Title order={1} size="h2" ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
        {title}
      </Title>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
