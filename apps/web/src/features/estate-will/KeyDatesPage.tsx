import { Badge, Box, Button, Card, Center, Group, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  PROBATE_TEXTS,
  type ProbateStageInput,
  crudFlags,
  formatCalendarDate,
  isEstateMatterType,
} from '@probity/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { PageHeader } from '../../components/PageHeader';
import { errorToast } from '../../components/form-errors';
import { useWorkspaceMatter } from '../matter-workspace/workspace-context';
import { type EstateKeyDates, useEstateKeyDates, useRemoveLatestStage } from './estate-will.api';
import { NoticesCard } from './NoticesCard';
import { ProbateStageModal } from './ProbateStageModal';

/** The stage the form offers first: the submission, then an examination. */
function nextStageOf(dates: EstateKeyDates): ProbateStageInput['stage'] {
  return dates.application.stages.length === 0 ? 'submitted' : 'examining';
}

function Deadlines({ dates }: { dates: EstateKeyDates }) {
  if (!dates.dateOfDeath)
    return (
      <Card p="lg">
        <Text c="dimmed" ta="center" py="md">
          {PROBATE_TEXTS.dateOfDeathMissing}
        </Text>
      </Card>
    );
  return (
    <Card p={0} pb="xs" component="section" aria-labelledby="deadlines-title">
      <Title order={2} fz="lg" id="deadlines-title" p="md" pb={0}>
        {PROBATE_TEXTS.deadlines}
      </Title>
      <Text fz="sm" c="dimmed" px="md">
        {PROBATE_TEXTS.dateOfDeath}: {formatCalendarDate(dates.dateOfDeath)}
        {dates.grantDate ? ` · ${PROBATE_TEXTS.grantDate}: ${formatCalendarDate(dates.grantDate)}` : ''}
      </Text>
      <Stack gap={0} component="ul" m={0} p={0} mt="xs" style={{ listStyle: 'none' }}>
        {dates.deadlines.map((d) => (
          <Box
            component="li"
            key={d.kind}
            px="md"
            py="sm"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Group justify="space-between" gap="xs" align="flex-start">
              <Text fz="sm" fw={600} style={{ flex: '1 1 16rem' }}>
                {d.label}
              </Text>
              <Group gap={8} wrap="nowrap">
                <Text fz="sm" component="time" dateTime={d.date}>
                  {formatCalendarDate(d.date)}
                </Text>
                <Badge
                  size="sm"
                  variant="light"
                  color={d.status === 'past' ? 'gray' : 'blue'}
                  style={{ flexShrink: 0 }}
                >
                  {d.status === 'past' ? PROBATE_TEXTS.past : PROBATE_TEXTS.upcoming}
                </Badge>
              </Group>
            </Group>
            <Text fz="xs" c="dimmed" mt={2}>
              {PROBATE_TEXTS.workedOut}: {d.basis}
            </Text>
          </Box>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * /secure/matters/{id}/key-dates (issue 17): the estate's deadlines with how each was worked out,
 * the probate application's HMCTS stages and the s.27 notices. The firm's staff, Estate matters only.
 */
export function KeyDatesPage() {
  const matter = useWorkspaceMatter();
  const { roles } = useSession();
  const dates = useEstateKeyDates(matter.matterID);
  const removeLatest = useRemoveLatestStage(matter.matterID);
  const [isAdding, setIsAdding] = useState(false);
  const [, canRead, canChange] = crudFlags(roles, 'matter');
  const [, canReadEstate] = crudFlags(roles, 'estate');

  async function handleRemoveLatest() {
    if (!(await confirm({ text: PROBATE_TEXTS.removeLatestConfirm, isDestructive: true }))) return;
    try {
      await removeLatest.mutateAsync();
      notify.success(PROBATE_TEXTS.stageRemoved);
    } catch (error) {
      notify.error(errorToast(error));
    }
  }

  if (!canRead || !canReadEstate || !isEstateMatterType(matter.matterType.matterTypeID))
    return <Navigate to="../details" replace />;
  const data = dates.data;
  const stages = data?.application.stages ?? [];
  const isGranted = stages.some((s) => s.stage === 'grantIssued');
  return (
    <>
      <PageHeader title={PROBATE_TEXTS.title} description={PROBATE_TEXTS.description} />
      {dates.isError ? (
        <LoadFailedCard what="key dates" onRetry={() => dates.refetch()} />
      ) : !data ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : (
        <Stack gap="lg">
          <Deadlines dates={data} />
          <Card p="lg" component="section" aria-labelledby="application-title">
            <Stack gap="sm">
              <Group justify="space-between" gap="sm">
                <Title order={2} fz="lg" id="application-title">
                  {PROBATE_TEXTS.application}
                </Title>
                {canChange && !isGranted && (
                  <Button
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => setIsAdding(true)}
                  >
                    {PROBATE_TEXTS.addStage}
                  </Button>
                )}
              </Group>
              {stages.length === 0 ? (
                <Text c="dimmed" fz="sm">
                  {PROBATE_TEXTS.noApplication}
                </Text>
              ) : (
                <Timeline active={stages.length - 1} bulletSize={14} lineWidth={2}>
                  {stages.map((s) => (
                    <Timeline.Item key={s.probateStageID} title={s.label}>
                      <Text fz="xs" c="dimmed">
                        <time dateTime={s.on}>{formatCalendarDate(s.on)}</time>
                      </Text>
                    </Timeline.Item>
                  ))}
                </Timeline>
              )}
              {canChange && stages.length > 0 && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  c="red.9"
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() => void handleRemoveLatest()}
                >
                  {PROBATE_TEXTS.removeLatest}
                </Button>
              )}
            </Stack>
          </Card>
          <NoticesCard matterID={matter.matterID} notices={data.notices} canChange={canChange} />
        </Stack>
      )}
      {data && (
        <ProbateStageModal
          matterID={matter.matterID}
          nextStage={nextStageOf(data)}
          opened={isAdding}
          onClose={() => setIsAdding(false)}
        />
      )}
    </>
  );
}
