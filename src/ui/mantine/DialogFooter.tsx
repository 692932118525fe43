import { Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

/**
 * A dialog's buttons, at its right. At the foot of a dialog taller than the window they stay
 * in view, over what scrolls beneath them (global.css).
 */
export function DialogFooter({
  children,
  mt,
  ref,
}: {
  children: ReactNode;
  mt?: MantineSpacing;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <Group ref={ref} justify="flex-end" gap="sm" mt={mt} className="ui-dialog-actions">
      {children}
    </Group>
  );
}
