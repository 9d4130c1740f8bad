import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Toasts = lazy(async () => ({ default: (await import('./Toasts')).Toasts }));

/**
 * Issue 16: the toasts' container (Mantine's Notifications, its transitions and the Notification
 * card) loads with the first toast, not with the first load. notify() puts a toast in Mantine's
 * store at once; the container shows what the store holds when it appears, and stays from then on.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [isWanted, setIsWanted] = useState(false);
  if (!isWanted && notifications.length + queue.length > 0) setIsWanted(true);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
