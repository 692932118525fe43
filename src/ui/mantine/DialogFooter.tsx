import { Group } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

/**
 * A dialog's buttons, at its right. At the foot of a dialog taller than the window they stay
 * in view, over what scrolls beneath them (global.css).
 */
export function DialogFooter({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <Group ref={ref} justify="flex-end" gap="sm" className="ui-dialog-actions">
      {children}
    </Group>
  );
}
