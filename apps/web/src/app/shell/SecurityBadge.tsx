import { Anchor, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { Accreditation } from '@probity/domain';
import { IconShieldCheck } from '@tabler/icons-react';
import { formatDate } from '../../lib/dates';
import { useAccreditation } from './platform.api';

/** The badge's second line: what it covers and since when. */
function detailOf(accreditation: Accreditation): string | undefined {
  const parts = [
    accreditation.scope,
    accreditation.date ? `Awarded ${formatDate(accreditation.date)}` : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** The badge itself, for a configured accreditation. */
export function AccreditationBadge({ accreditation }: { accreditation: Accreditation }) {
  const detail = detailOf(accreditation);
  return (
    <Paper withBorder radius="md" p="xs" bg="var(--mantine-color-gray-0)" aria-label="Security accreditation">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="probity" size="md" radius="xl" aria-hidden>
          <IconShieldCheck size={18} />
        </ThemeIcon>
        <div>
          <Text fz="sm" fw={600} lh={1.3}>
            {accreditation.name}
          </Text>
          {accreditation.isExample && (
            <Text fz="xs" fw={700} lh={1.3}>
              Example only: not a real accreditation
            </Text>
          )}
          {detail && (
            <Text fz="xs" c="dimmed" lh={1.3}>
              {detail}
            </Text>
          )}
          {accreditation.certificateUrl && (
            <Anchor
              href={accreditation.certificateUrl}
              target="_blank"
              rel="noopener noreferrer"
              fz="xs"
              lh={1.3}
            >
              View certificate
            </Anchor>
          )}
        </div>
      </Group>
    </Paper>
  );
}

/**
 * spec 01 §2: the security accreditation badge, showing only what the operator configured
 * (ACCREDITATION_* settings); nothing at all when none is.
 */
export function SecurityBadge() {
  const { data } = useAccreditation();
  if (!data?.accreditation) return null;
  return <AccreditationBadge accreditation={data.accreditation} />;
}
