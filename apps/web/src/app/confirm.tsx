import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { TEXTS } from '@probity/domain';
import { whenModalsReady } from './modals-host';

export interface ConfirmOptions {
  title?: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Colours the confirm button red, for destructive actions. */
  isDestructive?: boolean;
}

/** spec 01 §9: confirmation dialog, title 'Are you sure', buttons Yes and No by default. */
export async function confirm({
  title = TEXTS.confirmTitle,
  text,
  confirmLabel = TEXTS.confirmYes,
  cancelLabel = TEXTS.confirmNo,
  isDestructive = false,
}: ConfirmOptions): Promise<boolean> {
  await whenModalsReady();
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      // red.9: white on Mantine's default red is 3.3:1, below WCAG AA (axe color-contrast).
      confirmProps: { color: isDestructive ? 'red.9' : undefined },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
