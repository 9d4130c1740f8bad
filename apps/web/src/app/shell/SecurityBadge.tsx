import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';

/** spec 01 §2: the security accreditation badge (card-industry data security standard passed). */
export function SecurityBadge() {
  return (
    <Paper withBorder radius="md" p="xs" bg="var(--mantine-color-gray-0)" aria-label="Security accreditation">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="probity" size="md" radius="xl" aria-hidden>
          <IconShieldCheck size={18} />
        </ThemeIcon>
        <div>
          <Text fz="sm" fw={600} lh={1.3}>
            PCI DSS compliant
          </Text>
          <Text fz="xs" c="dimmed" lh={1.3}>
            Card-industry data security standard passed
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
