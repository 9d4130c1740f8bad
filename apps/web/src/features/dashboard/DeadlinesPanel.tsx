import { Anchor, Badge, Box, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { ESTATE_DEADLINE_TEXTS, formatCalendarDate } from '@probity/domain';
import { Link } from 'react-router';
import { useEstateDeadlines } from './dashboard.api';

/**
 * Issue 17 "Deadlines" on a law firm's dashboard: the estates' deadlines of the next days on the
 * caller's matters (and those just passed), each with its date, what falls due and the matter's
 * reference linking to its Key dates page. Loaded only for a firm's staff (DashboardPage).
 */
export function DeadlinesPanel({ organisationID }: { organisationID: string }) {
  const query = useEstateDeadlines(organisationID);
  const deadlines = query.data?.deadlines ?? [];
  return (
    <Card p="lg" component="section" aria-labelledby="estate-deadlines-title">
      <Title order={2} fz="lg" id="estate-deadlines-title">
        {ESTATE_DEADLINE_TEXTS.title}
      </Title>
      <Text c="dimmed" fz="sm" mb="sm">
        {ESTATE_DEADLINE_TEXTS.description}
      </Text>
      {query.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : query.isError ? (
        <Text c="dimmed">{ESTATE_DEADLINE_TEXTS.loadFailed}</Text>
      ) : deadlines.length === 0 ? (
        <Text c="dimmed">{ESTATE_DEADLINE_TEXTS.empty}</Text>
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {deadlines.map((d) => (
            <Box
              component="li"
              key={`${d.matterID}-${d.kind}`}
              py="xs"
              style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Group justify="space-between" gap="xs" align="flex-start" wrap="wrap">
                <Box style={{ flex: '1 1 16rem', minWidth: 0 }}>
                  <Text fz="sm" fw={600}>
                    {d.label}
                  </Text>
                  <Anchor component={Link} to={`/secure/matters/${d.matterID}/key-dates`} fz="sm">
                    {d.reference}
                  </Anchor>
                </Box>
                <Group gap={8} wrap="nowrap">
                  <Text fz="sm" component="time" dateTime={d.date}>
                    {formatCalendarDate(d.date)}
                  </Text>
                  {d.isOverdue && (
                    <Badge size="sm" variant="light" color="red">
                      {ESTATE_DEADLINE_TEXTS.overdue}
                    </Badge>
                  )}
                </Group>
              </Group>
            </Box>
          ))}
        </Stack>
      )}
    </Card>
  );
}
