import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The building blocks of the legacy Information page's sections (spec 03 §2.4). */

export const dash = (v: string | null | undefined) => (v?.trim() ? v : '-');

export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

export function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const id = `legacy-section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card p="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
