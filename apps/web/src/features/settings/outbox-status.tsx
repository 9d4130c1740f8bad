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
    // Never squeezed into an ellipsis by a narrow cell or a long neighbour.
    <Badge color={COLOURS[status]} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {MAIL_STATUS_LABELS[status]}
    </Badge>
  );
}
