import { notifications, notificationsStore } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@probity/domain';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Kind = 'loading' | 'success' | 'error';

const LOOK: Record<Kind, { color: string; icon: ReactNode }> = {
  loading: { color: 'probity', icon: undefined },
  success: { color: 'teal', icon: <IconCheck size={18} aria-hidden /> },
  error: { color: 'red', icon: <IconAlertTriangle size={18} aria-hidden /> },
};

function exists(id: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return shown.some((n) => n.id === id) || queue.some((n) => n.id === id);
}

/**
 * A toast with a title and a line under it, for the pairs of texts spec 02 §8 gives the matter
 * update: 'Updating matter' / 'Saving changes to matter', then 'Matter updated' / 'Saved changes to
 * matter {reference}', or 'An error occurred updating the matter details' / 'Error: …'. Same look
 * and timing as the app's other toasts (spec 01 §9: 10 s; a loading toast stays until it turns).
 */
export function detailToast(kind: Kind, title: string, message: string, id: string): void {
  const data = {
    id,
    title,
    message,
    color: LOOK[kind].color,
    icon: LOOK[kind].icon,
    loading: kind === 'loading',
    autoClose: kind === 'loading' ? false : TOAST_AUTO_CLOSE_MS,
    allowClose: kind !== 'loading',
  };
  if (exists(id)) notifications.update(data);
  else notifications.show(data);
}
