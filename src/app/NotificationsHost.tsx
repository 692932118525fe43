import { notificationsStore } from '@mantine/notifications';
import { Suspense, useState, useSyncExternalStore } from 'react';
import { lazyOptional, withScope } from '../ui/plain/load-scoped';

const Notifications = lazyOptional(() => withScope(import('./notifications-container')));

const pending = () => {
  const state = notificationsStore.getState();
  return state.notifications.length > 0 || state.queue.length > 0;
};

/** Screens call `notifications.show()` (a tiny store); the container loads with the first one, off the first screen. */
export function NotificationsHost() {
  const needed = useSyncExternalStore(notificationsStore.subscribe, pending, pending);
  const [mounted, setMounted] = useState(false);
  if (needed && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
