import { Badge } from '@mantine/core';
import type { MailStatus } from '@probity/domain';

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};
const COLOURS: Record<MailStatus, string> = { pending: 'yellow', sent: 'teal', failed: 'red' };

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return (
    <Badge color={COLOURS[status]} variant="light">
      {MAIL_STATUS_LABELS[status]}
    </Badge>
  );
}
