import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { MatterListItem } from '../../api/matters';
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

/** spec 01 §2: the mobile matter list shows Status, Type, My Role and Reference. */
export function MatterCards({
  matters,
  isIndividual,
}: {
  matters: readonly MatterListItem[];
  isIndividual: boolean;
}) {
  return (
    <Stack gap="sm">
      {matters.map((matter) => (
        <Card key={matter.matterID} component={Link} to={matterPath(matter)} p="md">
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Text fw={600} truncate>
              {matter.reference}
            </Text>
            <MatterStatusBadge status={matter.status} />
          </Group>
          <SimpleGrid cols={2} spacing="xs">
            <Field label="Type" value={matter.matterType.name} />
            {isIndividual && <Field label="My Role" value={myRoleOf(matter)} />}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
