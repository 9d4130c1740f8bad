import type { Legacy } from '@probity/domain';
import {
  type Icon,
  IconArchive,
  IconArrowsSplit,
  IconCertificate,
  IconCircleCheck,
  IconCircleX,
  IconFileDescription,
  IconHeartHandshake,
  IconPlayerPlay,
  IconProgressCheck,
} from '@tabler/icons-react';

/** spec 03 §2.4 "current status with icon": the server's status icon (the status key) to an icon. */
const STATUS_ICONS: Record<string, Icon> = {
  'pre-engagement': IconHeartHandshake,
  active: IconPlayerPlay,
  'pre-grant': IconFileDescription,
  'post-grant': IconCertificate,
  distribution: IconArrowsSplit,
  complete: IconCircleCheck,
  archived: IconArchive,
  rejected: IconCircleX,
};

export function legacyStatusIcon(status: Pick<Legacy['status'], 'icon'>): Icon {
  return (status.icon && STATUS_ICONS[status.icon.toLowerCase()]) || IconProgressCheck;
}

export function LegacyStatusIcon({ status, size = 20 }: { status: Legacy['status']; size?: number }) {
  const StatusIcon = legacyStatusIcon(status);
  return <StatusIcon size={size} aria-hidden />;
}
