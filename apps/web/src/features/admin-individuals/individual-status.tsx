import { Badge } from '@mantine/core';
import type { ADMIN_INDIVIDUAL_STATUSES } from '@probity/domain';

export type AdminIndividualStatus = (typeof ADMIN_INDIVIDUAL_STATUSES)[number];

export const STATUS_LABELS: Record<AdminIndividualStatus, string> = {
  active: 'Active',
  locked: 'Locked',
  paused: 'Paused',
  unregistered: 'Not registered',
};

const COLOURS: Record<AdminIndividualStatus, string> = {
  active: 'teal',
  locked: 'red',
  paused: 'yellow',
  unregistered: 'gray',
};

export function IndividualStatusBadge({ status }: { status: AdminIndividualStatus }) {
  return (
    <Badge variant="light" radius="sm" color={COLOURS[status]} style={{ flexShrink: 0 }}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export function individualPath(individualID: string): string {
  return `/secure/individuals/${encodeURIComponent(individualID)}`;
}
