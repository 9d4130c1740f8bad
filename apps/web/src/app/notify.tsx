import { TOAST_AUTO_CLOSE_MS } from '@probity/domain';
import { notifications, notificationsStore } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** spec 01 §3 Notification: type, title and optional id. */
export type ToastType = 'success' | 'error' | 'loading' | 'information';

const LOOK: Record<ToastType, { color: string; icon: ReactNode | undefined }> = {
  success: { color: 'teal', icon: <IconCheck size={18} aria-hidden /> },
  error: { color: 'red', icon: <IconAlertTriangle size={18} aria-hidden /> },
  information: { color: 'blue', icon: <IconInfoCircle size={18} aria-hidden /> },
  loading: { color: 'probity', icon: undefined },
};

let sequence = 0;

function exists(id: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return shown.some((n) => n.id === id) || queue.some((n) => n.id === id);
}

function show(type: ToastType, title: string, id?: string): string {
  const toastId = id ?? `toast-${Date.now()}-${++sequence}`;
  const isLoading = type === 'loading';
  const data = {
    id: toastId,
    message: title,
    color: LOOK[type].color,
    icon: LOOK[type].icon,
    loading: isLoading,
    // A loading toast stays until it is updated to success or error (spec 01 §9: others close after 10 s).
    autoClose: isLoading ? false : TOAST_AUTO_CLOSE_MS,
    allowClose: !isLoading,
  };
  if (id && exists(id)) notifications.update(data);
  else notifications.show(data);
  return toastId;
}

/** Toasts: pass the id of a loading toast to turn it into the outcome. */
export const notify = {
  success: (title: string, id?: string) => show('success', title, id),
  error: (title: string, id?: string) => show('error', title, id),
  information: (title: string, id?: string) => show('information', title, id),
  loading: (title: string, id?: string) => show('loading', title, id),
};
