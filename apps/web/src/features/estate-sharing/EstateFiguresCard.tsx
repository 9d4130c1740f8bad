import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { type EstateProgress, ESTATE_PROGRESS_TEXTS as T, formatPence } from '@probity/domain';

/**
 * Issue 17: on a legacy whose estate shares its figures, the legacy's money is the estate's (read
 * only, "From the firm's estate figures") instead of details typed a second time.
 */
export function EstateFiguresCard({ figures }: { figures: NonNullable<EstateProgress['figures']> }) {
  const e = figures.entitlement;
  return (
    <Card p="lg" component="section" aria-labelledby="estate-figures-title">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="md" id="estate-figures-title">
            {T.entitlement}
          </Title>
          <Text fz="sm" fs="italic">
            {T.fromFirm}
          </Text>
        </Group>
        {e.pecuniary > 0 && (
          <Group justify="space-between" gap="xs">
            <Text fz="sm">{T.pecuniary}</Text>
            <Text fz="sm">{formatPence(e.pecuniary)}</Text>
          </Group>
        )}
        {e.residuaryPercent !== null && e.estimatedResidue !== null && (
          <Group justify="space-between" gap="xs">
            <Text fz="sm">{T.residuary(e.residuaryPercent, formatPence(e.estimatedResidue))}</Text>
            <Text fz="sm">{formatPence(e.residuary)}</Text>
          </Group>
        )}
        <Group justify="space-between" gap="xs">
          <Text fz="sm" fw={600}>
            {T.entitlementTotal}
          </Text>
          <Text fz="sm" fw={700}>
            {formatPence(e.total)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
