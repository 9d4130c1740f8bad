import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MatterListItem } from '../../api/matters';
import { AboveRowLink, RowLink } from '../../components/DataTable';
import { MatterStatusBadge, matterPath, myRoleOf } from './matter-columns';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text fz="sm">{value}</Text>
    </div>
  );
}

/**
 * spec 01 §2: the mobile matter list shows Status, Type, My Role and Reference (issue 14: and the
 * title). The whole card opens the matter; Delete (for the roles that may) sits above that link.
 */
export function MatterCards({
  matters,
  isIndividual,
  onDelete,
}: {
  matters: readonly MatterListItem[];
  isIndividual: boolean;
  onDelete?: (matter: MatterListItem) => void;
}) {
  return (
    <Stack gap="sm">
      {matters.map((matter) => (
        <Card key={matter.matterID} p="md" pos="relative">
          <Group justify="space-between" mb="xs" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                <RowLink to={matterPath(matter)}>{matter.reference}</RowLink>
              </Text>
              {/* Issue 14: the card names the matter too. */}
              {matter.title && (
                <Text fz="sm" c="dimmed" lineClamp={2}>
                  {matter.title}
                </Text>
              )}
            </div>
            <MatterStatusBadge status={matter.status} isWhole />
          </Group>
          <Group justify="space-between" align="flex-end" wrap="nowrap">
            <SimpleGrid cols={2} spacing="xs" style={{ flex: 1 }}>
              <Field label="Type" value={matter.matterType.name} />
              {isIndividual && <Field label="My Role" value={myRoleOf(matter)} />}
            </SimpleGrid>
            {onDelete && (
              <AboveRowLink>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => onDelete(matter)}
                  aria-label={`Delete ${matter.reference}`}
                >
                  Delete
                </Button>
              </AboveRowLink>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
