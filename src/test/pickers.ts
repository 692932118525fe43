import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Pickers load their code on first intent (src/ui/plain/DeferredPicker.tsx): hovers the one
 * `find` returns and waits for the real picker to replace the stand-in, then returns it.
 */
export async function loadedPicker(user: UserEvent, find: () => HTMLElement): Promise<HTMLElement> {
  const first = await waitFor(find);
  if (!first.hasAttribute('data-deferred-picker')) return first;
  await user.hover(first);
  return waitFor(
    () => {
      const el = find();
      if (el.hasAttribute('data-deferred-picker')) throw new Error('picker still loading');
      return el;
    },
    { timeout: 5000 },
  );
}
