import { Badge } from '@mantine/core';
import type { Legacy } from '@probity/domain';
import { statusColour } from '../matters/matter-filters';

export function LegacyStatusBadge({ status }: { status: Legacy['status'] }) {
  return (
    <Badge
      color={statusColour(status.name)}
      variant="light"
      radius="sm"
      title={status.description ?? undefined}
      // A table cell may be narrower than the name: the badge keeps its whole name.
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {status.name}
    </Badge>
  );
}
